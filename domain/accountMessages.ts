// Read by namespace, not through text(): the login route and the site's contact script load this
// file and take only these namespaces of the catalogue.
import { account } from './messages/en/accounts';
/** Spec sections 5 and 8: the exact texts of sign-up, recovery and new password. */
export const ACCOUNT_MESSAGES = {
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
  phone: account.phone,
  gender: account.gender,
  passwordMin: account.passwordMin,
  passwordsDiffer: account.passwordsDiffer,
  strongPassword: account.strongPassword,
  otpDigit: account.otpDigit,
  otpCode: account.otpCode,
  otpInvalid: account.otpInvalid,
  signupFailed: account.signupFailed,
  signupSuccess: account.signupSuccess,
  /** Not the spec's: a new password without the reset token of a recent code check (issue 30). */
  resetExpired: account.resetExpired,
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
