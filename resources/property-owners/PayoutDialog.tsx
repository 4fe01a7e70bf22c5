import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PAYOUT_METHODS, type PayoutMethod } from '../../domain/ownerSchemas';
import { todayInKuwait } from '../../src/format/dates';
import { DayPicker } from '../../src/inputs/DayPicker';
import { recordPayout, type OwnerRecord } from './ownersApi';

/** Record a payout to an owner: date, amount, method, note. */
export function PayoutDialog({
  owners,
  onClose,
}: {
  owners: OwnerRecord[];
  onClose: (saved: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [form, setForm] = useState({
    owner_id: owners[0]?.id ?? '',
    date: todayInKuwait(),
    amount: '',
    method: 'bank_transfer' as PayoutMethod,
    note: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async () => {
    setBusy(true);
    try {
      notify((await recordPayout({ ...form, note: form.note.trim() || null })).message, { type: 'success' });
      onClose(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('ownersPanel.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{translate('ownersPanel.add_payout')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            select
            required
            label={translate('ownersPanel.fields.owner')}
            value={form.owner_id}
            onChange={set('owner_id')}
            fullWidth
          >
            {owners.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {`${o.first_name} ${o.last_name}`}
              </MenuItem>
            ))}
          </TextField>
          <DayPicker
            label={translate('ownersPanel.fields.date')}
            value={form.date}
            onChange={(v) => setForm((f) => ({ ...f, date: v }))}
            fullWidth
          />
          <TextField
            required
            label={translate('ownersPanel.fields.amount')}
            value={form.amount}
            onChange={set('amount')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
          <TextField
            select
            label={translate('ownersPanel.fields.method')}
            value={form.method}
            onChange={set('method')}
            fullWidth
          >
            {PAYOUT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {translate(`owners.methods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('ownersPanel.fields.note')}
            value={form.note}
            onChange={set('note')}
            multiline
            minRows={2}
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
