/*
 * Texts that reach the auth pages in English from elsewhere: the domain's validation messages
 * (domain/auth.ts, accountMessages.ts, invitationSchemas.ts) and the server's answers. The pages show
 * them as they come in English; in Arabic, authMessage() finds each by its English wording here
 * (`%{name}` matches anything) and shows messageTexts.ar.ts's. Loaded only with the Arabic texts.
 */
const messageTextsEn = {
  'message.email_required': 'Please enter your email or phone.',
  'message.password_required': 'Please enter your password.',
  'message.invalid_credentials': 'Invalid email or password.',
  'message.pending_approval': 'Your account is awaiting admin approval. You can sign in once it is approved.',
  'message.rejected': 'Your account registration was not approved. Please contact support.',
  'message.disabled': 'Your account has been disabled. Please contact your landlord or support.',
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
  'message.invitation_invalid': 'This invitation link is no longer valid. Ask for a new one.',
  'message.invitation_accepted': 'Your password is set. Sign in with your email and new password.',
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
  'message.too_many_resets': 'Too many password reset attempts. Please try again in %{wait}.',
  'message.something_went_wrong': 'Something went wrong',
};

export type MessageTextsKey = keyof typeof messageTextsEn;
export type MessageTexts = Record<MessageTextsKey, string>;

export default messageTextsEn satisfies MessageTexts;
