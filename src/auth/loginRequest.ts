import { apiClient } from '../api/httpClient';
import { session } from '../api/session';
import { refreshSystemConfig } from '../api/systemConfig';
import { normaliseLoginEmail } from '../../domain/auth';
import type { LoggedInUser, LoginResponseData } from '../../domain/user';
import { mergeShopTenant } from './appState';

export interface LoginCredentials {
  email: string;
  password: string;
  remember?: boolean;
}

interface LoginAnswer {
  success: true;
  message: string;
  data: LoginResponseData;
}

/**
 * Signs in and stores the result: the user (with its tokens) goes to the auth state and
 * tenantConfig to the app state (spec section 3). Used by the login page and the authProvider.
 */
export async function login({ email, password, remember }: LoginCredentials): Promise<LoggedInUser> {
  const answer = await apiClient.post<LoginAnswer>(
    '/users/login',
    { email: normaliseLoginEmail(email), password, remember: remember ?? false },
    { auth: false },
  );
  const { tenantConfig, ...user } = answer.data;
  session.saveLogin(user);
  mergeShopTenant({ ...tenantConfig });
  // The login page shows this landlord's logo from now on (best effort, not awaited).
  void refreshSystemConfig(user.landlordId);
  return user;
}

/** Ends the session on the server (best effort) and forgets it locally either way. */
export async function logout(): Promise<void> {
  if (session.getAccessToken()) {
    await apiClient.post('/users/logout', {}).catch(() => undefined);
  }
  session.clearLogin();
}
