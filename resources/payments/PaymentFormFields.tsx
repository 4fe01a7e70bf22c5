import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useTranslate } from 'react-admin';
import { DISPLAY_DATE_TIME_FORMAT } from '../../domain/displayDates';
import {
  ADD_METHODS,
  CURRENCIES,
  UPDATE_METHODS,
  type PaymentDialogMode,
  type PaymentFormErrors,
  type PaymentFormValues,
} from './paymentForm';
import { useMethodLabel } from './paymentDisplay';

interface PaymentFormFieldsProps {
  mode: PaymentDialogMode;
  /** Update: the payment's recorded method when the dialog does not offer it (e.g. cheque). */
  droppedMethod?: string | null;
  values: PaymentFormValues;
  errors: PaymentFormErrors;
  onChange: <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) => void;
  disabled: boolean;
}

/** Amount, currency, method, deposit reference and date, notes and (add only) mark as paid. */
export function PaymentFormFields(props: PaymentFormFieldsProps) {
  const { mode, values, errors, onChange, disabled, droppedMethod } = props;
  const methods = mode === 'add' ? ADD_METHODS : UPDATE_METHODS;
  const translate = useTranslate();
  const methodLabel = useMethodLabel();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={translate('payments.form.amount')}
          required
          fullWidth
          value={values.amount}
          onChange={(event) => onChange('amount', event.target.value)}
          error={!!errors.amount}
          helperText={errors.amount}
          disabled={disabled}
          placeholder={translate('payments.form.amount_placeholder')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label={translate('payments.form.currency')}
          required
          fullWidth
          value={values.currency}
          onChange={(event) => onChange('currency', event.target.value)}
          error={!!errors.currency}
          helperText={errors.currency}
          disabled={disabled}
        >
          {CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label={translate('payments.form.method')}
          fullWidth
          value={values.method}
          onChange={(event) => onChange('method', event.target.value)}
          disabled={disabled}
          helperText={
            droppedMethod && !values.method
              ? translate('payments.form.dropped_method', { method: methodLabel(droppedMethod) })
              : undefined
          }
        >
          <MenuItem value="">
            <em>{translate('payments.form.no_method')}</em>
          </MenuItem>
          {methods.map((method) => (
            <MenuItem key={method} value={method}>
              {methodLabel(method)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={translate('payments.form.deposit_reference')}
          fullWidth
          value={values.depositReference}
          onChange={(event) => onChange('depositReference', event.target.value)}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <DateTimePicker
          label={translate('payments.form.deposit_date')}
          value={values.depositDate}
          onChange={(value) => onChange('depositDate', value)}
          // The panel's one date format, on a 24-hour clock (issue 16).
          format={DISPLAY_DATE_TIME_FORMAT}
          ampm={false}
          disabled={disabled}
          slotProps={{ textField: { fullWidth: true }, field: { clearable: true } }}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label={translate('payments.form.notes')}
          fullWidth
          multiline
          minRows={2}
          value={values.notes}
          onChange={(event) => onChange('notes', event.target.value)}
          disabled={disabled}
        />
      </Grid>
      {mode === 'add' ? (
        <Grid size={12}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.markAsPaid}
                onChange={(event) => onChange('markAsPaid', event.target.checked)}
                disabled={disabled}
              />
            }
            label={translate('payments.form.mark_as_paid')}
          />
        </Grid>
      ) : null}
      {mode === 'add' && values.markAsPaid ? (
        <Grid size={12}>
          <TextField
            label={translate('writeOff.reasonLabel')}
            helperText={translate('writeOff.reasonHelp')}
            fullWidth
            value={values.writeOffReason}
            onChange={(event) => onChange('writeOffReason', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            disabled={disabled}
          />
        </Grid>
      ) : null}
    </>
  );
}
