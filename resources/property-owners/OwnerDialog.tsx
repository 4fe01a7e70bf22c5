import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { addOwner } from './ownersApi';

/** Add an owner: it is mailed an invitation to set its password (owners page). */
export function OwnerDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async () => {
    setBusy(true);
    try {
      notify((await addOwner(form)).message, { type: 'success' });
      onClose(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('ownersPanel.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{translate('ownersPanel.add_owner')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            required
            label={translate('ownersPanel.fields.first_name')}
            value={form.first_name}
            onChange={set('first_name')}
            fullWidth
          />
          <TextField
            required
            label={translate('ownersPanel.fields.last_name')}
            value={form.last_name}
            onChange={set('last_name')}
            fullWidth
          />
          <TextField
            required
            type="email"
            label={translate('ownersPanel.fields.email')}
            value={form.email}
            onChange={set('email')}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={() => onClose(false)}>{translate('ownersPanel.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('ownersPanel.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
