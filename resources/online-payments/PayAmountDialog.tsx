import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { formatKwd, moneyText } from '../../domain/money';
import {
  amountDigits,
  PARTIAL_PAYMENT_MESSAGES as M,
  partialAmountProblem,
  type PayOptions,
} from '../../domain/partialPayments';

interface PayAmountDialogProps {
  options: PayOptions;
  busy: boolean;
  onClose: () => void;
  /** The amount to pay, as '45.125'. */
  onPay: (amount: string) => void;
}

/**
 * The tenant's Pay dialog when its landlord allows partial online payments: the balance by
 * default, or a smaller amount from the landlord's minimum. Checked here with the server's own
 * rule and messages; the server checks it again under the invoice's lock.
 */
export function PayAmountDialog({ options, busy, onClose, onPay }: PayAmountDialogProps) {
  const [amount, setAmount] = useState(options.balance);
  const [error, setError] = useState<string | undefined>();
  const belowMinimum = Number(options.balance) < Number(options.minimum_amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = amountDigits(amount);
    const problem = digits === null ? M.amountFormat : partialAmountProblem(digits, options.balance, options);
    setError(problem ?? undefined);
    if (digits !== null && !problem) onPay(moneyText(digits));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Pay {options.invoice_no}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Balance: <strong data-testid="pay-dialog-balance">{formatKwd(options.balance)}</strong>.{' '}
            {belowMinimum
              ? 'The balance is below the minimum part payment, so it is paid in full.'
              : `You may pay the whole balance or part of it, at least ${formatKwd(options.minimum_amount)}.`}
          </DialogContentText>
          <TextField
            label="Amount to pay (KWD)"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              // An old message would speak of an amount no longer typed.
              setError(undefined);
            }}
            error={!!error}
            helperText={error ?? 'Up to 3 decimals, e.g. 50.000'}
            disabled={belowMinimum}
            autoFocus
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            {busy ? 'Opening payment…' : 'Continue to payment'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
