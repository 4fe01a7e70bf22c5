import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../../src/api/ApiError';
import { LeaveGuard, useConfirmDiscard } from '../../src/routing/LeaveGuard';
import { LandlordSelect } from '../landlords/LandlordSelect';
import { AttachmentDropzone } from './AttachmentDropzone';
import { InvoicePicker, InvoiceShown } from './InvoicePicker';
import {
  createPayment,
  paymentFailureToast,
  savedMessage,
  updatePayment,
  type ManualPayment,
  type PaymentAttachment,
} from './manualPaymentApi';
import {
  createPayload,
  emptyPaymentForm,
  formFromPayment,
  UPDATE_METHODS,
  updatePayload,
  validatePaymentForm,
  type PaymentFormErrors,
  type PaymentFormValues,
} from './paymentForm';
import { PaymentFormFields } from './PaymentFormFields';
import { paymentMessageKey, usePaymentMessage } from './paymentMessages';

/** The recorded method the update dialog does not offer (cheque), which saving cannot keep. */
const droppedMethodOf = (payment: ManualPayment | undefined) =>
  payment?.method && !(UPDATE_METHODS as readonly string[]).includes(payment.method) ? payment.method : null;

/** The super admin's add dialog: the landlord comes first (its invoices are listed next). */
export const CHOOSE_LANDLORD = 'Choose the landlord.';

export const DIALOG_TITLES = { add: 'Add Manual Payment', update: 'Update Manual Payment' } as const;
/** Their catalogue keys (the English above is messages.en.ts' text, kept here for tests). */
const DIALOG_TITLE_KEYS = {
  add: 'payments.manual_dialog.title_add',
  update: 'payments.manual_dialog.title_update',
} as const;

interface ManualPaymentDialogProps {
  /** Absent: add a payment; present: update it. */
  payment?: ManualPayment;
  landlordId: string | null;
  /** The super admin adds for a landlord it chooses here (issue 16 item 2). */
  chooseLandlord?: boolean;
  adminUserId: string | null;
  onClose: () => void;
  onSaved: (record: ManualPayment) => void;
}

// A refusal (4xx, or an answer with success false) paid nothing, so the next attempt may carry
// changed values under a new key; after a network failure or a 5xx the outcome is unknown and the
// retry must keep the key, so the server answers it with the first result instead of paying twice.
const definitelyRefused = (err: unknown) =>
  isApiError(err) && err.status !== 0 && (err.status < 300 || (err.status >= 400 && err.status < 500));

/**
 * 'Add Manual Payment' and 'Update Manual Payment' (spec section 5). Mounted when opened, so the
 * form and its Idempotency-Key are fresh each time. Closes itself only on success.
 */
export function ManualPaymentDialog({
  payment,
  landlordId: ownLandlordId,
  chooseLandlord = false,
  adminUserId,
  onClose,
  onSaved,
}: ManualPaymentDialogProps) {
  // A payment belongs to its landlord; a new one to the signed-in landlord's, or the one chosen.
  const [chosenLandlord, setChosenLandlord] = useState<string | null>(null);
  const landlordId = payment?.landlord_id ?? (chooseLandlord ? chosenLandlord : ownLandlordId);
  const mode = payment ? 'update' : 'add';
  const notify = useNotify();
  const translate = useTranslate();
  const messageText = usePaymentMessage();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [values, setValues] = useState<PaymentFormValues>(() =>
    payment ? formFromPayment(payment, (iso) => dayjs(iso)) : emptyPaymentForm(),
  );
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<PaymentAttachment[]>(payment?.docs?.attachments ?? []);
  const [saving, setSaving] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // Anything chosen, typed or attached since the dialog opened: leaving asks first (issue 31).
  const [touched, setTouched] = useState(false);
  const unsaved = touched && !saving;
  const mayClose = useConfirmDiscard(unsaved);
  const closeByAccident = () => {
    if (mayClose()) onClose();
  };
  const attach = (next: File[]) => {
    setTouched(true);
    setFiles(next);
  };
  const keep = (next: PaymentAttachment[]) => {
    setTouched(true);
    setKept(next);
  };

  const change = <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) => {
    setTouched(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validatePaymentForm(values, mode);
    if (mode === 'add' && chooseLandlord && !chosenLandlord) found.landlord = CHOOSE_LANDLORD;
    // The rules answer in English (shared with the server); the reader sees its own language.
    const shown: PaymentFormErrors = {};
    for (const [field, text] of Object.entries(found) as [keyof PaymentFormErrors, string][]) {
      shown[field] =
        text === CHOOSE_LANDLORD
          ? translate('payments.manual_dialog.choose_landlord', { _: text })
          : messageText(text);
    }
    setErrors(shown);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const answer = payment
        ? await updatePayment(payment.id, updatePayload(values, kept), files, idempotencyKey)
        : await createPayment(
            { adminUserId, actorId: landlordId },
            createPayload(values),
            files,
            idempotencyKey,
          );
      const saved = savedMessage(answer);
      const savedKey = paymentMessageKey(saved);
      notify(savedKey ?? saved, { type: 'success', messageArgs: { _: saved } });
      onSaved(answer.items);
      onClose();
    } catch (err) {
      if (definitelyRefused(err)) setIdempotencyKey(crypto.randomUUID());
      const toast = paymentFailureToast(err);
      if (toast) notify(messageText(toast.message) ?? toast.message, { type: toast.type });
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : closeByAccident}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="manual-payment-title"
    >
      {/* A flex column like the dialog's paper, so the fields scroll between a fixed title and buttons. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <LeaveGuard unsaved={unsaved} />
        <DialogTitle id="manual-payment-title">{translate(DIALOG_TITLE_KEYS[mode])}</DialogTitle>
        <DialogContent dividers>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <Grid container spacing={2}>
              <Grid size={12}>
                {payment ? (
                  <InvoiceShown
                    landlordId={landlordId}
                    invoiceId={payment.invoice_id}
                    fallback={payment.invoice_no ?? ''}
                  />
                ) : (
                  <Stack spacing={2}>
                    {chooseLandlord ? (
                      <LandlordSelect
                        size="medium"
                        required
                        value={chosenLandlord}
                        onChange={(id) => {
                          setTouched(true);
                          setChosenLandlord(id);
                          change('invoice', null);
                          setErrors((current) => ({ ...current, landlord: undefined }));
                        }}
                        error={errors.landlord}
                        disabled={saving}
                      />
                    ) : null}
                    <InvoicePicker
                      landlordId={landlordId}
                      value={values.invoice}
                      onChange={(invoice) => change('invoice', invoice)}
                      error={errors.invoice}
                      disabled={saving || (chooseLandlord && !chosenLandlord)}
                      enabled={!chooseLandlord || Boolean(chosenLandlord)}
                    />
                  </Stack>
                )}
              </Grid>
              <PaymentFormFields
                mode={mode}
                droppedMethod={droppedMethodOf(payment)}
                values={values}
                errors={errors}
                onChange={change}
                disabled={saving}
              />
              <Grid size={12}>
                <AttachmentDropzone
                  files={files}
                  onFilesChange={attach}
                  existing={kept}
                  onExistingChange={keep}
                  onRefused={() => notify('manualPayments.unsupportedFile', { type: 'error' })}
                  disabled={saving}
                />
              </Grid>
            </Grid>
          </LocalizationProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(mode === 'add' ? 'payments.manual_dialog.add' : 'payments.manual_dialog.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
