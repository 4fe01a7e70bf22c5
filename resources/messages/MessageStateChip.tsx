import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { MessageState } from '../../domain/tenantMessages';

const COLOR: Record<MessageState, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'default',
  sent: 'info',
  delivered: 'success',
  read: 'success',
  failed: 'error',
  skipped: 'warning',
};

/** A message's state as a chip; colour and word, so the state reads without colour too. */
export function MessageStateChip({ state }: { state: MessageState }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[state]}
      label={translate(`tenantMessagesPanel.states.${state}`)}
      data-testid="message-state"
    />
  );
}
