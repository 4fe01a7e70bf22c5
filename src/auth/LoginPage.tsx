import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAborted } from '../api/httpClient';
import { errorText } from '../api/errorText';
import { LOGIN_MESSAGES, normaliseLoginEmail } from '../../domain/auth';
import { AuthCheckbox } from './AuthCheckbox';
import { AuthLayout } from './AuthLayout';
import { AuthNotice } from './AuthNotice';
import { AuthTextField } from './AuthTextField';
import { useFormTakeover } from './formTakeover';
import { continuationFrom, SUBSCRIPTION_PATH } from './continueAfterLogin';
import { adoptUserLocale } from './i18n/adoptUserLocale';
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../../domain/panelPaths';
import { useAuthToast } from './AuthToast';
import { login } from './loginRequest';
import { authMessage, t } from './i18n/authText';
import { AuthLink } from './AuthLink';
import { PasswordToggle } from './PasswordToggle';

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!normaliseLoginEmail(email)) errors.email = LOGIN_MESSAGES.emailRequired;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

/** Spec sections 2 and 5: email, password with show/hide, Remember me, reset and sign-up links. */
export function LoginPage() {
  const navigate = useNavigate();
  // Signing in on the way to a payment link: the link's page comes next, not the dashboard.
  const next = continuationFrom(useLocation().search);
  const toast = useAuthToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFormTakeover(formRef, (name, value) => {
    if (name === 'email') setEmail(value);
    else if (name === 'password') setPassword(value);
    else if (name === 'remember') setRemember(value === 'on');
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      const user = await login({ email, password, remember });
      const target = next ?? DASHBOARD_PATH;
      // The user's own language (issue 22): the panel starts in it, with a full page load.
      if (adoptUserLocale(user)) window.location.assign(target);
      else navigate(target, { replace: true });
    } catch (err) {
      if (!isAborted(err)) toast(authMessage(err instanceof Error ? err.message : errorText(err)), 'error');
      setSubmitting(false);
    }
  };

  // method="post": the page is on screen before this script runs (pre-rendered), and a submit in
  // that moment must not put the password in the address (server/http/prerenderedPages.ts).
  return (
    <AuthLayout title={t('login.title')}>
      <Box
        component="form"
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2 }}
      >
        {next ? (
          <AuthNotice testId="sign-in-to-pay">
            {t(next.startsWith(SUBSCRIPTION_PATH) ? 'continue.subscribe' : 'continue.pay')}
          </AuthNotice>
        ) : null}
        <AuthTextField
          label={t('field.email')}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          errorText={errors.email}
        />
        <AuthTextField
          label={t('field.password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          errorText={errors.password}
          endAdornment={
            <PasswordToggle
              visible={showPassword}
              label={t(showPassword ? 'field.hide_password' : 'field.show_password')}
              onToggle={() => setShowPassword((v) => !v)}
            />
          }
        />
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <AuthCheckbox
            label={t('login.remember_me')}
            name="remember"
            checked={remember}
            onChange={setRemember}
          />
          <AuthLink to={FORGOT_PASSWORD_PATH} sx={(theme) => theme.typography.body2}>
            {t('login.reset_password')}
          </AuthLink>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {t(submitting ? 'login.submitting' : 'login.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('login.new_to_rentals')} <AuthLink to={REGISTER_PATH}>{t('login.new_account')}</AuthLink>
        </Typography>
      </Box>
    </AuthLayout>
  );
}
