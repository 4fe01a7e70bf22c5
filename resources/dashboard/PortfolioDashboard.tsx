import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import { figureLinks } from '../../domain/dashboardFigures';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { displayDate } from '../../domain/displayDates';
import { formatKwdText } from '../../domain/moneyText';
import { ChartCard } from './ChartCard';
import { AGING_CHART_HEIGHT, MONTHLY_CHART_HEIGHT, OCCUPANCY_GAUGE_HEIGHT } from './chartSizes';
import { agingLabel, countOf, monthLabel } from './dashboardLabels';
import { FirstRunChecklist } from './FirstRunChecklist';
import { LatestActivity } from './LatestActivity';
import { listHref } from './listHref';
import { PortfolioCards } from './PortfolioCards';
import { TopDebtors } from './TopDebtors';
import { useFirstRunSteps } from './useFirstRunSteps';

// @mui/x-charts is the heaviest thing on the page: the charts come in their own chunk.
const MonthlyMoneyChart = lazy(() => import('./MonthlyMoneyChart'));
const AgingChart = lazy(() => import('./AgingChart'));
const OccupancyGauge = lazy(() => import('./OccupancyGauge'));

/** Each aging bucket's amount as a link to its invoices: the chart's figures in words. */
function AgingLinks({ figures, propertyId }: { figures: PortfolioFigures; propertyId?: string }) {
  const translate = useTranslate();
  const links = figureLinks(figures.today, propertyId, figures.this_month.month);
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
      {figures.outstanding.buckets.map((b) => {
        const link = links.agingBucket({ from: b.from_days, to: b.to_days });
        return (
          <li key={b.key}>
            <Link
              component={RouterLink}
              to={listHref(link.screen, link.filter, { field: 'balance', order: 'DESC' })}
              variant="body2"
            >
              {agingLabel(b, translate)}: {formatKwdText(b.amount)} (
              {countOf(b.invoices, 'invoices', translate)})
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * Which figures the month filter moves and which are as of today (issue 19 item 5): the money of
 * the chosen month and the series ending there; occupancy, outstanding, contracts and requests today.
 */
function PeriodNote({ figures }: { figures: PortfolioFigures }) {
  const translate = useTranslate();
  const month = figures.this_month.month;
  return (
    <Typography color="text.secondary" variant="body2" data-testid="dashboard-period">
      {translate('dashboard.portfolio.period', {
        month: monthLabel(month),
        current: month === figures.today.slice(0, 7) ? translate('dashboard.portfolio.period_current') : '',
        today: displayDate(figures.today),
      })}
    </Typography>
  );
}

/**
 * The landlord's or manager's dashboard, for the property and month chosen above it
 * (DashboardFilters); `propertyId` is the chosen property, carried into the lists the cards open.
 */
export function PortfolioDashboard({
  figures,
  isLandlord,
  propertyId,
}: {
  figures: PortfolioFigures;
  isLandlord: boolean;
  propertyId?: string | undefined;
}) {
  const translate = useTranslate();
  const steps = useFirstRunSteps(figures, isLandlord);
  return (
    <Stack spacing={2}>
      <PeriodNote figures={figures} />
      {figures.property_ids && !propertyId ? (
        <Typography color="text.secondary">
          {translate('dashboard.portfolio.coverage', {
            properties: countOf(figures.property_ids.length, 'properties', translate),
          })}
        </Typography>
      ) : null}
      {steps ? <FirstRunChecklist steps={steps} /> : null}
      <PortfolioCards figures={figures} propertyId={propertyId} />
      <ChartCard
        title={translate('dashboard.portfolio.rent_by_month')}
        height={MONTHLY_CHART_HEIGHT}
        testId="chart-monthly"
      >
        <Typography variant="body2" color="text.secondary">
          {translate('dashboard.portfolio.rent_by_month_note')}
        </Typography>
        <MonthlyMoneyChart months={figures.monthly} />
      </ChartCard>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <ChartCard
          title={translate('dashboard.portfolio.aging_title')}
          height={AGING_CHART_HEIGHT}
          testId="chart-aging"
        >
          <AgingChart buckets={figures.outstanding.buckets} />
          <AgingLinks figures={figures} propertyId={propertyId} />
        </ChartCard>
        <ChartCard
          title={translate('dashboard.portfolio.occupancy_title')}
          height={OCCUPANCY_GAUGE_HEIGHT}
          testId="chart-occupancy"
        >
          <OccupancyGauge occupancy={figures.occupancy} />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('dashboard.portfolio.occupancy_split', {
              occupied: localDigits(String(figures.occupancy.occupied_units)),
              vacant: localDigits(String(figures.occupancy.vacant_units)),
              maintenance: localDigits(String(figures.occupancy.under_maintenance_units)),
            })}
          </Typography>
        </ChartCard>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TopDebtors figures={figures} propertyId={propertyId} />
        <LatestActivity activity={figures.latest_activity} />
      </Box>
    </Stack>
  );
}
