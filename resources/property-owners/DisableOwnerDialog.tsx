import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { disableOwner, type OwnerRecord } from './ownersApi';

/**
 * Asks before disabling an owner: it can no longer sign in, its statements and payouts stay. The
 * server refuses while the owner holds a share (naming the property); that refusal is shown here.
 */
export function DisableOwnerDialog({
  owner,
  onClose,
}: {
  owner: OwnerRecord;
  onClose: (saved: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${owner.first_name} ${owner.last_name}`;
  const confirm = async () => {
    setBusy(true);
    try {
      notify((await disableOwner(owner.id)).message, { type: 'success' });
      onClose(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('ownersPanel.error'));
    } finally {
      setBusy(false);
    }
  };
  const titleId = `owner-disable-${owner.id}`;
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('ownersPanel.disable_title', { name })}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText>{translate('ownersPanel.disable_explain')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={() => onClose(false)}>{translate('ownersPanel.cancel')}</MuiButton>
        <MuiButton color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {translate('ownersPanel.disable')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
