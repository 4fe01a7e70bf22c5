import ReceiptIcon from '@mui/icons-material/Receipt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { displayDateTime } from '../../domain/displayDates';
import type { InvoiceStatus } from '../../domain/invoiceStatus';
import { formatKwd } from '../../domain/money';
import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { isApiError } from '../../src/api/ApiError';
import { InvoiceStatusChip } from '../billing/InvoiceStatusChip';
import { isPayableOnline } from './onlinePaymentRules';
import { readPaymentLink, type LinkedInvoice } from './onlinePaymentsApi';
import { PayOnlineButton } from './PayOnlineButton';
import { BackToInvoices } from './PaymentOutcomeCards';

/** The link's token from `?link=…`; only the token is read from the address. */
export const linkTokenFrom = (search: string) => new URLSearchParams(search).get('link')?.trim() || null;

function LinkedInvoiceCard({ invoice }: { invoice: LinkedInvoice }) {
  const payable = isPayableOnline({ status: invoice.status as InvoiceStatus, balance: invoice.balance });
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {translate('onlinePayments.by_link.heading', { invoice: invoice.invoice_no })}
        </Typography>
        <InvoiceStatusChip status={invoice.status} />
      </Stack>
      <div>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('onlinePayments.by_link.balance')}
        </Typography>
        <Typography variant="h6" sx={{ fontWeight: 700 }} data-testid="link-balance">
          {formatKwd(invoice.balance)}
        </Typography>
      </div>
      {payable ? (
        <Typography color="text.secondary">
          {translate('onlinePayments.by_link.explain', { date: displayDateTime(invoice.expires_at) })}
        </Typography>
      ) : (
        <Alert severity={invoice.status === 'PAID' ? 'success' : 'info'}>
          {translate(invoice.status === 'CANCELLED' ? 'payments.invoiceCancelled' : 'invoices.alreadyPaid', {
            _: invoice.status === 'CANCELLED' ? M.invoiceCancelled : M.invoicePaid,
          })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        {payable ? (
          <PayOnlineButton invoiceId={invoice.invoice_id} label={translate('onlinePayments.pay_now')} />
        ) : null}
        <Button
          component={Link}
          to={`/admin-panel/invoices/detail/${invoice.invoice_id}`}
          variant="outlined"
          startIcon={<ReceiptIcon />}
        >
          {translate('onlinePayments.by_link.view_invoice')}
        </Button>
      </Stack>
    </Stack>
  );
}

function LinkBody({ token }: { token: string | null }) {
  const query = useQuery({
    queryKey: ['online-payments', 'link', token],
    queryFn: ({ signal }) => readPaymentLink(token!, signal),
    enabled: !!token,
    retry: (count, err) => !(isApiError(err) && err.status < 500) && count < 2,
  });
  const translate = useTranslate();
  if (!token)
    return <Alert severity="warning">{translate('onlinePayments.linkInvalid', { _: M.linkInvalid })}</Alert>;
  if (query.isPending) return <Typography>{translate('onlinePayments.loading')}</Typography>;
  if (query.isError) {
    const refused = isApiError(query.error) && query.error.status < 500;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity={refused ? 'warning' : 'error'}
          action={
            refused ? undefined : (
              <Button color="inherit" onClick={() => void query.refetch()}>
                {translate('onlinePayments.retry')}
              </Button>
            )
          }
        >
          {query.error.message}
        </Alert>
        <BackToInvoices />
      </Stack>
    );
  }
  return <LinkedInvoiceCard invoice={query.data} />;
}

/**
 * payments/pay?link=… (issue 20 item 5): where a payment link a landlord copied or mailed leads.
 * The signed-in tenant sees the invoice it is asked to pay and pays it as from its invoices; a
 * signed-out visitor was sent to sign in first and brought back here (src/auth/continueAfterLogin.ts).
 */
export default function PayByLinkPage() {
  const { search } = useLocation();
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('onlinePayments.by_link.title')} />
      <Card sx={{ mt: 2, maxWidth: 640 }}>
        <CardContent>
          <LinkBody token={linkTokenFrom(search)} />
        </CardContent>
      </Card>
    </>
  );
}
