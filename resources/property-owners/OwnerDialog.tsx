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
import { addOwner, editOwner, type OwnerEdit, type OwnerRecord } from './ownersApi';

/**
 * Add an owner (it is mailed an invitation to set its password), or correct one (`owner`): its
 * name, phone and language; its email only while the invitation is not taken (the server mails
 * the invitation to the corrected address). Errors are the server's, in the reader's language.
 */
export function OwnerDialog({ owner, onClose }: { owner?: OwnerRecord; onClose: (saved: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [form, setForm] = useState<OwnerEdit>({
    first_name: owner?.first_name ?? '',
    last_name: owner?.last_name ?? '',
    email: owner?.email ?? '',
    phone: owner?.phone ?? '',
    language: owner?.language ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the owner has set a password the address is its sign-in: only the owner's (the server says why).
  const emailLocked = !!owner && owner.status !== 'pending';
  const set = (key: keyof OwnerEdit) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async () => {
    setBusy(true);
    try {
      const { first_name, last_name, email } = form;
      const answer = owner
        ? await editOwner(owner.id, emailLocked ? { ...form, email: owner.email } : form)
        : await addOwner({ first_name, last_name, email });
      notify(answer.message, { type: 'success' });
      onClose(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('ownersPanel.error'));
    } finally {
      setBusy(false);
    }
  };
  const titleId = owner ? `owner-edit-${owner.id}` : 'owner-add';
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(owner ? 'ownersPanel.edit_owner' : 'ownersPanel.add_owner')}
      </DialogTitle>
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
            disabled={emailLocked}
            helperText={emailLocked ? translate('ownersPanel.email_locked') : undefined}
            fullWidth
          />
          {owner ? (
            <>
              <TextField
                type="tel"
                label={translate('ownersPanel.fields.phone')}
                value={form.phone}
                onChange={set('phone')}
                helperText={translate('ownersPanel.phone_hint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                fullWidth
              />
              <TextField
                select
                label={translate('ownersPanel.fields.language')}
                value={form.language}
                onChange={set('language')}
                fullWidth
              >
                <MenuItem value="">{translate('ownersPanel.language.none')}</MenuItem>
                <MenuItem value="en">{translate('ownersPanel.language.en')}</MenuItem>
                <MenuItem value="ar">{translate('ownersPanel.language.ar')}</MenuItem>
              </TextField>
            </>
          ) : null}
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
