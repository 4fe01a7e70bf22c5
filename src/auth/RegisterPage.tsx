import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isAborted } from '../api/httpClient';
import { landlordRoleId } from '../api/systemConfig';
import { ACCOUNT_MESSAGES as M, SIGNUP_REDIRECT_DELAY_MS } from '../../domain/accountMessages';
import { signupFormSchema, type SignupInput } from '../../domain/accountSchemas';
import { isKuwaitiPhone, normalisePhone } from '../../domain/phone';
import { fieldMessagesOf, refusalText, signup } from './accountRequests';
import { AuthLayout } from './AuthLayout';
import { AuthSelectField } from './AuthSelectField';
import { AuthTextField } from './AuthTextField';
import { useFormTakeover } from './formTakeover';
import { LOGIN_PATH } from '../../domain/panelPaths';
import { useAuthToast, useDismissAuthToast } from './AuthToast';
import { PasswordField } from './PasswordField';
import { firstMessages, useBlurValidation, type CheckResult } from './useBlurValidation';
import { t, useAuthMessage } from './i18n/authText';
import './i18n/accountTexts';
import { AuthLink } from './AuthLink';

type Field = 'fname' | 'lname' | 'email' | 'phone' | 'gender' | 'password' | 'confirmPassword';
type Signup = Omit<SignupInput, 'roleId'>;

const EMPTY: Record<Field, string> = {
  fname: '',
  lname: '',
  email: '',
  phone: '',
  gender: '',
  password: '',
  confirmPassword: '',
};

const GENDER_OPTIONS = [
  { value: 'male', key: 'register.gender_male' },
  { value: 'female', key: 'register.gender_female' },
  { value: 'other', key: 'register.gender_other' },
] as const;

/** The sign-up rules of spec section 5, from the schema the route also uses. */
export function checkSignup(values: Record<Field, string>): CheckResult<Field, Signup> {
  const result = signupFormSchema.safeParse(values);
  const errors = firstMessages<Field>(result.error);
  // zod skips the form's "confirm equals password" refinement while another field is still
  // empty or unselected (the gender); check it here too so its message shows on blur.
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = M.passwordsDiffer;
  }
  if (!result.success) return { errors };
  const { confirmPassword: _confirm, roleId: _roleId, ...data } = result.data;
  return { data, errors };
}

const scrollIntoView = (el: HTMLElement | null) => el?.scrollIntoView?.({ block: 'nearest' });

/** The phone as the spec normalises it, written back to the field only when it is then valid. */
const tidyPhone = (typed: string) => (isKuwaitiPhone(normalisePhone(typed)) ? normalisePhone(typed) : typed);

/** Spec sections 2, 4 and 5: landlord self sign-up; the account then waits for admin approval. */
export function RegisterPage() {
  const authMessage = useAuthMessage();
  const navigate = useNavigate();
  const toast = useAuthToast();
  const dismissToast = useDismissAuthToast();
  const form = useBlurValidation(EMPTY, checkSignup);
  const { values, errors, change, blur } = form;
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFormTakeover(
    formRef,
    (name, value) => {
      if (name in EMPTY) change(name as Field, value);
    },
    // A field left before the script took over is checked now, as if left again.
    (name) => {
      if (name === 'phone') blur('phone', tidyPhone);
      else if (name in EMPTY) blur(name as Field);
    },
  );

  // Spec section 4: after the green message, login in 2 s with the form reset.
  const { reset } = form;
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => {
      reset();
      setCreated(false);
      navigate(LOGIN_PATH, { replace: true });
    }, SIGNUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, navigate, reset]);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || created) return;
    const data = form.validateAll();
    if (!data) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      const roleId = landlordRoleId();
      await signup({ ...data, ...(roleId !== undefined ? { roleId } : {}) });
      dismissToast();
      setCreated(true);
    } catch (err) {
      if (isAborted(err)) return;
      // 4xx answers speak to the visitor (403 a refused role, 422 a field's rule, 429 slow down);
      // anything else is the spec's 'Something went wrong.'. A taken email is no refusal: the
      // server answers it as a new sign-up and mails the address's owner (issue 30 item 9).
      toast(authMessage(refusalText(err) ?? M.signupFailed), 'error');
      const fieldMessages: Partial<Record<Field, string>> = fieldMessagesOf(err);
      form.setServerErrors(fieldMessages);
      focusFirstError();
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: Field) => ({
    name: field,
    value: values[field],
    errorText: errors[field],
    disabled: created,
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    onBlur: () => blur(field),
  });

  const fields = {
    fname: text('fname'),
    lname: text('lname'),
    email: text('email'),
    phone: text('phone'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  };

  return (
    <AuthLayout title={t('register.title')}>
      <Box
        component="form"
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <AuthTextField
            label={t('register.first_name')}
            autoComplete="given-name"
            autoFocus
            {...fields.fname}
          />
          <AuthTextField label={t('register.last_name')} autoComplete="family-name" {...fields.lname} />
        </Box>
        <AuthTextField label={t('field.email')} type="email" autoComplete="email" {...fields.email} />
        <AuthTextField
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          inputProps={{ inputMode: 'tel' }}
          {...fields.phone}
          onBlur={() => blur('phone', tidyPhone)}
        />
        <AuthSelectField
          label={t('register.gender')}
          name="gender"
          options={GENDER_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
          value={values.gender}
          onChange={(value) => change('gender', value)}
          onBlur={() => blur('gender')}
          errorText={errors.gender}
          disabled={created}
        />
        <PasswordField label={t('field.password')} autoComplete="new-password" {...fields.password} />
        <PasswordField
          label={t('field.confirm_password')}
          autoComplete="new-password"
          {...fields.confirmPassword}
        />
        {/* Beside the button just pressed: on a phone the top of the form is scrolled away. */}
        {created ? (
          <Alert ref={scrollIntoView} severity="success" variant="filled" role="status">
            {authMessage(M.signupSuccess)}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={submitting || created} fullWidth>
          {t(submitting ? 'register.submitting' : 'register.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('register.have_account')} <AuthLink to={LOGIN_PATH}>{t('register.sign_in')}</AuthLink>
        </Typography>
      </Box>
    </AuthLayout>
  );
}

export default RegisterPage;
