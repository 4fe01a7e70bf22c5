import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isAborted } from '../api/httpClient';
import { ACCOUNT_MESSAGES as M, OTP_LENGTH } from '../../domain/accountMessages';
import { otpSchema } from '../../domain/accountSchemas';
import { failureText, refusalText, sendRecoveryCode, statusOf, verifyRecoveryCode } from './accountRequests';
import { loadNewPasswordPage } from './authPageLoaders';
import { AuthLayout } from './AuthLayout';
import { FORGOT_PASSWORD_PATH, NEW_PASSWORD_PATH } from '../../domain/panelPaths';
import { useAuthToast } from './AuthToast';
import { OtpInput } from './OtpInput';
import { emailFromState, type RecoveryState } from './recoveryState';
import { authRichText, t, useAuthMessage } from './i18n/authText';
import './i18n/accountTexts';
import { AuthLink, AuthLinkButton } from './AuthLink';

/** A new code may be asked for this long after the last one was sent. */
export const RESEND_DELAY_MS = 60_000;

const emptyCode = () => Array<string>(OTP_LENGTH).fill('');
const isDigit = (c: string | undefined) => !!c && /^\d$/.test(c);

/** Whole seconds until `ms` after the last restart; from the wall clock, so a throttled tab stays right. */
function useCountdown(ms: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + ms);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = deadline - now;
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [deadline, now]);
  const restart = () => {
    const startedAt = Date.now();
    setNow(startedAt);
    setDeadline(startedAt + ms);
  };
  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Spec sections 2 and 5: the code from the recovery mail; the email comes in navigation state. */
export function OtpPage() {
  const email = emailFromState(useLocation().state);
  if (!email) return <Navigate to={FORGOT_PASSWORD_PATH} replace />;
  return <OtpForm email={email} />;
}

function OtpForm({ email }: { email: string }) {
  const authMessage = useAuthMessage();
  const navigate = useNavigate();
  const toast = useAuthToast();
  const messageId = useId();
  const [digits, setDigits] = useState(emptyCode);
  const [invalid, setInvalid] = useState(() => emptyCode().map(() => false));
  const [codeError, setCodeError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_DELAY_MS);

  useEffect(() => {
    void loadNewPasswordPage(); // the next step, fetched while the visitor reads the mail
  }, []);

  const onDigits = (next: string[]) => {
    setInvalid((bad) => bad.map((wasBad, i) => wasBad && next[i] === digits[i]));
    if (next.every(isDigit)) setCodeError(undefined);
    setDigits(next);
  };
  const onReject = (index: number) => setInvalid((bad) => bad.map((wasBad, i) => wasBad || i === index));

  const codeRef = useRef<HTMLDivElement>(null);
  // After the render that re-enables the boxes (they are disabled while the code is checked).
  const focusBox = (index: number) =>
    requestAnimationFrame(() => codeRef.current?.querySelectorAll('input')[index]?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const code = digits.join('');
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success || !digits.every(isDigit)) {
      // Each box is required ('Enter 4 digits (0–9)') and the code must be whole.
      setInvalid(digits.map((d) => !isDigit(d)));
      setCodeError(parsed.error?.issues[0]?.message ?? M.otpCode);
      focusBox(digits.findIndex((d) => !isDigit(d)));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await verifyRecoveryCode(email, parsed.data);
      const state: RecoveryState = { email, resetToken: answer.data.resetToken };
      navigate(NEW_PASSWORD_PATH, { replace: true, state });
    } catch (err) {
      if (isAborted(err)) return;
      const status = statusOf(err);
      // 429 says when to try again; a refused code is the spec's message; a failure of ours is ours.
      const text =
        status === 429
          ? (refusalText(err) ?? failureText(err))
          : status === 0 || status >= 500
            ? failureText(err)
            : M.otpInvalid;
      toast(authMessage(text), 'error');
      if (text === M.otpInvalid) {
        setDigits(emptyCode());
        focusBox(0);
      }
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    try {
      const answer = await sendRecoveryCode(email);
      toast(answer.message ? authMessage(answer.message) : t('otp.resent'), 'success');
      countdown.restart();
      setDigits(emptyCode());
      setInvalid(emptyCode().map(() => false));
      setCodeError(undefined);
      focusBox(0);
    } catch (err) {
      if (!isAborted(err)) toast(authMessage(failureText(err)), 'error');
    } finally {
      setResending(false);
    }
  };

  const boxMessage = invalid.some(Boolean) ? M.otpDigit : undefined;
  const intro = authRichText('otp.intro', { n: OTP_LENGTH, email: <strong>{email}</strong> });

  return (
    <AuthLayout title={t('otp.title')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        <Box ref={codeRef}>
          <OtpInput
            digits={digits}
            onChange={onDigits}
            onReject={onReject}
            invalid={invalid}
            disabled={submitting}
            autoFocus
            describedBy={boxMessage || codeError ? messageId : undefined}
          />
          <Box id={messageId} aria-live="polite" sx={{ textAlign: 'center', minHeight: 20, mt: 1 }}>
            {boxMessage ? (
              <FormHelperText error sx={{ textAlign: 'center', m: 0 }}>
                {authMessage(boxMessage)}
              </FormHelperText>
            ) : null}
            {codeError ? (
              <FormHelperText error sx={{ textAlign: 'center', m: 0 }}>
                {authMessage(codeError)}
              </FormHelperText>
            ) : null}
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {t(submitting ? 'otp.submitting' : 'otp.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {countdown.secondsLeft > 0 ? (
            t('otp.wait', { time: clock(countdown.secondsLeft) })
          ) : (
            <>
              {t('otp.no_code')}{' '}
              <AuthLinkButton type="button" onClick={onResend} disabled={resending}>
                {t('otp.resend')}
              </AuthLinkButton>
            </>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          <AuthLink to={FORGOT_PASSWORD_PATH}>{t('otp.other_email')}</AuthLink>
        </Typography>
      </Box>
    </AuthLayout>
  );
}

export default OtpPage;
