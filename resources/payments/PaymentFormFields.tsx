import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DISPLAY_DATE_TIME_FORMAT } from '../../domain/displayDates';
import {
  ADD_METHODS,
  CURRENCIES,
  METHOD_LABELS,
  UPDATE_METHODS,
  type PaymentDialogMode,
  type PaymentFormErrors,
  type PaymentFormValues,
} from './paymentForm';

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
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Amount"
          required
          fullWidth
          value={values.amount}
          onChange={(event) => onChange('amount', event.target.value)}
          error={!!errors.amount}
          helperText={errors.amount}
          disabled={disabled}
          placeholder="100.000"
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Currency"
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
          label="Method"
          fullWidth
          value={values.method}
          onChange={(event) => onChange('method', event.target.value)}
          disabled={disabled}
          helperText={
            droppedMethod && !values.method
              ? `Recorded as ${METHOD_LABELS[droppedMethod] ?? droppedMethod}, which cannot be kept on update.`
              : undefined
          }
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {methods.map((method) => (
            <MenuItem key={method} value={method}>
              {METHOD_LABELS[method]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Deposit reference"
          fullWidth
          value={values.depositReference}
          onChange={(event) => onChange('depositReference', event.target.value)}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <DateTimePicker
          label="Deposit date"
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
          label="Notes"
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
            label="Mark as paid"
          />
        </Grid>
      ) : null}
      {mode === 'add' && values.markAsPaid ? (
        <Grid size={12}>
          <TextField
            label={WRITE_OFF_MESSAGES.reasonLabel}
            helperText={WRITE_OFF_MESSAGES.reasonHelp}
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
