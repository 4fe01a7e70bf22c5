import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useAuthMessage } from './i18n/authText';

interface AuthSelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  errorText?: string | undefined;
  disabled?: boolean;
}

/**
 * An outlined select that looks like AuthTextField. Native rather than MUI's Select: the phone's
 * own picker on mobile, keyboard and screen-reader behaviour for free, and no Menu/Popover/Modal
 * in the chunk. Until a choice is made the label sits in the box, as in the text fields.
 */
export function AuthSelectField({
  label,
  name,
  value,
  options,
  onChange,
  onBlur,
  errorText,
  disabled,
}: AuthSelectFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const authMessage = useAuthMessage();
  return (
    <FormControl variant="outlined" fullWidth error={!!errorText} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput label={label} />}
        inputProps={{ id, name, 'aria-describedby': errorText ? helperId : undefined }}
      >
        {/* No choice yet: an empty, unlisted option keeps the box blank under its label. */}
        <option value="" disabled hidden />
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {errorText ? <FormHelperText id={helperId}>{authMessage(errorText)}</FormHelperText> : null}
    </FormControl>
  );
}
