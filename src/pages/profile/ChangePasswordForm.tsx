import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { localMessage } from '../../i18n/localMessage';
import { apiClient } from '../../api/httpClient';
import { ACCOUNT_MESSAGES } from '../../../domain/accountMessages';
import { changePasswordSchema } from '../../../domain/accountSchemas';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then a new one by the new-password rules (spec section 5). */
export function ChangePasswordForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const check = () => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= localMessage(issue.message);
    if (values.confirmPassword !== values.newPassword)
      found.confirmPassword = localMessage(ACCOUNT_MESSAGES.passwordsDiffer);
    return found;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const { currentPassword, newPassword } = values;
      const answer = await apiClient.post<{ message: string }>('/users/profile/password', {
        currentPassword,
        newPassword,
      });
      notify(answer.message, { type: 'success' });
      setValues(EMPTY);
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('pages.something_went_wrong'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      type="password"
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
    />
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {field('currentPassword', translate('profile.current_password'), 'current-password')}
      {field('newPassword', translate('profile.new_password'), 'new-password')}
      {field('confirmPassword', translate('profile.confirm_new_password'), 'new-password')}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('profile.change_password')}
        </Button>
      </div>
    </Stack>
  );
}
