import Chip from '@mui/material/Chip';
import { SUPPORT_STATUS_LABELS, type SupportStatus } from '../../domain/supportTickets';

const COLORS: Record<SupportStatus, 'warning' | 'info' | 'success' | 'default'> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  RESOLVED: 'success',
  CLOSED: 'default',
};

/** A ticket's status in its colour; a span, so it fits in a card's title line as well as a cell. */
export function SupportStatusChip({ status }: { status: SupportStatus }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={SUPPORT_STATUS_LABELS[status] ?? status}
      color={COLORS[status] ?? 'default'}
      data-status={status}
    />
  );
}
