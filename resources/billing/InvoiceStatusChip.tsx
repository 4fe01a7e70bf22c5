import Chip from '@mui/material/Chip';
import type { InvoiceStatus } from '../../domain/invoiceStatus';
import { INVOICE_STATUS_COLORS } from './invoiceModel';
import { useBillingLabels } from './useBillingLabels';

/** An invoice's status in its colour; a span, so it may sit inside a phone list's text as well as a cell. */
export function InvoiceStatusChip({ status }: { status: string }) {
  const labels = useBillingLabels();
  return (
    <Chip
      component="span"
      size="small"
      label={labels.status(status)}
      color={INVOICE_STATUS_COLORS[status as InvoiceStatus] ?? 'default'}
      variant={status === 'PAID' || status === 'OVERDUE' ? 'filled' : 'outlined'}
      data-status={status}
    />
  );
}
