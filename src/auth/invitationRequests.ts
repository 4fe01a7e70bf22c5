import { apiClient } from '../api/httpClient';
import type { InvitationCheck } from '../../domain/invitationSchemas';

const PUBLIC = { auth: false } as const;

/**
 * POST /api/invitations/check: who the link invites, while it is still good (it is not spent).
 * The token goes in the body: a URL's query is written to access logs.
 */
export const checkInvitation = (token: string) =>
  apiClient.post<{ success: true; message: string; data: InvitationCheck }>(
    '/invitations/check',
    { token },
    PUBLIC,
  );

/** POST /api/invitations/accept: sets the password and activates the account; the link is spent. */
export const acceptInvitation = (token: string, password: string) =>
  apiClient.post<{ success: true; message: string }>('/invitations/accept', { token, password }, PUBLIC);
