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
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CUSTODIANS } from '../../domain/chequeStates';
import { payloadForm } from '../../src/api/payloadForm';
import { DayPicker } from '../../src/inputs/DayPicker';
import { failureText } from './chequeModel';
import type { ChequeDetail } from './chequesApi';

/**
 * Edit a cheque: custody and notes at any time; the paper's details and its photo only while it
 * is still RECEIVED (the server refuses them later, and the form does not offer them).
 */
export function ChequeEditDialog({
  cheque,
  onClose,
  onSaved,
}: {
  cheque: ChequeDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const paperOpen = cheque.state === 'RECEIVED';
  const [form, setForm] = useState({
    bank: cheque.bank,
    cheque_no: cheque.cheque_no,
    drawer_name: cheque.drawer_name,
    amount: cheque.amount,
    due_date: cheque.due_date,
    custody: cheque.custody as string,
    custody_note: cheque.custody_note ?? '',
    notes: cheque.notes ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const { bank, cheque_no, drawer_name, amount, due_date, ...always } = form;
      const payload = {
        ...always,
        custody_note: always.custody_note.trim() || null,
        notes: always.notes.trim() || null,
        ...(paperOpen ? { bank, cheque_no, drawer_name, amount, due_date } : {}),
      };
      await dataProvider.update('cheques', {
        id: cheque.id,
        data: payloadForm(payload, photo ? [photo] : []),
        previousData: { id: cheque.id },
      });
      notify(translate('cheques.updated'), { type: 'success' });
      onSaved();
      onClose();
    } catch (err) {
      setError(failureText(err, translate));
    } finally {
      setBusy(false);
    }
  };
  const label = (field: string) => translate(`resources.cheques.fields.${field}`);
  const text = (field: keyof typeof form, extra: object = {}) => (
    <TextField label={label(field)} value={form[field]} onChange={set(field)} fullWidth {...extra} />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cheque-edit-title">
      <DialogTitle id="cheque-edit-title">{translate('chequeRegister.form.edit_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {paperOpen ? (
            <>
              {text('bank', { required: true })}
              {text('cheque_no', { required: true })}
              {text('drawer_name', { required: true })}
              {text('amount', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
              <DayPicker
                label={label('due_date')}
                value={form.due_date}
                onChange={(v) => setForm((f) => ({ ...f, due_date: v }))}
                fullWidth
              />
              <MuiButton component="label" variant="outlined">
                {photo ? photo.name : label('photo')}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,application/pdf"
                  onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
                />
              </MuiButton>
            </>
          ) : null}
          <TextField select label={label('custody')} value={form.custody} onChange={set('custody')} fullWidth>
            {CUSTODIANS.map((c) => (
              <MenuItem key={c} value={c}>
                {translate(`chequeRegister.custody.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          {text('custody_note')}
          {text('notes', { multiline: true })}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void save()} disabled={busy}>
          {translate('ra.action.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
