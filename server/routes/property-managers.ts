import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { assertPrincipalMayCreate } from '../auth/subscriptionGate';
import { MANAGER_MESSAGES as MM } from '../../domain/managerSchemas';
import { principalOf } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { owningLandlord, scopeOf, type Scope } from '../auth/scope';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { inviteUser } from '../services/invitations';
import { emailTaken } from '../services/tenants';
import { assertEmailUsable } from '../services/takenEmails';
import { assertOwnProperties, roleId, setProperties, statusAfter, toRecord } from '../services/managers';
import {
  insertManager,
  isLandlordAccount,
  listManagers,
  managerInScope,
  personName,
  updateManager,
} from '../services/managerQueries';
import { propertyManagersContract } from '../../domain/contracts/property-managers';
import { contractRoutes } from '../http/contractRoutes';

/**
 * Property managers (issue 5 item 2): a landlord invites, edits and deactivates the managers who
 * act for it. Every query is scoped by the caller's landlord, so another landlord's manager is a
 * 404, never a 403 that would confirm it exists. Users are never deleted: history points at them.
 */
export const propertyManagersRoutes = contractRoutes(propertyManagersContract, async (ctx) => {
  /** The manager's row in the caller's scope, or 404. */
  async function findManager(scope: Scope, id: string) {
    const row = await managerInScope(ctx.db, scope, id);
    if (!row) throw new HttpError(404, MM.notFound);
    return row;
  }

  /** Mails the manager a fresh invitation link, from the signed-in caller. */
  async function invite(request: FastifyRequest, manager: { id: string; email: string; firstName: string }) {
    const { userId } = principalOf(request);
    const inviter = await personName(ctx.db, userId);
    await inviteUser(ctx, manager, {
      invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'Your landlord',
      role: 'a property manager',
      inviterId: userId,
      // From configuration, never from the request's Host header (which the caller chooses).
      baseUrl: ctx.config.publicUrl,
    });
  }

  return {
    list: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { page, pageSize } = request.query;
      const { rows, total } = await listManagers(ctx.db, scope, request.query);
      return listAnswer(rows.map(toRecord), total, { page, pageSize });
    },
    get: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { landlordId: _landlord, ...row } = await findManager(scope, request.params.id);
      return { success: true, message: 'OK', data: toRecord(row) };
    },
    create: async (request, reply) => {
      const { userId } = principalOf(request);
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { firstName, lastName, email, phone, propertyIds = [] } = request.body;
      const landlordId = await owningLandlord(ctx.db, scope, request.body.landlordId);
      if (scope.isPlatformAdmin) {
        if (!(await isLandlordAccount(ctx.db, landlordId))) throw new HttpError(422, MM.landlordRequired);
      }
      await assertOwnProperties(ctx.db, landlordId, propertyIds);
      // Any account's address is refused alike, and the refusals are limited per user (issue 30).
      await assertEmailUsable(ctx, reply, userId, () => emailTaken(ctx.db, email));
      // A real hash of a secret nobody knows: no password works until the invitation is taken.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const managerRole = await roleId(ctx.db, 'manager');
      const id = await insertManager(ctx.db, {
        firstName,
        lastName,
        email,
        phone,
        passwordHash,
        roleId: managerRole,
        landlordId,
      });
      if (id === null) throw new HttpError(409, MM.emailTaken);
      await setProperties(ctx.db, { id, landlordId }, propertyIds);
      const { landlordId: _landlord, ...row } = await findManager(scope, id);
      await invite(request, row);
      return { success: true, message: MM.invited(email), data: toRecord(row) };
    },
    update: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const current = await findManager(scope, request.params.id);
      const { propertyIds, status, ...fields } = request.body;
      if (propertyIds) await assertOwnProperties(ctx.db, current.landlordId!, propertyIds);
      const nextStatus = status && statusAfter(current.status, current.lastLoginAt, status);
      // A disabled manager brought back counts again: creating, within the plan's managers.
      const returning = current.status === 'disabled' && !!nextStatus && nextStatus !== 'disabled';
      if (returning) await assertPrincipalMayCreate(ctx.db, request.principal, ctx.now());
      await updateManager(
        ctx.db,
        current.id,
        { ...fields, ...(nextStatus ? { status: nextStatus } : {}), updatedAt: new Date(ctx.now()) },
        returning ? current.landlordId! : null,
      );
      if (propertyIds) await setProperties(ctx.db, current, propertyIds);
      if (nextStatus === 'disabled' && current.status !== 'disabled') {
        await ctx.sessions.revokeAllForUser(current.id, 'manager deactivated');
      }
      const { landlordId: _landlord, ...row } = await findManager(scope, current.id);
      const message =
        status === 'disabled' ? MM.deactivated : status === 'active' ? MM.activated : MM.updated;
      return { success: true, message, data: toRecord(row) };
    },
    delete: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const current = await findManager(scope, request.params.id);
      await updateManager(ctx.db, current.id, { status: 'disabled', updatedAt: new Date(ctx.now()) }, null);
      await ctx.sessions.revokeAllForUser(current.id, 'manager deactivated');
      return { success: true, message: MM.deactivated };
    },
    resendInvitation: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { landlordId: _landlord, ...row } = await findManager(scope, request.params.id);
      if (row.status === 'active') throw new HttpError(409, MM.alreadyAccepted);
      if (row.status === 'disabled') throw new HttpError(409, MM.disabledNoInvite);
      await invite(request, row);
      return { success: true, message: MM.invitationResent(row.email) };
    },
  };
});
