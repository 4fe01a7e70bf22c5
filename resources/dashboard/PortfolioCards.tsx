import ApartmentIcon from '@mui/icons-material/Apartment';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BuildIcon from '@mui/icons-material/Build';
import EventIcon from '@mui/icons-material/Event';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import { cashReceivedNet, OPEN_MAINTENANCE_STATUSES } from '../../domain/dashboardFigures';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { formatKwdText } from '../../domain/moneyText';
import { ToDepositCard } from '../cheques/ToDepositCard';
import { NetCard } from '../expenses/NetCard';
import { countOf, monthWords } from './dashboardLabels';
import { PANEL_BASE } from './listHref';
import { portfolioHrefs } from './dashboardLinks';
import { CardGrid, FigureCard } from './FigureCard';

/** Small links under a card's figure (other horizons, each status), wrapping on a phone. */
function SubLinks({ links, label }: { links: { text: string; href: string }[]; label: string }) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {links.map((l) => (
        <Link key={l.href} component={RouterLink} to={l.href} variant="body2">
          {l.text}
        </Link>
      ))}
    </Stack>
  );
}

/**
 * The landlord's and manager's cards, each opening the list whose rows make up its figure
 * (dashboardLinks.ts): occupancy, this month's rent, cash received, outstanding, contracts ending,
 * contract requests and open maintenance requests.
 */
export function PortfolioCards({ figures, propertyId }: { figures: PortfolioFigures; propertyId?: string }) {
  const translate = useTranslate();
  const href = portfolioHrefs(figures, propertyId);
  // "this month", or "in 02-2027" for a chosen earlier month (the filter's).
  const inMonth = monthWords(figures.this_month.month, figures.today, translate);
  const { occupancy, this_month: month, outstanding, maintenance } = figures;
  const [firstEnding, ...laterEnding] = figures.contracts_ending;
  return (
    <CardGrid label={translate('dashboard.figures')}>
      <FigureCard
        id="occupancy"
        icon={<ApartmentIcon />}
        label={translate('dashboard.cards.occupancy')}
        value={occupancy.occupancy_percent === null ? '-' : localDigits(`${occupancy.occupancy_percent}%`)}
        caption={translate('dashboard.cards.occupancy_caption', {
          occupied: localDigits(String(occupancy.occupied_units)),
          units: countOf(occupancy.rentable_units, 'rentable_units', translate),
        })}
        href={href.occupancy}
      />
      <FigureCard
        id="expected"
        icon={<ReceiptLongIcon />}
        label={translate('dashboard.cards.rent_due', { when: inMonth })}
        value={formatKwdText(month.expected)}
        caption={translate('dashboard.cards.invoices_due', { when: inMonth })}
        href={href.expected}
      />
      <FigureCard
        id="collected"
        icon={<AccountBalanceWalletIcon />}
        label={translate('dashboard.cards.collected', { when: inMonth })}
        value={formatKwdText(month.collected)}
        caption={
          month.collection_percent === null
            ? translate('dashboard.cards.nothing_due', { when: inMonth })
            : translate('dashboard.cards.percent_of_rent', {
                percent: localDigits(String(month.collection_percent)),
              })
        }
        href={href.collected}
      />
      <NetCard month={month.month} {...(propertyId ? { propertyId } : {})} />
      <FigureCard
        id="cash-received"
        icon={<PaymentsIcon />}
        label={translate('dashboard.cards.cash_received', { when: inMonth })}
        // Net of this month's refunds; the caption names both parts (the payments list sums the first).
        value={formatKwdText(cashReceivedNet(month))}
        caption={
          Number(month.refunded) > 0
            ? translate('dashboard.cards.payments_refunded', {
                when: inMonth,
                cash: formatKwdText(month.cash_received),
                refunded: formatKwdText(month.refunded),
              })
            : translate('dashboard.cards.payments_any_invoice', { when: inMonth })
        }
        href={href.cashReceived}
      />
      <FigureCard
        id="outstanding"
        icon={<HourglassBottomIcon />}
        label={translate('dashboard.cards.outstanding')}
        value={formatKwdText(outstanding.total)}
        caption={translate('dashboard.cards.outstanding_caption', {
          invoices: countOf(outstanding.invoices, 'invoices', translate),
        })}
        href={href.outstanding}
      />
      <FigureCard
        id="deposits-held"
        icon={<SavingsIcon />}
        label={translate('dashboard.cards.deposits_held')}
        value={formatKwdText(figures.deposits_held)}
        caption={translate('dashboard.cards.deposits_held_caption')}
        href={`${PANEL_BASE}/deposits/list?state=HELD`}
      />
      <ToDepositCard {...(propertyId ? { propertyId } : {})} />
      {firstEnding ? (
        <FigureCard
          id="contracts-ending"
          icon={<EventIcon />}
          label={translate('dashboard.cards.contracts_ending', {
            days: localDigits(String(firstEnding.within_days)),
          })}
          value={localDigits(String(firstEnding.count))}
          caption={translate('dashboard.cards.contracts_ending_caption')}
          href={href.contractsEnding[firstEnding.within_days]}
        >
          <SubLinks
            label={translate('dashboard.cards.contracts_ending_later')}
            links={laterEnding.map((e) => ({
              text: translate('dashboard.cards.ending_within', {
                count: localDigits(String(e.count)),
                days: localDigits(String(e.within_days)),
              }),
              href: href.contractsEnding[e.within_days]!,
            }))}
          />
        </FigureCard>
      ) : null}
      <FigureCard
        id="contract-requests"
        icon={<PendingActionsIcon />}
        label={translate('dashboard.cards.contract_requests')}
        value={localDigits(String(figures.contract_requests_waiting))}
        caption={translate('dashboard.cards.waiting_decision')}
        href={href.contractRequests}
      />
      <FigureCard
        id="open-requests"
        icon={<BuildIcon />}
        label={translate('dashboard.cards.open_requests')}
        value={localDigits(String(maintenance.open))}
        caption={translate('dashboard.cards.overdue_count', {
          count: localDigits(String(maintenance.overdue)),
        })}
      >
        <SubLinks
          label={translate('dashboard.cards.open_requests_by_status')}
          links={[
            ...OPEN_MAINTENANCE_STATUSES.map((status) => ({
              text: `${translate(`dashboard.maintenance_status.${status}`)}: ${localDigits(String(maintenance.by_status[status] ?? 0))}`,
              href: href.maintenanceStatus(status),
            })),
            {
              text: translate('dashboard.cards.overdue', { count: localDigits(String(maintenance.overdue)) }),
              href: href.maintenanceOverdue,
            },
          ]}
        />
      </FigureCard>
    </CardGrid>
  );
}
