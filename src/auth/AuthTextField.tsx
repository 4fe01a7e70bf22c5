import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { useAuthMessage } from './i18n/authText';

type AuthTextFieldProps = Omit<OutlinedInputProps, 'error' | 'label'> & {
  label: string;
  errorText?: string | undefined;
  endAdornment?: ReactNode;
};

/**
 * An outlined text field for the auth pages. MUI's TextField also imports Select (and with it
 * Menu, Popover and Modal); composing the parts keeps the visitor's first page light.
 */
export function AuthTextField({ label, errorText, id, ...inputProps }: AuthTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const authMessage = useAuthMessage();
  return (
    <FormControl variant="outlined" fullWidth error={!!errorText}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={errorText ? helperId : undefined}
        {...inputProps}
      />
      {errorText ? <FormHelperText id={helperId}>{authMessage(errorText)}</FormHelperText> : null}
    </FormControl>
  );
}
