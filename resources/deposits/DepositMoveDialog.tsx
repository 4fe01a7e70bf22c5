import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { methodKey } from './depositsApi';
import { DEDUCTION_REASONS, DEPOSIT_METHODS } from '../../domain/depositSchemas';
import { formatKwd, withoutThousandsSeparators } from '../../domain/money';
import { moveDeposit, type DepositDetail, type MoveKind } from './depositsApi';

/** Receive, deduct or refund: one small form each; the server's checks (and messages) decide. */
export function DepositMoveDialog({
  kind,
  deposit,
  onDone,
  variant = 'outlined',
}: {
  kind: MoveKind;
  deposit: DepositDetail;
  onDone: (next: DepositDetail) => void;
  variant?: 'outlined' | 'contained';
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('cash');
  const [reason, setReason] = useState('damages');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setAmount('');
    setReference('');
    setNote('');
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await moveDeposit(deposit.id, kind, {
        amount: withoutThousandsSeparators(amount.trim()),
        method,
        reason,
        reference,
        note,
      });
      notify(answer.message, { type: 'success' });
      onDone(answer.data);
      close();
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('securityDeposits.error'));
    } finally {
      setBusy(false);
    }
  };
  const label = translate(`securityDeposits.actions.${kind}`);

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-testid={`deposit-${kind}`}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" fullScreen={fullScreen}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <TextField
              label={translate('securityDeposits.form.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              required
              autoFocus
              error={!!error}
              helperText={
                error ??
                (kind === 'receive'
                  ? undefined
                  : translate('securityDeposits.form.held_hint', { amount: formatKwd(deposit.held) }))
              }
            />
            {kind === 'deduct' ? (
              <TextField
                select
                label={translate('securityDeposits.form.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              >
                {DEDUCTION_REASONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {translate(`deposits.reasons.${r}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <>
                <TextField
                  select
                  label={translate('securityDeposits.form.method')}
                  value={method}
                  onChange={(e) => setMethod(e.target.value)}
                >
                  {DEPOSIT_METHODS.map((m) => (
                    <MenuItem key={m} value={m}>
                      {translate(methodKey(m))}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={translate('securityDeposits.form.reference')}
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                />
              </>
            )}
            <TextField
              label={translate('securityDeposits.form.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('securityDeposits.actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('securityDeposits.actions.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
