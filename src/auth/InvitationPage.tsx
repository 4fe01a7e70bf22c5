import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAborted } from '../api/httpClient';
import { PASSWORD_MIN_LENGTH } from '../../domain/accountMessages';
import { newPasswordFormSchema } from '../../domain/accountSchemas';
import { INVITATION_MESSAGES } from '../../domain/invitationSchemas';
import { failureText, statusOf } from './accountRequests';
import { AuthLayout } from './AuthLayout';
import { LOGIN_PATH } from '../../domain/panelPaths';
import { useAuthToast } from './AuthToast';
import { acceptInvitation, checkInvitation } from './invitationRequests';
import { PasswordField } from './PasswordField';
import { firstMessages, useBlurValidation, type CheckResult } from './useBlurValidation';
import { authMessage, authRichText, t, useAuthMessage } from './i18n/authText';
import './i18n/accountTexts';
import { AuthLink } from './AuthLink';

type Field = 'password' | 'confirmPassword';
const EMPTY: Record<Field, string> = { password: '', confirmPassword: '' };

type Invitee = { firstName: string; email: string };
type LinkState = { kind: 'checking' } | { kind: 'invalid'; message: string } | ({ kind: 'valid' } & Invitee);

function checkPasswords(values: Record<Field, string>): CheckResult<Field, { password: string }> {
  const result = newPasswordFormSchema.safeParse(values);
  return result.success
    ? { data: { password: result.data.password }, errors: {} }
    : { errors: firstMessages<Field>(result.error) };
}

/**
 * /admin-panel/auth/invitation#token=…: the page an invited manager or tenant opens from its
 * mail (the token is in the fragment, which never reaches a server; older `?token=` links work too). It says who is invited (the link is checked, not spent), takes a strong password with
 * its confirmation, and sends the user to sign in.
 */
export function InvitationPage() {
  // Not useSearchParams: react-router is in the entry chunk, and that hook would grow it for every
  // visitor of the login page.
  const location = useLocation();
  const token =
    new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(location.search).get('token') ??
    '';
  if (!token) return <InvalidLink message={INVITATION_MESSAGES.invalid} />;
  return <CheckedInvitation key={token} token={token} />;
}

function CheckedInvitation({ token }: { token: string }) {
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    checkInvitation(token).then(
      ({ data }) => {
        if (!live) return;
        setState(
          data.valid ? { kind: 'valid', ...data } : { kind: 'invalid', message: INVITATION_MESSAGES.invalid },
        );
      },
      (err: unknown) => {
        if (live && !isAborted(err)) setState({ kind: 'invalid', message: failureText(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (state.kind === 'checking') {
    return (
      <AuthLayout title={t('invitation.title')}>
        <Typography role="status" color="text.secondary">
          {t('invitation.checking')}
        </Typography>
      </AuthLayout>
    );
  }
  if (state.kind === 'invalid') return <InvalidLink message={state.message} />;
  return (
    <InvitationForm
      token={token}
      invitee={state}
      onExpired={(message) => setState({ kind: 'invalid', message })}
    />
  );
}

function InvalidLink({ message }: { message: string }) {
  const translated = useAuthMessage();
  return (
    <AuthLayout title={t('invitation.title')}>
      <Typography role="alert" sx={{ mb: 2 }}>
        {translated(message)}
      </Typography>
      <AuthLink to={LOGIN_PATH}>{t('invitation.go_to_sign_in')}</AuthLink>
    </AuthLayout>
  );
}

function InvitationForm(props: { token: string; invitee: Invitee; onExpired: (message: string) => void }) {
  const { token, invitee, onExpired } = props;
  const navigate = useNavigate();
  const toast = useAuthToast();
  const { values, errors, change, blur, validateAll } = useBlurValidation(EMPTY, checkPasswords);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = validateAll();
    if (!data || submitting) return;
    setSubmitting(true);
    try {
      const answer = await acceptInvitation(token, data.password);
      toast(authMessage(answer.message || INVITATION_MESSAGES.accepted), 'success');
      navigate(LOGIN_PATH, { replace: true });
    } catch (err) {
      if (isAborted(err)) return;
      setSubmitting(false);
      toast(authMessage(failureText(err)), 'error');
      // Used or expired meanwhile (another tab, the landlord resent it): the form cannot succeed.
      if (statusOf(err) === 400) onExpired(failureText(err));
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

  const welcome = authRichText('invitation.welcome', {
    name: <strong>{invitee.firstName}</strong>,
    email: <strong>{invitee.email}</strong>,
  });
  const passwordField = field('password');
  const confirmField = field('confirmPassword');
  return (
    <AuthLayout title={t('invitation.title')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body1">{welcome}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('invitation.rules', { n: PASSWORD_MIN_LENGTH })}
        </Typography>
        {/* The account's email for password managers, which save the new password under it. */}
        <input type="email" name="username" autoComplete="username" value={invitee.email} readOnly hidden />
        <PasswordField label={t('field.new_password')} autoFocus {...passwordField} />
        <PasswordField label={t('field.confirm_password')} {...confirmField} />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {t(submitting ? 'invitation.submitting' : 'invitation.submit')}
        </Button>
      </Box>
    </AuthLayout>
  );
}

export default InvitationPage;
