import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatKwd } from '../../domain/money';
import { useTranslate } from 'react-admin';
import { fetchInvoicePage, type InvoiceRecord } from '../billing/billingApi';
import { fetchAllPages } from '../../src/api/fetchAllPages';
import { dateLabel } from '../../src/format/dates';
import { isPayableOnline } from './onlinePaymentRules';
import { PayOnlineButton } from './PayOnlineButton';

/** The invoice a tenant should pay first: the one due earliest among those it can pay. */
export function nextInvoiceToPay(invoices: InvoiceRecord[]): InvoiceRecord | null {
  const payable = invoices.filter(isPayableOnline);
  payable.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNo.localeCompare(b.invoiceNo));
  return payable[0] ?? null;
}

/**
 * The tenant's dashboard: its next invoice with a balance and a Pay now button, from the tenant's
 * own invoices (an issued invoice with a balance; the dashboard's next rent may not be invoiced
 * yet), and nothing when none is owed.
 */
export function TenantNextInvoiceCard() {
  const { data } = useQuery({
    queryKey: ['invoices', 'tenant-next-to-pay'],
    // The API answers a tenant with its own invoices only.
    queryFn: () => fetchAllPages((q) => fetchInvoicePage(q), {}).then(nextInvoiceToPay),
  });
  const translate = useTranslate();
  if (!data) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="tenant-next-invoice">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate(data.status === 'OVERDUE' ? 'onlinePayments.next.overdue' : 'onlinePayments.next.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {translate('onlinePayments.next.line', { invoice: data.invoiceNo, date: dateLabel(data.dueDate) })}{' '}
          <strong>{formatKwd(data.balance)}</strong>
        </Typography>
        <Stack direction="row" sx={{ mt: 2 }}>
          <PayOnlineButton invoiceId={data.id} label={translate('onlinePayments.pay_now')} />
        </Stack>
      </CardContent>
    </Card>
  );
}
