import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventIcon from '@mui/icons-material/Event';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { TenantFigures } from '../../domain/dashboardPeopleSchemas';
import { displayDate } from '../../domain/displayDates';
import { formatKwd, money } from '../../domain/money';
import { daysLeftLabel, type Translate } from './dashboardLabels';
import { CardGrid, FigureCard } from './FigureCard';
import { listHref, PANEL_BASE } from './listHref';
import { TenantOpenRequests, TenantPayments } from './TenantLists';

function nextDueCaption(next: NonNullable<TenantFigures['next_due']>, translate: Translate) {
  const due = translate('dashboard.tenant.due', { date: displayDate(next.due_date) });
  return next.projected
    ? translate('dashboard.tenant.not_invoiced', { due })
    : `${due} · ${next.invoice_no ?? ''}`;
}

/**
 * The tenant's own dashboard: next rent, balance, deposit and contract, its last six payments with
 * their receipts and its open maintenance requests. The Pay button is the card above it
 * (resources/online-payments/TenantNextInvoiceCard.tsx, src/pages/Dashboard.tsx).
 */
export function TenantDashboard({ figures }: { figures: TenantFigures }) {
  const translate = useTranslate();
  const { next_due: next, balance, contract } = figures;
  return (
    <Stack spacing={2}>
      <CardGrid label={translate('dashboard.figures')}>
        <FigureCard
          id="next-due"
          icon={<ReceiptLongIcon />}
          label={translate('dashboard.tenant.next_rent')}
          value={next ? formatKwd(next.amount) : '-'}
          caption={next ? nextDueCaption(next, translate) : translate('dashboard.tenant.nothing_due')}
          href={next?.invoice_id ? `${PANEL_BASE}/invoices/detail/${next.invoice_id}` : undefined}
        />
        <FigureCard
          id="balance"
          icon={<AccountBalanceIcon />}
          label={translate('dashboard.tenant.balance')}
          value={formatKwd(balance.total)}
          caption={
            money(balance.overdue).gt(0)
              ? translate('dashboard.tenant.past_due', { amount: formatKwd(balance.overdue) })
              : translate('dashboard.tenant.nothing_past_due')
          }
          href={listHref('/tenant-rental/list')}
        />
        <FigureCard
          id="deposit"
          icon={<SavingsIcon />}
          label={translate('dashboard.tenant.deposit')}
          value={formatKwd(figures.deposit_held)}
          caption={translate('dashboard.tenant.deposit_caption')}
        />
        <FigureCard
          id="contract-end"
          icon={<EventIcon />}
          label={translate('dashboard.tenant.contract_ends')}
          value={contract ? displayDate(contract.end_date) : '-'}
          caption={
            contract
              ? `${daysLeftLabel(contract.days_left, translate)} · ${contract.property_name} · ${contract.unit_no}`
              : translate('dashboard.tenant.no_contract')
          }
        />
      </CardGrid>
      <TenantPayments payments={figures.last_payments} />
      <TenantOpenRequests requests={figures.open_requests} />
    </Stack>
  );
}
