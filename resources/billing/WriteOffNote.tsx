import Alert from '@mui/material/Alert';
import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import { formatKwd } from '../../domain/money';
import type { InvoiceWriteOff } from './billingApi';
import { dateLabel } from './invoiceModel';

/**
 * The line that explains a closed invoice's gap (issue 16 item 1): how much was written off, why,
 * by whom and when, so "balance 0.000" below a short payment is never a mystery.
 */
export function WriteOffNote({ writeOff }: { writeOff: InvoiceWriteOff }) {
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="invoice-write-off">
      {`${WRITE_OFF_MESSAGES.label} ${formatKwd(writeOff.amount)} on ${dateLabel(writeOff.createdAt)}`}
      {writeOff.createdByName ? ` by ${writeOff.createdByName}` : ''}
      {`: ${writeOff.reason}`}
    </Alert>
  );
}
