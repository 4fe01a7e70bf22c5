import { INVITATION_MESSAGES as IM, type InvitationCheck } from '../../domain/invitationSchemas';
import { hashPassword } from '../auth/passwords';
import { HttpError } from '../http/errors';
import { activateInvitedUser, openInvitation, takeInvitation } from '../services/invitations';
import { invitationsContract } from '../../domain/contracts/invitations';
import { contractRoutes } from '../http/contractRoutes';

/**
 * The invitation link's page (managers and tenants): check the link, then set a password with it.
 * Public: the token is the proof. An invitation is good only while unused, unexpired and its user
 * is still waiting ('pending'): a user deactivated meanwhile cannot let itself in with an old link.
 */
export const invitationsRoutes = contractRoutes(invitationsContract, async (ctx) => {
  return {
    check: async (request) => {
      const row = await openInvitation(ctx, request.body.token);
      const data: InvitationCheck = row
        ? { valid: true, firstName: row.firstName, email: row.email }
        : { valid: false };
      return { success: true, message: row ? IM.valid : IM.invalid, data };
    },
    accept: async (request) => {
      const { token, password } = request.body;
      // Looked up first so that a link of a user no longer waiting is refused without being
      // spent; takeInvitation then makes sure that of two racing submits only one gets through.
      const open = await openInvitation(ctx, token);
      if (!open) throw new HttpError(400, IM.invalid);
      const passwordHash = await hashPassword(password);
      const userId = await takeInvitation(ctx, token);
      if (!userId) throw new HttpError(400, IM.invalid);
      if (!(await activateInvitedUser(ctx, userId, passwordHash))) throw new HttpError(400, IM.invalid);
      return { success: true, message: IM.accepted };
    },
  };
});
