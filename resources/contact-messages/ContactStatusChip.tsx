import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ContactStatus } from '../../domain/contactMessageListSchemas';

/** New (waiting for an answer) stands out; handled ones fade back. */
export function ContactStatusChip({ status }: { status: ContactStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={status === 'new' ? 'warning' : 'success'}
      label={translate(`contactMessages.status.${status}`, { _: status })}
      data-status={status}
    />
  );
}
