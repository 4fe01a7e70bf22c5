import { useInput, type InputProps } from 'react-admin';
import { MonthPicker } from './MonthPicker';

/** A react-admin filter input for a month ('YYYY-MM'), drawn by the panel's MM-YYYY picker. */
export function MonthInput(props: InputProps & { label: string }) {
  const { field } = useInput({ ...props, format: (v) => v ?? '', parse: (v) => v || undefined });
  return (
    <MonthPicker
      label={props.label}
      value={typeof field.value === 'string' ? field.value.slice(0, 7) : ''}
      onChange={(value) => field.onChange(value || undefined)}
      clearable
      size="small"
      sx={{ width: 170 }}
    />
  );
}
