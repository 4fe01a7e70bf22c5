import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isAborted } from '../api/httpClient';
import { PASSWORD_MIN_LENGTH } from '../../domain/accountMessages';
import { newPasswordFormSchema } from '../../domain/accountSchemas';
import { INVITATION_MESSAGES } from '../../domain/invitationSchemas';
import { failureText, statusOf } from './accountRequests';
import { AuthLayout } from './AuthLayout';
import { LOGIN_PATH } from './authPaths';
import { useAuthToast } from './AuthToast';
import { acceptInvitation, checkInvitation } from './invitationRequests';
import { PasswordField } from './PasswordField';
import { firstMessages, useBlurValidation, type CheckResult } from './useBlurValidation';

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
      <AuthLayout title="Accept invitation">
        <Typography role="status" color="text.secondary">
          Checking your invitation…
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
  return (
    <AuthLayout title="Accept invitation">
      <Typography role="alert" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Link component={RouterLink} to={LOGIN_PATH}>
        Go to sign in
      </Link>
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
      toast(answer.message || INVITATION_MESSAGES.accepted, 'success');
      navigate(LOGIN_PATH, { replace: true });
    } catch (err) {
      if (isAborted(err)) return;
      setSubmitting(false);
      toast(failureText(err), 'error');
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

  return (
    <AuthLayout title="Accept invitation">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body1">
          Welcome, <strong>{invitee.firstName}</strong>. Choose a password for{' '}
          <strong>{invitee.email}</strong>.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          At least {PASSWORD_MIN_LENGTH} characters, with upper and lower case letters, a number and a special
          character.
        </Typography>
        {/* The account's email for password managers, which save the new password under it. */}
        <input type="email" name="username" autoComplete="username" value={invitee.email} readOnly hidden />
        <PasswordField label="New password" autoFocus {...field('password')} />
        <PasswordField label="Confirm password" {...field('confirmPassword')} />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? 'Saving…' : 'Set password'}
        </Button>
      </Box>
    </AuthLayout>
  );
}

export default InvitationPage;
