import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatKwd, sumMoney } from '../../domain/money';
import { isSettled, type InvoiceStatus } from '../../domain/invoiceStatus';
import { fetchAllPages, fetchInvoicePage, type InvoiceRecord } from './billingApi';
import { dateLabel } from './invoiceModel';

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

/** My rental invoices: the tenant's total outstanding above its invoices, and its statement. */
export function TenantBalanceSummary({ userId }: { userId: string | null }) {
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
            Total outstanding
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="tenant-outstanding">
            {isPending ? '…' : isError ? '-' : formatKwd(data.outstanding)}
          </Typography>
          {data ? (
            <Typography variant="body2" color="text.secondary">
              {data.openCount === 0
                ? 'Nothing is due. Thank you!'
                : `${data.openCount} open invoice${data.openCount === 1 ? '' : 's'}` +
                  (data.overdueCount
                    ? `, ${data.overdueCount} overdue` +
                      (data.oldestOverdue ? ` since ${dateLabel(data.oldestOverdue)}` : '')
                    : '') +
                  (data.nextDue ? ` · next due ${dateLabel(data.nextDue)}` : '')}
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
            View statement
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
