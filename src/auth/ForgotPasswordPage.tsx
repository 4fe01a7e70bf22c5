import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isAborted } from '../api/httpClient';
import { OTP_LENGTH } from '../../domain/accountMessages';
import { forgotPasswordSchema } from '../../domain/accountSchemas';
import { failureText, sendRecoveryCode } from './accountRequests';
import { loadOtpPage } from './authPageLoaders';
import { AuthLayout } from './AuthLayout';
import { AuthTextField } from './AuthTextField';
import { useFormTakeover } from './formTakeover';
import { LOGIN_PATH, OTP_PATH } from '../../domain/panelPaths';
import { useAuthToast } from './AuthToast';
import { firstMessages, useBlurValidation, type CheckResult } from './useBlurValidation';
import { authMessage, t } from './i18n/authText';
import './i18n/accountTexts';
import { AuthLink } from './AuthLink';

type Field = 'email';
const EMPTY: Record<Field, string> = { email: '' };

function checkEmail(values: Record<Field, string>): CheckResult<Field, { email: string }> {
  const result = forgotPasswordSchema.safeParse(values);
  return result.success ? { data: result.data, errors: {} } : { errors: firstMessages<Field>(result.error) };
}

/** Spec section 2: enter the email; on success the OTP page, which gets the email in navigation state. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const toast = useAuthToast();
  const { values, errors, change, blur, validateAll } = useBlurValidation(EMPTY, checkEmail);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFormTakeover(
    formRef,
    (name, value) => {
      if (name === 'email') change('email', value);
    },
    (name) => name === 'email' && blur('email'),
  );

  useEffect(() => {
    void loadOtpPage(); // the next step, fetched while the visitor types
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = validateAll();
    if (!data || submitting) return;
    setSubmitting(true);
    try {
      const answer = await sendRecoveryCode(data.email);
      if (answer.message) toast(authMessage(answer.message), 'success');
      navigate(OTP_PATH, { state: { email: data.email } });
    } catch (err) {
      if (!isAborted(err)) toast(authMessage(failureText(err)), 'error');
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('forgot.title')}>
      <Box
        component="form"
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('forgot.intro', { n: OTP_LENGTH })}
        </Typography>
        <AuthTextField
          label={t('field.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          onBlur={() => blur('email')}
          errorText={errors.email}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {t(submitting ? 'forgot.submitting' : 'forgot.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('forgot.remembered')} <AuthLink to={LOGIN_PATH}>{t('forgot.back')}</AuthLink>
        </Typography>
      </Box>
    </AuthLayout>
  );
}

export default ForgotPasswordPage;
