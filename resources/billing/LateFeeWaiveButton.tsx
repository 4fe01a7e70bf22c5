import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { lateFeesContract } from '../../domain/contracts/late-fees';
import { formatKwd } from '../../domain/money';
import { dataProvider } from '../../src/providers/dataProvider';

const E = lateFeesContract.endpoints;

/**
 * Waive late fee (issue 34 item 4): on an invoice whose late fee the invoice job applied and nobody
 * waived, staff remove it with a reason; the invoice's total follows (`onWaived` reloads it).
 */
export function LateFeeWaiveButton({ invoiceId, onWaived }: { invoiceId: string; onWaived: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['late-fees', invoiceId];
  const { data: fee } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      dataProvider.call(E.get, { params: { id: invoiceId }, signal }).then((r) => r.data),
  });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!fee || fee.waived_at) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await dataProvider.call(E.waive, { params: { id: invoiceId }, body: { reason } });
      queryClient.setQueryData(key, answer.data);
      notify(answer.message, { type: 'success' });
      setOpen(false);
      onWaived();
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('billing.late_fee.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
        {translate('billing.late_fee.waive')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle>{translate('billing.late_fee.title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>
              {translate('billing.late_fee.explain', { amount: formatKwd(fee.amount) })}
            </DialogContentText>
            <TextField
              label={translate('billing.late_fee.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!error}
              helperText={error}
              multiline
              minRows={2}
              required
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('billing.late_fee.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('billing.late_fee.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
