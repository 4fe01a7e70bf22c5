import { useInput, useTranslate, type InputProps } from 'react-admin';
import { DayPicker } from './DayPicker';

/**
 * react-admin's DateInput draws the browser's native date field; this one is the panel's
 * DD-MM-YYYY picker, holding 'YYYY-MM-DD' in the form (what the API validates).
 */
export function DayInput(props: InputProps & { label: string; fullWidth?: boolean }) {
  const { field, fieldState, isRequired } = useInput({
    ...props,
    format: (v) => v ?? '',
    parse: (v) => v || null,
  });
  const translate = useTranslate();
  const raw = fieldState.error?.message;
  // react-admin's own validators give translation keys; the domain's give the message itself.
  const message = raw ? translate(raw, { _: raw }) : undefined;
  return (
    <DayPicker
      label={isRequired ? `${props.label} *` : props.label}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={(value) => {
        field.onChange(value || null);
        field.onBlur();
      }}
      error={fieldState.invalid}
      helperText={message}
      clearable
      fullWidth={props.fullWidth}
      size="small"
      sx={{ minWidth: 170 }}
    />
  );
}
