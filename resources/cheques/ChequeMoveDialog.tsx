import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ChequeTransition } from '../../domain/chequeStates';
import { DayPicker } from '../../src/inputs/DayPicker';
import { failureText } from './chequeModel';
import { moveCheque, type ChequeDetail } from './chequesApi';

/**
 * One move of a cheque (domain/chequeStates.ts), with its reason; REPLACED also asks for the new
 * cheque (its number at least; the rest defaults to the bounced one's). The server's refusal is shown.
 */
export function ChequeMoveDialog({
  cheque,
  move,
  onClose,
  onMoved,
}: {
  cheque: ChequeDetail;
  move: ChequeTransition;
  onClose: () => void;
  onMoved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [replacement, setReplacement] = useState({
    cheque_no: '',
    bank: cheque.bank,
    drawer_name: cheque.drawer_name,
    amount: cheque.amount,
    due_date: cheque.due_date,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsReplacement = move.needs === 'replacement';
  const set = (field: keyof typeof replacement) => (e: { target: { value: string } }) =>
    setReplacement((r) => ({ ...r, [field]: e.target.value }));
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await moveCheque(
        cheque.id,
        move.to,
        reason.trim(),
        needsReplacement ? replacement : undefined,
      );
      notify(answer.message, { type: 'success' });
      onMoved();
      onClose();
    } catch (err) {
      setError(failureText(err, translate));
    } finally {
      setBusy(false);
    }
  };
  const moveName = translate(`chequeRegister.moves.${move.to}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cheque-move-title">
      <DialogTitle id="cheque-move-title">
        {translate('chequeRegister.move_dialog.title', { move: moveName, no: cheque.cheque_no })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('chequeRegister.move_dialog.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
            fullWidth
          />
          {needsReplacement ? (
            <>
              <Typography variant="subtitle2" component="h3">
                {translate('chequeRegister.move_dialog.replacement')}
              </Typography>
              <TextField
                label={translate('resources.cheques.fields.cheque_no')}
                value={replacement.cheque_no}
                onChange={set('cheque_no')}
                required
                fullWidth
              />
              <TextField
                label={translate('resources.cheques.fields.bank')}
                value={replacement.bank}
                onChange={set('bank')}
                fullWidth
              />
              <TextField
                label={translate('resources.cheques.fields.drawer_name')}
                value={replacement.drawer_name}
                onChange={set('drawer_name')}
                fullWidth
              />
              <TextField
                label={translate('resources.cheques.fields.amount')}
                value={replacement.amount}
                onChange={set('amount')}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <DayPicker
                label={translate('resources.cheques.fields.due_date')}
                value={replacement.due_date}
                onChange={(v) => setReplacement((r) => ({ ...r, due_date: v }))}
                fullWidth
              />
            </>
          ) : null}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          color={move.to === 'BOUNCED' || move.to === 'CANCELLED' ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy || (needsReplacement && !replacement.cheque_no.trim())}
        >
          {translate('chequeRegister.move_dialog.confirm')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
