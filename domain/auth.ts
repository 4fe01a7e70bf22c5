// Read by namespace, not through text(): the login route and the site's contact script load this
// file and take only these namespaces of the catalogue.
import { auth, login } from './messages/en/signIn';
/** Spec section 5, login: the exact messages. */
export const LOGIN_MESSAGES = {
  emailRequired: login.emailRequired,
  passwordRequired: login.passwordRequired,
} as const;

/** Spec section 5: all whitespace is stripped from the email before sending. */
export const normaliseLoginEmail = (email: string): string => email.replace(/\s+/g, '');

/**
 * Sent on the refresh call by a tab that got 409 (another refresh spent its token) and then found
 * no new tokens from another tab: the server ends the session, whoever refreshed first.
 */
export const REFRESH_ABANDON_HEADER = 'X-Refresh-Abandon';

export const AUTH_MESSAGES = {
  invalidCredentials: auth.invalidCredentials,
  pendingApproval: auth.pendingApproval,
  rejected: auth.rejected,
  disabled: auth.disabled,
  tokenExpired: auth.tokenExpired,
  tokenInvalid: auth.tokenInvalid,
  refreshInvalid: auth.refreshInvalid,
  refreshSuperseded: auth.refreshSuperseded,
  loggedIn: auth.loggedIn,
  loggedOut: auth.loggedOut,
  forbidden: auth.forbidden,
} as const;

/** The status code inside a 401 body that tells the client to refresh (spec section 4). */
export const TOKEN_EXPIRED_STATUS = 4012;
