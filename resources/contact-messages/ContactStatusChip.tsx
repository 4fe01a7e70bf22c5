import Chip from '@mui/material/Chip';
import { CONTACT_STATUS_LABELS, type ContactStatus } from '../../domain/contactMessageListSchemas';

/** New (waiting for an answer) stands out; handled ones fade back. */
export function ContactStatusChip({ status }: { status: ContactStatus }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={status === 'new' ? 'warning' : 'success'}
      label={CONTACT_STATUS_LABELS[status]}
      data-status={status}
    />
  );
}
