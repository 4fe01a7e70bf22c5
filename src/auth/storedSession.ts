import { session } from '../api/session';

/**
 * A stored session the panel can try; an expired access token is fine, the client refreshes it.
 * Pre-rendering at build time (no window) renders for a visitor who is not signed in.
 */
export const hasStoredSession = (): boolean =>
  typeof window !== 'undefined' && !!session.getRefreshToken() && !!session.getStoredUser();
