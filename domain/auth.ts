/** Spec section 5, login: the exact messages. */
export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter your email or phone.',
  passwordRequired: 'Please enter your password.',
} as const;

/** Spec section 5: all whitespace is stripped from the email before sending. */
export const normaliseLoginEmail = (email: string): string => email.replace(/\s+/g, '');

/**
 * Sent on the refresh call by a tab that got 409 (another refresh spent its token) and then found
 * no new tokens from another tab: the server ends the session, whoever refreshed first.
 */
export const REFRESH_ABANDON_HEADER = 'X-Refresh-Abandon';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  pendingApproval: 'Your account is awaiting admin approval. You can sign in once it is approved.',
  rejected: 'Your account registration was not approved. Please contact support.',
  disabled: 'Your account has been disabled. Please contact your landlord or support.',
  tokenExpired: 'Your session has expired. Please sign in again.',
  tokenInvalid: 'You are not signed in. Please sign in.',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  refreshSuperseded: 'Your session was renewed a moment ago in another tab.',
  loggedIn: 'Signed in successfully.',
  loggedOut: 'Signed out successfully.',
  forbidden: 'You do not have permission to do this.',
} as const;

/** The status code inside a 401 body that tells the client to refresh (spec section 4). */
export const TOKEN_EXPIRED_STATUS = 4012;
