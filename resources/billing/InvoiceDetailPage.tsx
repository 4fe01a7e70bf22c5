import { WriteOffNote } from './WriteOffNote';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatKwd } from '../../domain/money';
import { isApiError } from '../../src/api/ApiError';
import { mirrorInRtl } from '../../src/i18n/mirrorInRtl';
import { AddChargeDialog, type ChangedInvoice } from './AddChargeDialog';
import { fetchInvoice, type InvoiceDetail } from './billingApi';
import { CancelInvoiceButton } from './CancelInvoiceButton';
import { LateFeeWaiveButton } from './LateFeeWaiveButton';
import { downloadInvoicePdf } from './pdfDownloads';
import { printablePath } from './invoiceModel';
import { dateLabel, periodLabel } from '../../src/format/dates';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { ItemsTable, PaymentsTable, ReceiptsTable } from './InvoiceLineTables';
import { InvoiceRefundsTable } from './InvoiceRefundsTable';
import { useBillingUser } from './useBillingUser';
import { PayOnlineButton } from '../online-payments/PayOnlineButton';
import { isPayableOnline } from '../online-payments/onlinePaymentRules';
import { PaymentLinkButton } from '../online-payments/PaymentLinkButton';
import { RecordHistory, recordHistoryKey } from '../../src/audit/RecordHistory';
import { MessagesPanel } from '../messages/MessagesPanel';
import { SendReminderButton } from '../messages/SendReminderButton';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** `testId` stays the English label ('total', 'paid', 'balance'), whatever the reader's language. */
function Amount({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        component="div"
        variant={strong ? 'h6' : 'body1'}
        sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 700 : 500 }}
        data-testid={`invoice-${testId}`}
      >
        {formatKwd(value)}
      </Typography>
    </Box>
  );
}

function InvoiceHeader({
  invoice,
  onChanged,
}: {
  invoice: InvoiceDetail;
  onChanged: (d?: ChangedInvoice) => void;
}) {
  const { isTenant, can } = useBillingUser();
  const notify = useNotify();
  const translate = useTranslate();
  const mayUpdate = !isTenant && can('Update Invoice') && invoice.status !== 'CANCELLED';
  const mayMailLink = !isTenant && can('Create Landlord Payment') && isPayableOnline(invoice);
  // A reminder by hand (issue 35): the landlord's side, for an invoice still owed.
  const mayRemind =
    !isTenant && can('Update Invoice') && ['UNPAID', 'PARTIALLY_PAID', 'OVERDUE'].includes(invoice.status);
  const pdf = () =>
    downloadInvoicePdf(invoice).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : translate('billing.common.error'), { type: 'error' }),
    );
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {invoice.invoiceNo}
        </Typography>
        <InvoiceStatusChip status={invoice.status} />
      </Stack>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {isTenant ? null : (
          <Field label={translate('billing.invoice_detail.tenant')}>{invoice.tenantName}</Field>
        )}
        <Field
          label={translate('billing.invoice_detail.property_unit')}
        >{`${invoice.propertyName} · ${invoice.unitNo}`}</Field>
        <Field label={translate('billing.invoice_detail.period')}>{periodLabel(invoice.period)}</Field>
        <Field label={translate('billing.invoice_detail.issue_date')}>{dateLabel(invoice.issueDate)}</Field>
        <Field label={translate('billing.invoice_detail.due_date')}>{dateLabel(invoice.dueDate)}</Field>
      </Box>
      <Box
        sx={{
          mt: 2,
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: `repeat(${invoice.writeOff ? 4 : 3}, minmax(0, 1fr))`,
          },
        }}
      >
        <Amount label={translate('billing.invoice_detail.total')} value={invoice.total} testId="total" />
        <Amount label={translate('billing.invoice_detail.paid')} value={invoice.paidAmount} testId="paid" />
        {invoice.writeOff ? (
          <Amount label={translate('writeOff.label')} value={invoice.writeOff.amount} testId="written off" />
        ) : null}
        <Amount
          label={translate('billing.invoice_detail.balance')}
          value={invoice.balance}
          strong
          testId="balance"
        />
      </Box>
      {invoice.writeOff ? <WriteOffNote writeOff={invoice.writeOff} /> : null}
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {isTenant && isPayableOnline(invoice) ? (
          <PayOnlineButton invoiceId={invoice.id} label={translate('billing.invoice_detail.pay_now')} />
        ) : null}
        <Button
          variant={isTenant && isPayableOnline(invoice) ? 'outlined' : 'contained'}
          startIcon={<PrintIcon />}
          onClick={() => window.open(printablePath(invoice.id), '_blank')}
        >
          {translate('billing.common.print')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void pdf()}>
          {translate('billing.common.download_pdf')}
        </Button>
        {mayMailLink ? <PaymentLinkButton invoiceId={invoice.id} invoiceNo={invoice.invoiceNo} /> : null}
        {mayRemind ? <SendReminderButton invoiceId={invoice.id} /> : null}
        {mayUpdate ? <AddChargeDialog invoiceId={invoice.id} onAdded={onChanged} /> : null}
        {mayUpdate ? <LateFeeWaiveButton invoiceId={invoice.id} onWaived={() => onChanged()} /> : null}
        {mayUpdate ? (
          <CancelInvoiceButton
            invoiceId={invoice.id}
            invoiceNo={invoice.invoiceNo}
            onCancelled={() => onChanged()}
          />
        ) : null}
        <Button
          component={Link}
          to={`/admin-panel/tenant-statement/${invoice.tenantId}`}
          startIcon={<ReceiptLongIcon />}
        >
          {translate(
            isTenant ? 'billing.invoice_detail.my_statement' : 'billing.invoice_detail.tenant_statement',
          )}
        </Button>
      </Stack>
    </>
  );
}

/** invoices/detail/{invoiceId}: the invoice, its items, payments and receipts, and what it still owes. */
export default function InvoiceDetailPage() {
  const { id: invoiceId = '' } = useParams();
  const { isTenant, can } = useBillingUser();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const key = ['invoices', 'detail', invoiceId];
  const { data, error, isPending, refetch } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchInvoice(invoiceId, signal),
    retry: (count, err) => !(isApiError(err) && err.status < 500) && count < 2,
  });
  // The attempts sent about this invoice (issue 35): the landlord's side, holders of View Message.
  const mayReadMessages = !isTenant && can('View Message');
  const onChanged = (next?: ChangedInvoice) => {
    // A write answers the invoice without its issuer: kept from the invoice on screen.
    if (next)
      queryClient.setQueryData<InvoiceDetail>(key, (shown) => (shown ? { ...shown, ...next } : shown));
    else void refetch();
    // The list's balances and statuses change with the invoice; its history has a new row.
    void queryClient.invalidateQueries({ queryKey: ['invoices', 'getList'] });
    void queryClient.invalidateQueries({ queryKey: recordHistoryKey('invoice', invoiceId) });
  };
  const back = (
    <Button
      component={Link}
      to={isTenant ? '/admin-panel/tenant-rental/list' : '/admin-panel/invoices/list'}
      startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
      sx={{ mb: 1 }}
    >
      {translate(isTenant ? 'billing.invoice_detail.back_tenant' : 'billing.invoice_detail.back')}
    </Button>
  );

  if (isPending) return <Typography sx={{ p: 2 }}>{translate('billing.common.loading')}</Typography>;
  if (error || !data) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <>
        <Title title={translate('billing.invoice_detail.title')} />
        {back}
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? translate('invoices.notFound') : (error?.message ?? translate('billing.common.error'))}
        </Alert>
      </>
    );
  }
  return (
    <>
      <Title title={translate('billing.invoice_detail.title_with_no', { invoiceNo: data.invoiceNo })} />
      {back}
      <Card>
        <CardContent>
          <InvoiceHeader invoice={data} onChanged={onChanged} />
          <ItemsTable items={data.items} />
          <PaymentsTable payments={data.payments} />
          <ReceiptsTable receipts={data.receipts} />
          <InvoiceRefundsTable refunds={data.refunds} />
          <RecordHistory record="invoice" recordId={data.id} />
        </CardContent>
      </Card>
      {mayReadMessages ? (
        <Box sx={{ mt: 2 }}>
          <MessagesPanel by="invoice_id" id={data.id} />
        </Box>
      ) : null}
    </>
  );
}
