import { apiClient } from '../api/httpClient';
import type { InvitationCheck } from '../../domain/invitationSchemas';

const PUBLIC = { auth: false } as const;

/** GET /api/invitations/check: who the link invites, while it is still good (it is not spent). */
export const checkInvitation = (token: string) =>
  apiClient.get<{ success: true; message: string; data: InvitationCheck }>('/invitations/check', {
    query: { token },
    ...PUBLIC,
  });

/** POST /api/invitations/accept: sets the password and activates the account; the link is spent. */
export const acceptInvitation = (token: string, password: string) =>
  apiClient.post<{ success: true; message: string }>('/invitations/accept', { token, password }, PUBLIC);
