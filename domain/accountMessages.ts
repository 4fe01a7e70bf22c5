/** Spec sections 5 and 8: the exact texts of sign-up, recovery and new password. */
export const ACCOUNT_MESSAGES = {
  firstName: 'Please enter a valid first name.',
  lastName: 'Please enter a valid last name.',
  email: 'Please enter a valid email address.',
  phone: 'Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.',
  gender: 'Please select your gender.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordsDiffer: 'Passwords do not match.',
  strongPassword:
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
  otpDigit: 'Enter 4 digits (0–9)',
  otpCode: 'Please enter the 4-digit code.',
  otpInvalid: 'Invalid code, please try again.',
  signupFailed: 'Something went wrong.',
  signupSuccess: 'Your account has been created. Please wait for admin approval before signing in.',
  /** Not the spec's: a new password without the reset token of a recent code check (issue 30). */
  resetExpired: 'This code has expired or has already been used. Please request a new code.',
} as const;

/** Spec section 9. */
export const OTP_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const SIGNUP_REDIRECT_DELAY_MS = 2000;

/** A simple address pattern, as the spec asks: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Upper case, lower case, digit and a character that is none of those. */
export const isStrongPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH &&
  /[A-Z]/.test(password) &&
  /[a-z]/.test(password) &&
  /\d/.test(password) &&
  /[^A-Za-z0-9]/.test(password);
