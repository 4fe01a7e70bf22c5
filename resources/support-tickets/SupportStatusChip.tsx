import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { SupportStatus } from '../../domain/supportTickets';

const COLORS: Record<SupportStatus, 'warning' | 'info' | 'success' | 'default'> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  RESOLVED: 'success',
  CLOSED: 'default',
};

/** A ticket's status in its colour; a span, so it fits in a card's title line as well as a cell. */
export function SupportStatusChip({ status }: { status: SupportStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={translate(`supportTickets.status.${status}`, { _: status })}
      color={COLORS[status] ?? 'default'}
      data-status={status}
    />
  );
}
