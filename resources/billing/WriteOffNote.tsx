import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { formatKwd } from '../../domain/money';
import type { InvoiceWriteOff } from './billingApi';
import { dateLabel } from '../../src/format/dates';

/**
 * The line that explains a closed invoice's gap (issue 16 item 1): how much was written off, why,
 * by whom and when, so "balance 0.000" below a short payment is never a mystery.
 */
export function WriteOffNote({ writeOff }: { writeOff: InvoiceWriteOff }) {
  const translate = useTranslate();
  const values = {
    amount: formatKwd(writeOff.amount),
    date: dateLabel(writeOff.createdAt),
    name: writeOff.createdByName ?? '',
    reason: writeOff.reason,
  };
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="invoice-write-off">
      {translate(
        writeOff.createdByName ? 'billing.invoice_detail.write_off_by' : 'billing.invoice_detail.write_off',
        values,
      )}
    </Alert>
  );
}
