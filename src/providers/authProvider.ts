import type { AuthProvider } from 'react-admin';
import { isApiError } from '../api/ApiError';
import { assetUrl } from '../api/assetUrl';
import { session } from '../api/session';
import { panelRegistry } from '../registry/panelRegistry';
import { mayAccess } from '../registry/registry';
import { displayName, type LoggedInUser } from '../../domain/user';
import { LOGIN_PATH } from '../../domain/panelPaths';
import { login, logout } from '../auth/loginRequest';
import { hasStoredSession } from '../auth/storedSession';
import type { AccessNow } from './accessNow';

const toLogin = { redirectTo: LOGIN_PATH, message: false as const };

/** react-admin's view of the session; the HTTP client does the token work underneath. */
export const authProvider: AuthProvider & AccessNow = {
  async login(params: { email: string; password: string; remember?: boolean }) {
    await login(params);
  },
  async logout() {
    await logout();
    // The full path: the panel's router has /admin-panel as its basename, the login page is outside it.
    return LOGIN_PATH;
  },
  async checkAuth() {
    if (!hasStoredSession()) throw toLogin;
  },
  async checkError(error: unknown) {
    // The HTTP client has already refreshed (4012) where it could; a 401 or 403 left over means
    // the session is gone (spec section 4: a 403 logs the user out).
    const status = isApiError(error) ? error.status : (error as { status?: number } | null)?.status;
    if (status === 401 || status === 403) throw toLogin;
  },
  async getIdentity() {
    const user = session.getStoredUser<LoggedInUser>();
    if (!user) throw toLogin;
    return {
      id: user.id,
      fullName: displayName(user),
      avatar: assetUrl(user.profilePic),
    };
  },
  async getPermissions() {
    return session.getStoredUser<LoggedInUser>()?.role.permissions ?? [];
  },
  // The resource modules' rules (src/registry), the same data the server's guard reads; the
  // stored role is kept fresh by the layout.
  async canAccess({ resource, action }: { resource: string; action: string }) {
    return mayAccess(panelRegistry, session.getStoredUser<LoggedInUser>(), resource, action);
  },
  // The same answer at once (src/providers/accessNow.ts).
  canAccessNow({ resource, action }) {
    return mayAccess(panelRegistry, session.getStoredUser<LoggedInUser>(), resource, action);
  },
};
