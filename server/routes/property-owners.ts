import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { propertyOwnersContract } from '../../domain/contracts/property-owners';
import { OWNER_MESSAGES as M } from '../../domain/ownerSchemas';
import { text } from '../../domain/messages/text';
import { principalOf } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { owningLandlord, scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import { inviteUser } from '../services/invitations';
import { personName } from '../services/managerQueries';
import {
  assertEmailMayChange,
  disableOwner,
  enableOwner,
  ownerAccount,
  updateOwner,
} from '../services/ownerAccounts';
import { createPayout, deletePayout, listPayouts } from '../services/ownerPayouts';
import {
  findOwner,
  insertOwner,
  listOwners,
  listPropertyShares,
  setPropertyShares,
} from '../services/owners';
import { assertEmailUsable } from '../services/takenEmails';
import { emailTaken } from '../services/tenants';

/**
 * API resource `property-owners` (issue 36 item 3): the landlord's owners (OWNER users invited by
 * mail like a manager), corrected, disabled and enabled back (services/ownerAccounts.ts), their
 * shares per property with the management fee rule, and the payouts made to them. Every call is
 * scoped from the token (services/owners.ts).
 */
export const propertyOwnersRoutes = contractRoutes(propertyOwnersContract, async (ctx) => {
  const scoped = (request: FastifyRequest) => scopeOf(ctx.db, principalOf(request));

  /** Mails the owner an invitation to set its password, from the signed-in caller. */
  async function invite(inviterId: string, owner: { id: string; email: string; firstName: string }) {
    const inviter = await personName(ctx.db, inviterId);
    await inviteUser(ctx, owner, {
      invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : text('mail.labels.yourLandlord'),
      role: text('mail.labels.owner'),
      inviterId,
      // From configuration, never from the request's Host header (which the caller chooses).
      baseUrl: ctx.config.publicUrl,
    });
  }

  return {
    list: async (request) => {
      const { items, total } = await listOwners(ctx.db, await scoped(request), request.query);
      return { ...listAnswer(items, total, request.query), message: M.listed };
    },
    get: async (request) => ({
      success: true,
      message: M.found,
      data: await findOwner(ctx.db, await scoped(request), request.params.id),
    }),
    create: async (request, reply) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const { first_name, last_name, email, landlord_id } = request.body;
      const landlordId = await owningLandlord(ctx.db, scope, landlord_id);
      // Any account's address is refused alike, and the refusals are limited per user (issue 30).
      await assertEmailUsable(ctx, reply, principal.userId, () => emailTaken(ctx.db, email));
      // A real hash of a secret nobody knows: no password works until the invitation is taken.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await insertOwner(ctx.db, {
        firstName: first_name,
        lastName: last_name,
        email,
        passwordHash,
        landlordId,
      });
      if (id === null) throw new HttpError(409, M.emailTaken);
      const owner = await findOwner(ctx.db, scope, id);
      await invite(principal.userId, { id, email, firstName: first_name });
      return { success: true, message: M.created(email), data: owner };
    },
    update: async (request, reply) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const current = await ownerAccount(ctx.db, scope, request.params.id);
      const { email } = request.body;
      const emailChanged = email !== undefined && email !== current.email.toLowerCase();
      if (emailChanged) {
        assertEmailMayChange(current);
        // The same check, message and limit as create's (issue 30).
        await assertEmailUsable(ctx, reply, principal.userId, () => emailTaken(ctx.db, email, current.id));
      }
      await updateOwner(ctx.db, current, request.body, new Date(ctx.now()));
      if (emailChanged) {
        // The invitation goes to the corrected address; the previous one is told where it went.
        await ctx.mail.send({
          to: current.email,
          template: 'email-changed',
          data: { firstName: current.firstName, newEmail: email },
        });
        await invite(principal.userId, {
          id: current.id,
          email,
          firstName: request.body.first_name ?? current.firstName,
        });
      }
      return {
        success: true,
        message: emailChanged ? M.updatedReinvited(email) : M.updated,
        data: await findOwner(ctx.db, scope, current.id),
      };
    },
    disable: async (request) => {
      const scope = await scoped(request);
      const current = await ownerAccount(ctx.db, scope, request.params.id);
      await disableOwner(ctx.db, current, new Date(ctx.now()));
      // Its sign-in ends now: every session (and so every token it holds) is revoked.
      await ctx.sessions.revokeAllForUser(current.id, 'owner disabled');
      return { success: true, message: M.disabled, data: await findOwner(ctx.db, scope, current.id) };
    },
    enable: async (request) => {
      const scope = await scoped(request);
      const current = await ownerAccount(ctx.db, scope, request.params.id);
      await enableOwner(ctx.db, current, new Date(ctx.now()));
      return { success: true, message: M.enabled, data: await findOwner(ctx.db, scope, current.id) };
    },
    shares: async (request) => ({
      success: true,
      message: M.sharesListed,
      data: await listPropertyShares(ctx.db, await scoped(request)),
    }),
    setShares: async (request) => ({
      success: true,
      message: M.sharesSaved,
      data: await setPropertyShares(ctx.db, await scoped(request), request.params.id, request.body),
    }),
    payouts: async (request) => {
      const { items, total } = await listPayouts(ctx.db, await scoped(request), request.query);
      return { ...listAnswer(items, total, request.query), message: M.payoutsListed };
    },
    payoutCreate: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      return {
        success: true,
        message: M.payoutCreated,
        data: await createPayout(ctx.db, scope, request.body, principal.userId),
      };
    },
    payoutDelete: async (request) => {
      await deletePayout(ctx.db, await scoped(request), request.params.id);
      return { success: true, message: M.payoutDeleted };
    },
  };
});
