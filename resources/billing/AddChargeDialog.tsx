import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { LeaveGuard, useConfirmDiscard } from '../../src/routing/LeaveGuard';
import { useNotify, useTranslate } from 'react-admin';
import { chargeCreateSchema, INVOICE_MESSAGES } from '../../domain/invoiceSchemas';
import { addCharge } from './billingApi';
import { withoutThousandsSeparators } from '../../domain/money';

/** The invoice a write answers (adding a charge): the detail without its issuer. */
export type ChangedInvoice = Awaited<ReturnType<typeof addCharge>>['data'];

type Errors = Partial<Record<'description' | 'amount', string>>;

/** The form checked with the API's own schema, so the messages are the server's. */
export function chargeErrors(invoiceId: string, description: string, amount: string): Errors {
  const result = chargeCreateSchema.safeParse({ invoiceId, description, amount });
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'description' || field === 'amount') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The catalogue key of each of the schema's messages, so the reader sees them in its language. */
const ERROR_KEYS: Record<string, string> = {
  [INVOICE_MESSAGES.invoiceId]: 'invoices.invoiceId',
  [INVOICE_MESSAGES.description]: 'invoices.description',
  [INVOICE_MESSAGES.amount]: 'invoices.amount',
};

/** Add charge: an extra item (description, amount ≤ 3 decimals) on an open invoice. */
export function AddChargeDialog({
  invoiceId,
  onAdded,
}: {
  invoiceId: string;
  onAdded: (invoice: ChangedInvoice) => void;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : translate(ERROR_KEYS[message] ?? message, { _: message });
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Typed and not yet added: leaving asks first (issue 31 item 6).
  const unsaved = open && !busy && (description !== '' || amount !== '');
  const mayClose = useConfirmDiscard(unsaved);

  const close = () => {
    setOpen(false);
    setDescription('');
    setAmount('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = chargeErrors(invoiceId, description, amount);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await addCharge(invoiceId, description.trim(), withoutThousandsSeparators(amount));
      notify(answer.message, { type: 'success' });
      onAdded(answer.data);
      close();
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('billing.common.error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('billing.add_charge.button')}
      </Button>
      <Dialog open={open} onClose={() => mayClose() && close()} fullWidth maxWidth="xs">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <LeaveGuard unsaved={unsaved} />
          <DialogTitle>{translate('billing.add_charge.title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <TextField
              label={translate('billing.add_charge.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={!!errors.description}
              helperText={errorText(errors.description) ?? translate('billing.add_charge.description_help')}
              autoFocus
              required
            />
            <TextField
              label={translate('billing.add_charge.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={!!errors.amount}
              helperText={errorText(errors.amount) ?? translate('billing.add_charge.amount_help')}
              inputMode="decimal"
              required
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('billing.add_charge.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('billing.add_charge.add')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
