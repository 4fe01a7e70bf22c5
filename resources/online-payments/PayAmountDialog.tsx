import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { currencyLabel } from '../../domain/displayLocale';
import { formatKwd, moneyText } from '../../domain/money';
import {
  amountDigits,
  PARTIAL_PAYMENT_MESSAGES as M,
  partialAmountProblem,
  type PayOptions,
} from '../../domain/partialPayments';
import { sharedMessageKey } from '../../src/i18n/sharedMessageKey';

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
  const translate = useTranslate();
  // The rule answers in English (it is the server's, domain/partialPayments.ts); the reader sees
  // its own language: each of its texts maps to a key here, with the same amounts.
  const shownProblem = (problem: string): string => {
    const known: [string, string, Record<string, string>][] = [
      [M.amountFormat, 'amount_format', {}],
      [M.amountPositive, 'amount_positive', {}],
      [M.fullOnly, 'full_only', {}],
      [M.overBalance(options.balance), 'over_balance', { balance: formatKwd(options.balance) }],
      [
        M.underMinimum(options.minimum_amount, options.balance),
        'under_minimum',
        { minimum: formatKwd(options.minimum_amount), balance: formatKwd(options.balance) },
      ],
    ];
    const found = known.find(([text]) => text === problem);
    return found
      ? translate(sharedMessageKey(`onlinePayments.pay_dialog.errors.${found[1]}`, problem), {
          ...found[2],
          _: problem,
        })
      : problem;
  };
  const belowMinimum = Number(options.balance) < Number(options.minimum_amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = amountDigits(amount);
    const problem = digits === null ? M.amountFormat : partialAmountProblem(digits, options.balance, options);
    setError(problem ? shownProblem(problem) : undefined);
    if (digits !== null && !problem) onPay(moneyText(digits));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {translate('onlinePayments.pay_dialog.title', { invoice: options.invoice_no })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {translate('onlinePayments.pay_dialog.balance')}{' '}
            <strong data-testid="pay-dialog-balance">{formatKwd(options.balance)}</strong>.{' '}
            {belowMinimum
              ? translate('onlinePayments.pay_dialog.below_minimum')
              : translate('onlinePayments.pay_dialog.part_allowed', {
                  minimum: formatKwd(options.minimum_amount),
                })}
          </DialogContentText>
          <TextField
            label={translate('onlinePayments.pay_dialog.amount', { currency: currencyLabel() })}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              // An old message would speak of an amount no longer typed.
              setError(undefined);
            }}
            error={!!error}
            helperText={error ?? translate('onlinePayments.pay_dialog.amount_help')}
            disabled={belowMinimum}
            autoFocus
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            {translate(busy ? 'onlinePayments.opening' : 'onlinePayments.pay_dialog.continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
