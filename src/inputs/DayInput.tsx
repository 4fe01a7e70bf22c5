import { useInput, ValidationError, type InputProps, type Validator } from 'react-admin';
import { DISPLAY_DATE_FORMAT } from '../../domain/displayDates';
import { isIsoDate } from '../../domain/isoDate';
import { DayPicker } from './DayPicker';
import { typedDateProblem } from './useTypedDate';

/** 'YYYY-MM-DD' at the start of what a record holds ('2026-06-15', '2026-06-15T00:00:00Z'). */
const ISO_DAY_START = /^\d{4}-\d{2}-\d{2}/;

/**
 * A field left holding a half-typed or impossible date keeps what it shows ('15-06-YYYY',
 * '31-02-2026') as its value, so the form is refused rather than sent with the field empty.
 */
const wholeDay: Validator = (value: unknown) =>
  typeof value !== 'string' || value === '' || isIsoDate(value.slice(0, 10))
    ? undefined
    : `dates.${typedDateProblem(value, DISPLAY_DATE_FORMAT, false) ?? 'incomplete'}`;

const validators = (validate: InputProps['validate']): Validator[] => [
  ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
  wholeDay,
];

/**
 * react-admin's DateInput draws the browser's native date field; this one is the panel's
 * DD-MM-YYYY picker, holding 'YYYY-MM-DD' in the form (what the API validates).
 */
export function DayInput(
  props: InputProps & {
    label: string;
    fullWidth?: boolean;
    /** 'small' in filter bars (the default); 'medium' beside a form's full-size fields. */
    size?: 'small' | 'medium';
  },
) {
  const { field, fieldState, isRequired } = useInput({
    ...props,
    format: (v) => v ?? '',
    parse: (v) => v || null,
    validate: validators(props.validate),
  });
  // react-admin's own validators give translation keys; a form's validate gives { message }
  // (translating that object itself threw, "Polyglot.transformPhrase expects argument #1 to be
  // string"): ValidationError reads both, as react-admin's own inputs do.
  const raw = fieldState.error?.message;
  const message = raw ? <ValidationError error={raw} /> : undefined;
  const value: unknown = field.value;
  const isDay = typeof value === 'string' && ISO_DAY_START.test(value);
  return (
    <DayPicker
      label={isRequired ? `${props.label} *` : props.label}
      value={isDay ? value.slice(0, 10) : ''}
      onChange={(next) => {
        field.onChange(next || null);
        field.onBlur();
      }}
      onProblem={(problem, shown) => {
        if (problem) field.onChange(shown);
        else if (!isDay) field.onChange(null);
        field.onBlur();
      }}
      error={fieldState.invalid}
      helperText={message}
      clearable
      fullWidth={props.fullWidth}
      size={props.size ?? 'small'}
      sx={{ minWidth: 170 }}
    />
  );
}
