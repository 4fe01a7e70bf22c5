/*
 * Sign-in and sessions: the only messages the login route needs. An area of their own so that the
 * login route's chunk takes these two namespaces and not a whole area beside them (the panel's
 * catalogue spreads every area, so an area the login route imports is kept whole in its chunk).
 */

export const auth = {
  disabled: 'Your account has been disabled. Please contact your landlord or support.',
  forbidden: 'You do not have permission to do this.',
  invalidCredentials: 'Invalid email or password.',
  loggedIn: 'Signed in successfully.',
  loggedOut: 'Signed out successfully.',
  pendingApproval: 'Your account is awaiting admin approval. You can sign in once it is approved.',
  refreshed: 'Token refreshed.',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  refreshSuperseded: 'Your session was renewed a moment ago in another tab.',
  rejected: 'Your account registration was not approved. Please contact support.',
  tokenExpired: 'Your session has expired. Please sign in again.',
  tokenInvalid: 'You are not signed in. Please sign in.',
};

export const login = {
  emailRequired: 'Please enter your email or phone.',
  passwordRequired: 'Please enter your password.',
};
