/*
 * The texts of sign-up, password recovery and the invitation page, in English: the spec's texts,
 * character for character. In the account pages' chunk (src/auth/AccountPages.tsx), not the login route's.
 */
const accountTextsEn = {
  'register.title': 'Create your account',
  'register.description':
    'Create a landlord account on Rentals and keep buildings, tenants, contracts, invoices and collections in one place.',
  'register.first_name': 'First name',
  'register.last_name': 'Last name',
  'register.phone': 'Phone',
  'register.gender': 'Gender',
  'register.gender_male': 'Male',
  'register.gender_female': 'Female',
  'register.gender_other': 'Other',
  'register.submit': 'Create account',
  'register.submitting': 'Creating account…',
  'register.have_account': 'Already have an account?',
  'register.sign_in': 'Sign in',
  'forgot.title': 'Reset your password',
  'forgot.description': 'Get a code by email and set a new password for your Rentals account.',
  'forgot.intro':
    'Enter the email of your account and we will send you a %{n}-digit code to set a new password.',
  'forgot.submit': 'Send code',
  'forgot.submitting': 'Sending code…',
  'forgot.remembered': 'Remembered it?',
  'forgot.back': 'Back to sign in',
  'otp.title': 'Enter the code',
  'otp.intro': 'Type or paste the %{n}-digit code sent to %{email}.',
  'otp.code': 'Verification code',
  'otp.digit': 'Digit %{n}',
  'otp.submit': 'Verify',
  'otp.submitting': 'Verifying…',
  'otp.wait': 'You can ask for a new code in %{time}.',
  'otp.no_code': "Didn't get the code?",
  'otp.resend': 'Resend',
  'otp.other_email': 'Use another email',
  'otp.resent': 'We sent a new code to your email.',
  'new_password.title': 'Set a new password',
  'new_password.intro':
    'For %{email}: at least %{n} characters, with upper and lower case letters, a number and a special character.',
  'new_password.submit': 'Save password',
  'new_password.submitting': 'Saving…',
  'new_password.saved': 'Your password has been changed. Sign in with your new password.',
  'invitation.title': 'Accept invitation',
  'invitation.description': 'Choose the password of the Rentals account a landlord invited you to.',
  'invitation.checking': 'Checking your invitation…',
  'invitation.go_to_sign_in': 'Go to sign in',
  'invitation.welcome': 'Welcome, %{name}. Choose a password for %{email}.',
  'invitation.rules':
    'At least %{n} characters, with upper and lower case letters, a number and a special character.',
  'invitation.submit': 'Set password',
  'invitation.submitting': 'Saving…',
} as const;

export type AccountTextsKey = keyof typeof accountTextsEn;
export type AccountTexts = Record<AccountTextsKey, string>;

export default accountTextsEn satisfies AccountTexts;
