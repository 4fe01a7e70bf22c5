import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventIcon from '@mui/icons-material/Event';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import Stack from '@mui/material/Stack';
import type { TenantFigures } from '../../domain/dashboardPeopleSchemas';
import { displayDate } from '../../domain/displayDates';
import { formatKwd, money } from '../../domain/money';
import { daysLeftLabel } from './dashboardLabels';
import { CardGrid, FigureCard } from './FigureCard';
import { listHref, PANEL_BASE } from './listHref';
import { TenantOpenRequests, TenantPayments } from './TenantLists';

function nextDueCaption(next: NonNullable<TenantFigures['next_due']>) {
  const due = `Due ${displayDate(next.due_date)}`;
  return next.projected ? `${due} · next rent, not invoiced yet` : `${due} · ${next.invoice_no ?? ''}`;
}

/**
 * The tenant's own dashboard: next rent, balance, deposit and contract, its last six payments with
 * their receipts and its open maintenance requests. The Pay button is the card above it
 * (resources/online-payments/TenantNextInvoiceCard.tsx, src/pages/Dashboard.tsx).
 */
export function TenantDashboard({ figures }: { figures: TenantFigures }) {
  const { next_due: next, balance, contract } = figures;
  return (
    <Stack spacing={2}>
      <CardGrid label="Figures">
        <FigureCard
          id="next-due"
          icon={<ReceiptLongIcon />}
          label="Next rent due"
          value={next ? formatKwd(next.amount) : '-'}
          caption={next ? nextDueCaption(next) : 'Nothing due'}
          href={next?.invoice_id ? `${PANEL_BASE}/invoices/detail/${next.invoice_id}` : undefined}
        />
        <FigureCard
          id="balance"
          icon={<AccountBalanceIcon />}
          label="Balance"
          value={formatKwd(balance.total)}
          caption={
            money(balance.overdue).gt(0) ? `${formatKwd(balance.overdue)} past due` : 'Nothing past due'
          }
          href={listHref('/tenant-rental/list')}
        />
        <FigureCard
          id="deposit"
          icon={<SavingsIcon />}
          label="Deposit held"
          value={formatKwd(figures.deposit_held)}
          caption="Security deposit of your contract"
        />
        <FigureCard
          id="contract-end"
          icon={<EventIcon />}
          label="Contract ends"
          value={contract ? displayDate(contract.end_date) : '-'}
          caption={
            contract
              ? `${daysLeftLabel(contract.days_left)} · ${contract.property_name} · ${contract.unit_no}`
              : 'No contract in force'
          }
        />
      </CardGrid>
      <TenantPayments payments={figures.last_payments} />
      <TenantOpenRequests requests={figures.open_requests} />
    </Stack>
  );
}
