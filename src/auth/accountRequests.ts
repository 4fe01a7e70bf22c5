import { isApiError } from '../api/ApiError';
import { errorText } from '../api/errorText';
import { apiClient } from '../api/httpClient';
import type { SignupInput } from '../../domain/accountSchemas';

/** What the sign-up and recovery routes answer on success. */
export interface AccountAnswer {
  success: true;
  message?: string;
}

const PUBLIC = { auth: false } as const;

/** POST /api/landlord-users/create: a landlord account that waits for admin approval. */
export const signup = (payload: SignupInput) =>
  apiClient.post<AccountAnswer>('/landlord-users/create', payload, PUBLIC);

/** POST /api/landlord-users/email/verification: mails a recovery code (also the OTP page's Resend). */
export const sendRecoveryCode = (email: string) =>
  apiClient.post<AccountAnswer>('/landlord-users/email/verification', { email }, PUBLIC);

/** POST /api/landlord-users/email/otp/verified: answers the single-use token new/password needs. */
export const verifyRecoveryCode = (email: string, otp: string) =>
  apiClient.post<AccountAnswer & { data: { resetToken: string } }>(
    '/landlord-users/email/otp/verified',
    { email, otp },
    PUBLIC,
  );

/** POST /api/landlord-users/new/password, with the token the code check answered. */
export const saveNewPassword = (email: string, password: string, resetToken: string) =>
  apiClient.post<AccountAnswer>('/landlord-users/new/password', { email, password, resetToken }, PUBLIC);

/**
 * The server's message when the call was refused with a 4xx: those messages are written for
 * people (a refused role, a rate limit, a field's rule). Undefined for a 5xx, a network failure
 * or an unexpected answer, whose text would not help the visitor.
 */
export function refusalText(err: unknown): string | undefined {
  return isApiError(err) && err.status >= 400 && err.status < 500 && err.message.trim()
    ? err.message
    : undefined;
}

/**
 * The toast text for a failed recovery call (spec section 8): the answer's message or detail
 * (the ApiError carries it), else the generic 'Something went wrong'.
 */
export const failureText = (err: unknown): string => (isApiError(err) ? err.message : errorText(undefined));

/** The status of a failed call (0 when the server could not be reached or the error is not an ApiError). */
export const statusOf = (err: unknown): number => (isApiError(err) ? err.status : 0);

/** Field messages of a 422 answer, keyed by the last segment of each `loc` (['body', 'email'] → email). */
export function fieldMessagesOf(err: unknown): Record<string, string> {
  const detail = isApiError(err) ? (err.body as { detail?: unknown } | null)?.detail : undefined;
  const messages: Record<string, string> = {};
  if (!Array.isArray(detail)) return messages;
  for (const entry of detail as { loc?: unknown; msg?: unknown }[]) {
    const loc = Array.isArray(entry?.loc) ? entry.loc : [];
    const field = loc[loc.length - 1];
    if (typeof field === 'string' && typeof entry.msg === 'string' && !(field in messages)) {
      messages[field] = entry.msg;
    }
  }
  return messages;
}
