import { z } from 'zod';
import { strongPasswordSchema } from './accountSchemas';
import { text } from './messages/text';

/** Texts of the invitation page and of /api/invitations. */
export const INVITATION_MESSAGES = {
  invalid: text('invitation.invalid'),
  accepted: text('invitation.accepted'),
  valid: text('invitation.valid'),
} as const;

// A token is 32 random bytes in base64url (server/services/invitations.ts): 43 characters.
const tokenSchema = z
  .string({ error: INVITATION_MESSAGES.invalid })
  .trim()
  .min(1, INVITATION_MESSAGES.invalid)
  .max(200, INVITATION_MESSAGES.invalid);

/** POST /api/invitations/accept. */
export const acceptInvitationSchema = z.object({ token: tokenSchema, password: strongPasswordSchema });

/** POST /api/invitations/check { token }: in the body, so the token never stands in a logged URL. */
export const checkInvitationSchema = z.object({ token: tokenSchema });

/** What the check answers in `data`: who is invited, while the link is still good. */
export type InvitationCheck = { valid: true; firstName: string; email: string } | { valid: false };
