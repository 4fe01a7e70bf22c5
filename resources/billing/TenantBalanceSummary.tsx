import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd, sumMoney } from '../../domain/money';
import { isSettled, type InvoiceStatus } from '../../domain/invoiceStatus';
import { fetchInvoicePage, type InvoiceRecord } from './billingApi';
import { fetchAllPages } from '../../src/api/fetchAllPages';
import { dateLabel } from '../../src/format/dates';

/**
 * What the tenant still owes over all its invoices, and when the next one falls due: the earliest
 * due date among invoices not yet overdue (an overdue date is past, not "next").
 */
export function outstandingOf(invoices: InvoiceRecord[]) {
  const open = invoices.filter((i) => !isSettled(i.status as InvoiceStatus));
  const nextDue =
    open
      .filter((i) => i.status !== 'OVERDUE')
      .map((i) => i.dueDate)
      .sort()[0] ?? null;
  const oldestOverdue =
    open
      .filter((i) => i.status === 'OVERDUE')
      .map((i) => i.dueDate)
      .sort()[0] ?? null;
  return {
    oldestOverdue,
    outstanding: sumMoney(open.map((i) => i.balance)),
    openCount: open.length,
    overdueCount: open.filter((i) => i.status === 'OVERDUE').length,
    nextDue,
  };
}

/** 'Nothing is due…' or '2 open invoices, 1 overdue since 05-10-2026 · next due 05-11-2026'. */
function useOutstandingLine() {
  const translate = useTranslate();
  return (data: ReturnType<typeof outstandingOf>): string => {
    const t = (key: string, values?: Record<string, unknown>) =>
      translate(`billing.tenant_balance.${key}`, values);
    if (data.openCount === 0) return t('nothing_due');
    // The count's digits in the reader's system (polyglot writes smart_count in Latin digits).
    const parts = [localDigits(t('open_invoices', { smart_count: data.openCount }))];
    if (data.overdueCount) {
      const count = localDigits(String(data.overdueCount));
      parts.push(
        data.oldestOverdue
          ? t('overdue_since', { count, date: dateLabel(data.oldestOverdue) })
          : t('overdue', { count }),
      );
    }
    const next = data.nextDue ? t('next_due', { date: dateLabel(data.nextDue) }) : '';
    return parts.join(translate('billing.common.list_separator')) + next;
  };
}

/** My rental invoices: the tenant's total outstanding above its invoices, and its statement. */
export function TenantBalanceSummary({ userId }: { userId: string | null }) {
  const translate = useTranslate();
  const outstandingLine = useOutstandingLine();
  const { data, isPending, isError } = useQuery({
    queryKey: ['invoices', 'tenant-balance'],
    // The API answers a tenant with its own invoices only.
    queryFn: () => fetchAllPages((q) => fetchInvoicePage(q), {}).then(outstandingOf),
  });
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Stack spacing={0.5}>
          <Typography variant="overline" color="text.secondary">
            {translate('billing.tenant_balance.total_outstanding')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="tenant-outstanding">
            {isPending ? '…' : isError ? '-' : formatKwd(data.outstanding)}
          </Typography>
          {data ? (
            <Typography variant="body2" color="text.secondary">
              {outstandingLine(data)}
            </Typography>
          ) : null}
        </Stack>
        {userId ? (
          <Button
            component={Link}
            to={`/admin-panel/tenant-statement/${userId}`}
            variant="outlined"
            startIcon={<ReceiptLongIcon />}
          >
            {translate('billing.tenant_balance.view_statement')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
