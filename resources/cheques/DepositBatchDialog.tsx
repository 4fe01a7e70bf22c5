import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
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
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd, sumMoney } from '../../domain/money';
import { failureText } from './chequeModel';
import { depositCheques, downloadDepositSlip, type ChequeRecord, type DepositBatch } from './chequesApi';

/**
 * Deposit (a bulk action of the register): the chosen RECEIVED cheques go to the bank in one step,
 * all or none (POST /api/cheques/deposit-batch); then the deposit slip's PDF is offered.
 */
export function DepositBatchButton() {
  const translate = useTranslate();
  const { selectedIds, data } = useListContext<ChequeRecord>();
  // The cheques as chosen when the dialog opened: depositing them clears the selection.
  const [chosen, setChosen] = useState<ChequeRecord[] | null>(null);
  const choose = () => setChosen((data ?? []).filter((c) => selectedIds.includes(c.id)));
  return (
    <>
      <Button label={translate('chequeRegister.actions.deposit')} onClick={choose}>
        <AccountBalanceIcon />
      </Button>
      {chosen ? <DepositBatchDialog cheques={chosen} onClose={() => setChosen(null)} /> : null}
    </>
  );
}

/**
 * Deposit on a phone, where the register is a list of cards that cannot be chosen one by one: the
 * held cheques the list shows (narrowed first with the filters or the "to deposit" view) go to the
 * same dialog, which names each of them and their total before anything moves.
 */
export function DepositShownButton() {
  const translate = useTranslate();
  const { data } = useListContext<ChequeRecord>();
  const held = (data ?? []).filter((c) => c.state === 'RECEIVED');
  const [chosen, setChosen] = useState<ChequeRecord[] | null>(null);
  // Not shown while none is held: react-admin draws a disabled button on a phone as an icon with
  // no name, which a screen reader cannot announce.
  if (held.length === 0 && !chosen) return null;
  return (
    <>
      <Button label={translate('chequeRegister.actions.deposit_shown')} onClick={() => setChosen(held)}>
        <AccountBalanceIcon />
      </Button>
      {chosen ? <DepositBatchDialog cheques={chosen} onClose={() => setChosen(null)} /> : null}
    </>
  );
}

function DepositBatchDialog({ cheques, onClose }: { cheques: ChequeRecord[]; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('cheques');
  const [account, setAccount] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [batch, setBatch] = useState<DepositBatch | null>(null);
  const received = cheques.every((c) => c.state === 'RECEIVED');
  const count = localDigits(String(cheques.length));
  const total = sumMoney(cheques.map((c) => c.amount));

  const deposit = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await depositCheques(
        cheques.map((c) => c.id),
        account.trim(),
        note.trim(),
      );
      setBatch(done);
      unselectAll();
      refresh();
    } catch (err) {
      setError(failureText(err, translate));
    } finally {
      setBusy(false);
    }
  };
  const slip = async () => {
    if (!batch) return;
    try {
      await downloadDepositSlip(batch);
    } catch (err) {
      notify(failureText(err, translate), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="deposit-batch-title">
      <DialogTitle id="deposit-batch-title">
        {translate('chequeRegister.deposit.title', { count })}
      </DialogTitle>
      <DialogContent>
        {batch ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="success">
              {translate('chequeRegister.deposit.done', { count: localDigits(String(batch.cheques.length)) })}
            </Alert>
            <MuiButton variant="contained" onClick={() => void slip()}>
              {translate('chequeRegister.deposit.slip')}
            </MuiButton>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {received ? null : (
              <Alert severity="warning">{translate('chequeRegister.deposit.only_received')}</Alert>
            )}
            <Typography component="ul" sx={{ m: 0, ps: 3 }}>
              {cheques.map((c) => (
                <li key={c.id}>
                  {c.cheque_no} · {c.bank} · {formatKwd(c.amount)}
                </li>
              ))}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {translate('chequeRegister.deposit.total', { total: formatKwd(total) })}
            </Typography>
            <TextField
              label={translate('chequeRegister.deposit.account')}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              fullWidth
            />
            <TextField
              label={translate('cheques.slip.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              multiline
              fullWidth
            />
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>
          {translate(batch ? 'chequeRegister.deposit.close' : 'ra.action.cancel')}
        </MuiButton>
        {batch ? null : (
          <MuiButton variant="contained" onClick={() => void deposit()} disabled={busy || !received}>
            {translate('chequeRegister.deposit.confirm')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
