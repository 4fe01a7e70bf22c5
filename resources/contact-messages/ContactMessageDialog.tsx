import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import type { ContactMessageItem } from '../../domain/contactMessageListSchemas';
import { ContactStatusChip } from './ContactStatusChip';

/** One message in full, with the ways to answer it and the button that marks it handled (or new again). */
export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessageItem | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  if (!message) return null;
  const handled = message.status === 'handled';
  const mark = () =>
    update(
      'contact-messages',
      { id: message.id, data: { handled: !handled }, previousData: message },
      {
        onSuccess: () => {
          notify(handled ? 'contactList.markedNew' : 'contactList.markedHandled', {
            type: 'success',
          });
          onClose();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-message-title">
      <DialogTitle id="contact-message-title" sx={{ pr: 2 }}>
        {message.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <ContactStatusChip status={message.status} />
            <Typography variant="body2" color="text.secondary">
              {translate('contactMessages.dialog.received', { at: displayDateTime(message.createdAt) })}
              {message.handledAt
                ? `${translate('contactMessages.dialog.handled', { at: displayDateTime(message.handledAt) })}${
                    message.handledBy
                      ? translate('contactMessages.dialog.handled_by', { name: message.handledBy })
                      : ''
                  }`
                : ''}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 600 }}>{message.name}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Link href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
              {message.email}
            </Link>
            {' · '}
            <Link href={`tel:+965${message.phone}`}>+965 {message.phone}</Link>
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', pt: 1 }}>
            {message.message}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('contactMessages.dialog.close')}</Button>
        <Button variant="contained" onClick={mark} disabled={isPending}>
          {translate(handled ? 'contactMessages.dialog.mark_new' : 'contactMessages.dialog.mark_handled')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
