import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import { LeaveGuard, useConfirmDiscard } from '../../src/routing/LeaveGuard';
import { useNotify, useTranslate } from 'react-admin';
import { currencyLabel } from '../../domain/displayLocale';
import { money, moneyText } from '../../domain/money';
import type { PaymentOnlineView } from '../../domain/refundSchemas';
import { isApiError } from '../../src/api/ApiError';
import { errorText } from '../../src/api/errorText';
import { CreditNoteLink } from './CreditNoteLinks';
import type { ManualPayment } from './manualPaymentApi';
import { formatAmount, orDash } from './paymentDisplay';
import { refundOnlinePayment, type RefundAnswer } from './refundApi';
import {
  emptyRefundForm,
  REFUND_FORM_MESSAGES,
  refundPayload,
  validateRefundForm,
  type RefundFormErrors,
  type RefundFormValues,
} from './refundForm';
import { usePaymentMessage } from './paymentMessages';

export const REFUND_DIALOG_TITLE = 'Refund Payment';

interface RefundDialogProps {
  payment: ManualPayment;
  online: PaymentOnlineView;
  onClose: () => void;
  /** After a refund: the list reloads, so the row shows it and the invoice's status. */
  onRefunded: () => void;
}

/**
 * Refund an online (KNET or card) payment in whole or in part, with a reason (issue 20 item 6).
 * The amount opens on what is left to refund; the server checks it again and its message (422)
 * shows under the field. After the refund the dialog names the credit note and offers its PDF.
 */
export function RefundDialog({ payment, online, onClose, onRefunded }: RefundDialogProps) {
  const notify = useNotify();
  const translate = useTranslate();
  const messageText = usePaymentMessage();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = useState<RefundFormValues>(() => emptyRefundForm(online.refundable_amount));
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<RefundAnswer['data'] | null>(null);
  // Typed and not yet refunded: leaving asks first (issue 31 item 6).
  const [touched, setTouched] = useState(false);
  const unsaved = touched && !saving && !done;
  const mayClose = useConfirmDiscard(unsaved);

  // After the refund, the figures as the server now answers them.
  const refundedSoFar = done?.attempt.refunded_amount ?? online.refunded_amount;
  const left = done ? moneyText(money(online.amount).minus(refundedSoFar)) : online.refundable_amount;

  const change = (field: keyof RefundFormValues, value: string) => {
    setTouched(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateRefundForm(values, online.refundable_amount);
    // The rules answer in English (they mirror the server's); the reader sees its own language.
    const tooLarge = REFUND_FORM_MESSAGES.amountTooLarge(moneyText(online.refundable_amount));
    setErrors({
      amount:
        found.amount === tooLarge
          ? translate('payments.refund_dialog.errors.amountTooLarge', {
              left: moneyText(online.refundable_amount),
              _: tooLarge,
            })
          : messageText(found.amount),
      reason: messageText(found.reason),
    });
    setFailure(null);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = await refundOnlinePayment(online.attempt_id, refundPayload(values));
      notify(answer.message, { type: 'success' });
      setDone(answer.data);
      onRefunded();
    } catch (err) {
      const text = errorText(isApiError(err) ? err.body : null);
      // The server's word on the amount (what is left now) belongs under the field.
      if (isApiError(err) && err.status === 422) setErrors({ amount: text });
      else setFailure(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : () => mayClose() && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="refund-title"
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column' }}>
        <LeaveGuard unsaved={unsaved} />
        <DialogTitle id="refund-title">{translate('payments.refund_dialog.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Typography variant="body2">
              {translate('payments.refund_dialog.invoice', {
                invoice: orDash(payment.invoice_no),
                tenant: orDash(payment.tenant_name),
              })}
            </Typography>
            <Typography variant="body2">
              {translate('payments.refund_dialog.paid_online', {
                paid: formatAmount(online.amount),
                refunded: formatAmount(refundedSoFar),
              })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="refund-left">
              {translate('payments.refund_dialog.left', { amount: formatAmount(left) })}
            </Typography>
          </Stack>
          {done ? (
            <Alert severity="success" data-testid="refund-done">
              {translate('payments.refund_dialog.done', { amount: formatAmount(done.amount) })}{' '}
              <CreditNoteLink refund={{ id: done.refund_id, credit_note_no: done.credit_note_no }} />
            </Alert>
          ) : (
            <Stack spacing={2}>
              <TextField
                label={translate('payments.refund_dialog.amount')}
                required
                autoFocus
                value={values.amount}
                onChange={(e) => change('amount', e.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? translate('payments.refund_dialog.amount_help')}
                disabled={saving}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">{currencyLabel()}</InputAdornment> },
                }}
              />
              <TextField
                label={translate('payments.refund_dialog.reason')}
                required
                multiline
                minRows={2}
                value={values.reason}
                onChange={(e) => change('reason', e.target.value)}
                error={Boolean(errors.reason)}
                helperText={errors.reason ?? ' '}
                disabled={saving}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              {failure ? <Alert severity="error">{failure}</Alert> : null}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate(done ? 'ra.action.close' : 'ra.action.cancel')}
          </Button>
          {done ? null : (
            <Button
              type="submit"
              variant="contained"
              color="warning"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate('payments.refund_dialog.refund')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
