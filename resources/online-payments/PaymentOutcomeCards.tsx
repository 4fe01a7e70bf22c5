import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { mirrorInRtl } from '../../src/i18n/mirrorInRtl';
import { Link } from 'react-router-dom';
import type { PaymentAttemptView } from '../../domain/onlinePaymentSchemas';
import type { PaymentAttemptState } from '../../domain/paymentAttemptFlow';
import { formatKwd } from '../../domain/money';
import { useMethodLabel } from '../payments/paymentDisplay';
import { downloadReceiptPdf } from '../billing/pdfDownloads';
import { PayOnlineButton } from './PayOnlineButton';

export const MY_INVOICES_PATH = '/admin-panel/tenant-rental/list';

/** One label and value of the result, on a line of its own so it reads at 390 px. */
function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, py: 0.5 }}>
      <Typography component="span" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export function BackToInvoices() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={MY_INVOICES_PATH} startIcon={<ArrowBackIcon sx={mirrorInRtl} />}>
      {translate('onlinePayments.result.back')}
    </Button>
  );
}

function Heading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      {icon}
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Money taken: what was paid, for which invoice, and the receipt the server issued. */
export function PaymentSucceeded({ attempt }: { attempt: PaymentAttemptView }) {
  const notify = useNotify();
  const translate = useTranslate();
  const methodLabel = useMethodLabel();
  const downloadReceipt = (id: string, receiptNo: string) =>
    downloadReceiptPdf({ id, receiptNo }).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : translate('onlinePayments.error'), { type: 'error' }),
    );
  const refunded = Number(attempt.refunded_amount) > 0;
  return (
    <>
      <Heading icon={<CheckCircleIcon color="success" aria-hidden />}>
        {translate('onlinePayments.result.success')}
      </Heading>
      <Typography sx={{ mb: 1 }}>{translate('onlinePayments.result.thanks')}</Typography>
      <Fact
        label={translate('onlinePayments.result.amount_paid')}
        value={formatKwd(attempt.amount)}
        testId="paid-amount"
      />
      <Fact
        label={translate('onlinePayments.result.invoice_no')}
        value={attempt.invoice_no}
        testId="paid-invoice-no"
      />
      {attempt.method ? (
        <Fact label={translate('onlinePayments.result.method')} value={methodLabel(attempt.method)} />
      ) : null}
      <Fact
        label={translate('onlinePayments.result.receipt_no')}
        value={attempt.receipt_no ?? translate('onlinePayments.result.receipt_pending')}
        testId="receipt-no"
      />
      {refunded ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('onlinePayments.result.refunded', { amount: formatKwd(attempt.refunded_amount) })}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {attempt.receipt_id && attempt.receipt_no ? (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => void downloadReceipt(attempt.receipt_id!, attempt.receipt_no!)}
          >
            {translate('onlinePayments.result.download_receipt')}
          </Button>
        ) : null}
        <BackToInvoices />
      </Stack>
    </>
  );
}

/** Catalogue keys of the headings (messages.en.ts: 'Payment failed', …). */
const UNPAID_HEADINGS: Partial<Record<PaymentAttemptState, string>> = {
  failed: 'onlinePayments.result.failed',
  cancelled: 'onlinePayments.result.cancelled',
  expired: 'onlinePayments.result.expired',
};

/** Ended without money: why, and a new checkout for the same invoice. */
export function PaymentNotTaken({ attempt }: { attempt: PaymentAttemptView }) {
  const translate = useTranslate();
  return (
    <>
      <Heading icon={<ErrorIcon color="error" aria-hidden />}>
        {translate(UNPAID_HEADINGS[attempt.state] ?? 'onlinePayments.result.not_completed')}
      </Heading>
      <Alert severity="error" sx={{ mb: 2 }}>
        <span data-testid="failure-reason">
          {attempt.reason ?? translate('onlinePayments.result.reason_unknown')}
        </span>
      </Alert>
      <Typography sx={{ mb: 1 }}>
        {translate('onlinePayments.result.no_money_before')}{' '}
        <span style={{ whiteSpace: 'nowrap' }}>{attempt.invoice_no}</span>{' '}
        {translate('onlinePayments.result.no_money_after')}
      </Typography>
      <Fact label={translate('onlinePayments.result.amount')} value={formatKwd(attempt.amount)} />
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <PayOnlineButton
          invoiceId={attempt.invoice_id}
          label={translate('onlinePayments.result.try_again')}
        />
        <BackToInvoices />
      </Stack>
    </>
  );
}
