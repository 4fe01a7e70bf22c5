import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isAborted } from '../api/httpClient';
import { PASSWORD_MIN_LENGTH } from '../../domain/accountMessages';
import { newPasswordFormSchema } from '../../domain/accountSchemas';
import { failureText, saveNewPassword } from './accountRequests';
import { AuthLayout } from './AuthLayout';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../domain/panelPaths';
import { useAuthToast } from './AuthToast';
import { PasswordField } from './PasswordField';
import { emailFromState, resetTokenFromState } from './recoveryState';
import { firstMessages, useBlurValidation, type CheckResult } from './useBlurValidation';
import { authMessage, authRichText, t } from './i18n/authText';
import './i18n/accountTexts';
import { AuthLink } from './AuthLink';

type Field = 'password' | 'confirmPassword';
const EMPTY: Record<Field, string> = { password: '', confirmPassword: '' };

function checkNewPassword(values: Record<Field, string>): CheckResult<Field, { password: string }> {
  const result = newPasswordFormSchema.safeParse(values);
  return result.success
    ? { data: { password: result.data.password }, errors: {} }
    : { errors: firstMessages<Field>(result.error) };
}

/**
 * Spec sections 2 and 5: a strong new password for the email in navigation state; then login.
 * The state also holds the reset token of the code check, without which the server refuses.
 */
export function NewPasswordPage() {
  const state: unknown = useLocation().state;
  const email = emailFromState(state);
  const resetToken = resetTokenFromState(state);
  if (!email || !resetToken) return <Navigate to={FORGOT_PASSWORD_PATH} replace />;
  return <NewPasswordForm email={email} resetToken={resetToken} />;
}

function NewPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const toast = useAuthToast();
  const { values, errors, change, blur, validateAll } = useBlurValidation(EMPTY, checkNewPassword);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = validateAll();
    if (!data || submitting) return;
    setSubmitting(true);
    try {
      const answer = await saveNewPassword(email, data.password, resetToken);
      toast(answer.message ? authMessage(answer.message) : t('new_password.saved'), 'success');
      navigate(LOGIN_PATH, { replace: true });
    } catch (err) {
      if (!isAborted(err)) toast(authMessage(failureText(err)), 'error');
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    errorText: errors[name],
    autoComplete: 'new-password',
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    onBlur: () => blur(name),
  });

  const intro = authRichText('new_password.intro', {
    email: <strong>{email}</strong>,
    n: PASSWORD_MIN_LENGTH,
  });
  const passwordField = field('password');
  const confirmField = field('confirmPassword');
  return (
    <AuthLayout title={t('new_password.title')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {/* The account's email for password managers, which save the new password under it. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField label={t('field.new_password')} autoFocus {...passwordField} />
        <PasswordField label={t('field.confirm_password')} {...confirmField} />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {t(submitting ? 'new_password.submitting' : 'new_password.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          <AuthLink to={LOGIN_PATH}>{t('forgot.back')}</AuthLink>
        </Typography>
      </Box>
    </AuthLayout>
  );
}

export default NewPasswordPage;
