import ApartmentIcon from '@mui/icons-material/Apartment';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BuildIcon from '@mui/icons-material/Build';
import EventIcon from '@mui/icons-material/Event';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { OPEN_MAINTENANCE_STATUSES } from '../../domain/dashboardFigures';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { formatKwd } from '../../domain/money';
import { STATUS_LABELS } from '../reported-tickets/maintenanceUi';
import { countOf, monthWords } from './dashboardLabels';
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
  const href = portfolioHrefs(figures, propertyId);
  // "this month", or "in 02-2027" for a chosen earlier month (the filter's).
  const inMonth = monthWords(figures.this_month.month, figures.today);
  const { occupancy, this_month: month, outstanding, maintenance } = figures;
  const [firstEnding, ...laterEnding] = figures.contracts_ending;
  return (
    <CardGrid label="Figures">
      <FigureCard
        id="occupancy"
        icon={<ApartmentIcon />}
        label="Occupancy"
        value={occupancy.occupancy_percent === null ? '-' : `${occupancy.occupancy_percent}%`}
        caption={`${occupancy.occupied_units} of ${countOf(occupancy.rentable_units, 'rentable unit')} occupied today`}
        href={href.occupancy}
      />
      <FigureCard
        id="expected"
        icon={<ReceiptLongIcon />}
        label={`Rent due ${inMonth}`}
        value={formatKwd(month.expected)}
        caption={`Invoices due ${inMonth}`}
        href={href.expected}
      />
      <FigureCard
        id="collected"
        icon={<AccountBalanceWalletIcon />}
        label={`Collected ${inMonth}`}
        value={formatKwd(month.collected)}
        caption={
          month.collection_percent === null
            ? `Nothing due ${inMonth}`
            : `${month.collection_percent}% of rent due`
        }
        href={href.collected}
      />
      <FigureCard
        id="cash-received"
        icon={<PaymentsIcon />}
        label={`Cash received ${inMonth}`}
        value={formatKwd(month.cash_received)}
        caption={
          Number(month.refunded) > 0
            ? `Payments dated ${inMonth}; ${formatKwd(month.refunded)} refunded`
            : `Payments dated ${inMonth}, for any invoice`
        }
        href={href.cashReceived}
      />
      <FigureCard
        id="outstanding"
        icon={<HourglassBottomIcon />}
        label="Outstanding"
        value={formatKwd(outstanding.total)}
        caption={`${countOf(outstanding.invoices, 'invoice')} due and unpaid today`}
        href={href.outstanding}
      />
      {firstEnding ? (
        <FigureCard
          id="contracts-ending"
          icon={<EventIcon />}
          label={`Contracts ending in ${firstEnding.within_days} days`}
          value={String(firstEnding.count)}
          caption="Approved contracts ending soon"
          href={href.contractsEnding[firstEnding.within_days]}
        >
          <SubLinks
            label="Contracts ending later"
            links={laterEnding.map((e) => ({
              text: `${e.count} within ${e.within_days} days`,
              href: href.contractsEnding[e.within_days]!,
            }))}
          />
        </FigureCard>
      ) : null}
      <FigureCard
        id="contract-requests"
        icon={<PendingActionsIcon />}
        label="Contract requests"
        value={String(figures.contract_requests_waiting)}
        caption="Waiting for a decision"
        href={href.contractRequests}
      />
      <FigureCard
        id="open-requests"
        icon={<BuildIcon />}
        label="Open maintenance requests"
        value={String(maintenance.open)}
        caption={`${maintenance.overdue} overdue`}
      >
        <SubLinks
          label="Open maintenance requests by status"
          links={[
            ...OPEN_MAINTENANCE_STATUSES.map((status) => ({
              text: `${STATUS_LABELS[status]}: ${maintenance.by_status[status] ?? 0}`,
              href: href.maintenanceStatus(status),
            })),
            { text: `Overdue: ${maintenance.overdue}`, href: href.maintenanceOverdue },
          ]}
        />
      </FigureCard>
    </CardGrid>
  );
}
