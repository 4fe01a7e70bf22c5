import { session } from '../api/session';

/** A stored session the panel can try; an expired access token is fine, the client refreshes it. */
export const hasStoredSession = (): boolean => !!session.getRefreshToken() && !!session.getStoredUser();
