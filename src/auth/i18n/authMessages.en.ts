/*
 * The sign-in pages' texts in English (issue 22 item 2): the spec's texts, character for
 * character. Their own catalogue, apart from the panel's (src/i18n/panelCatalogues.ts), so the
 * login route never loads react-admin's i18n. Flat keys; `%{name}` is filled in by authText.ts.
 * The `message.*` entries are texts that reach the pages as English from elsewhere (the domain's
 * zod rules, the server's answers): authMessage() finds them by their English text.
 */
const authMessagesEn = {
  'layout.product_line': 'Smart property management and rentals.',
  'layout.vendor_logo': 'Vendor logo',
  'layout.notifications': 'Notifications',
  'layout.dismiss': 'Dismiss',

  'field.email': 'Email',
  'field.password': 'Password',
  'field.show_password': 'Show password',
  'field.hide_password': 'Hide password',
  'field.show': 'Show %{label}',
  'field.hide': 'Hide %{label}',
  'field.new_password': 'New password',
  'field.confirm_password': 'Confirm password',

  'login.title': 'Sign in',
  'login.description':
    'Sign in to Rentals: smart property management and rentals for landlords, property managers and tenants in Kuwait.',
  'login.remember_me': 'Remember me',
  'login.reset_password': 'Reset Password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.new_to_rentals': 'New to Rentals?',
  'login.new_account': 'New Account',

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

  'continue.pay':
    'Sign in with your tenant account to pay the invoice you were sent; you will continue to it once signed in.',
  'continue.subscribe':
    'Sign in with your landlord account to subscribe; you will continue to your plan once signed in. New here? Create an account first.',

  // domain/auth.ts LOGIN_MESSAGES and AUTH_MESSAGES (the login answer's refusals).
  'message.email_required': 'Please enter your email or phone.',
  'message.password_required': 'Please enter your password.',
  'message.invalid_credentials': 'Invalid email or password.',
  'message.pending_approval': 'Your account is awaiting admin approval. You can sign in once it is approved.',
  'message.rejected': 'Your account registration was not approved. Please contact support.',
  'message.disabled': 'Your account has been disabled. Please contact your landlord or support.',
  // domain/accountMessages.ts ACCOUNT_MESSAGES.
  'message.first_name': 'Please enter a valid first name.',
  'message.last_name': 'Please enter a valid last name.',
  'message.email': 'Please enter a valid email address.',
  'message.phone': 'Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.',
  'message.gender': 'Please select your gender.',
  'message.password_min': 'Password must be at least 8 characters.',
  'message.passwords_differ': 'Passwords do not match.',
  'message.strong_password':
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
  'message.otp_digit': 'Enter 4 digits (0–9)',
  'message.otp_code': 'Please enter the 4-digit code.',
  'message.otp_invalid': 'Invalid code, please try again.',
  'message.signup_failed': 'Something went wrong.',
  'message.signup_success':
    'Your account has been created. Please wait for admin approval before signing in.',
  // domain/invitationSchemas.ts INVITATION_MESSAGES.
  'message.invitation_invalid': 'This invitation link is no longer valid. Ask for a new one.',
  'message.invitation_accepted': 'Your password is set. Sign in with your email and new password.',
  // The server's answers (server/routes/landlord-users.ts, password-recovery.ts, abuseLimits.ts).
  'message.email_taken': 'An account with this email already exists. Sign in or reset your password.',
  'message.role_refused': 'Only landlords can sign up here.',
  'message.code_sent':
    'If an account exists for this email, we have sent it a 4-digit code. The code is valid for %{minutes} minutes.',
  'message.code_verified': 'Code verified. Please choose a new password.',
  'message.password_changed': 'Your password has been changed. Please sign in with your new password.',
  'message.reset_expired': 'This code has expired or has already been used. Please request a new code.',
  'message.too_many_logins': 'Too many failed sign-in attempts. Please try again in %{wait}.',
  'message.too_many_codes': 'Too many code requests. Please try again in %{wait}.',
  'message.too_many_checks': 'Too many wrong codes. Please try again in %{wait}.',
  'message.too_many_signups': 'Too many sign-up attempts from your network. Please try again in %{wait}.',
  // src/api/errorText.ts's fallback (a failure with nothing to say).
  'message.something_went_wrong': 'Something went wrong',
} as const;

export type AuthKey = keyof typeof authMessagesEn;
export type AuthCatalogue = Record<AuthKey, string>;

export default authMessagesEn satisfies AuthCatalogue;
