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
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PaymentAttemptView } from '../../domain/onlinePaymentSchemas';
import type { PaymentAttemptState } from '../../domain/paymentAttemptFlow';
import { formatKwd } from '../../domain/money';
import { PAYMENT_METHOD_LABELS } from '../../domain/invoiceStatus';
import { downloadFile } from '../billing/downloadFile';
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
  return (
    <Button component={Link} to={MY_INVOICES_PATH} startIcon={<ArrowBackIcon />}>
      My rental invoices
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

/** `/api/receipts/pdf/{id}` as the attempt names it, relative to the HTTP client's `/api` base. */
const clientPath = (apiPath: string) => apiPath.replace(/^\/api(?=\/)/, '');

/** Money taken: what was paid, for which invoice, and the receipt the server issued. */
export function PaymentSucceeded({ attempt }: { attempt: PaymentAttemptView }) {
  const notify = useNotify();
  const downloadReceipt = (path: string, receiptNo: string) =>
    downloadFile(clientPath(path), `${receiptNo}.pdf`).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' }),
    );
  const refunded = Number(attempt.refunded_amount) > 0;
  return (
    <>
      <Heading icon={<CheckCircleIcon color="success" aria-hidden />}>Payment successful</Heading>
      <Typography sx={{ mb: 1 }}>Thank you. Your payment has been received.</Typography>
      <Fact label="Amount paid" value={formatKwd(attempt.amount)} testId="paid-amount" />
      <Fact label="Invoice no" value={attempt.invoice_no} testId="paid-invoice-no" />
      {attempt.method ? <Fact label="Method" value={PAYMENT_METHOD_LABELS[attempt.method]} /> : null}
      <Fact
        label="Receipt no"
        value={attempt.receipt_no ?? 'Being issued; it will appear on your invoice shortly.'}
        testId="receipt-no"
      />
      {refunded ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {formatKwd(attempt.refunded_amount)} of this payment has been refunded.
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {attempt.receipt_pdf_path && attempt.receipt_no ? (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => void downloadReceipt(attempt.receipt_pdf_path!, attempt.receipt_no!)}
          >
            Download receipt (PDF)
          </Button>
        ) : null}
        <BackToInvoices />
      </Stack>
    </>
  );
}

const UNPAID_HEADINGS: Partial<Record<PaymentAttemptState, string>> = {
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  expired: 'Payment expired',
};

/** Ended without money: why, and a new checkout for the same invoice. */
export function PaymentNotTaken({ attempt }: { attempt: PaymentAttemptView }) {
  return (
    <>
      <Heading icon={<ErrorIcon color="error" aria-hidden />}>
        {UNPAID_HEADINGS[attempt.state] ?? 'Payment not completed'}
      </Heading>
      <Alert severity="error" sx={{ mb: 2 }}>
        <span data-testid="failure-reason">{attempt.reason ?? 'The payment was not completed.'}</span>
      </Alert>
      <Typography sx={{ mb: 1 }}>
        No money was taken. Invoice <span style={{ whiteSpace: 'nowrap' }}>{attempt.invoice_no}</span> is
        unchanged.
      </Typography>
      <Fact label="Amount" value={formatKwd(attempt.amount)} />
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <PayOnlineButton invoiceId={attempt.invoice_id} label="Try again" />
        <BackToInvoices />
      </Stack>
    </>
  );
}
