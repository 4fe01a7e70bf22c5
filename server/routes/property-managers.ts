import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertManagerRoom } from '../services/planLimits';
import { assertPrincipalMayCreate } from '../auth/subscriptionGate';
import {
  MANAGER_MESSAGES as MM,
  managerCreateSchema,
  managerListQuerySchema,
  managerUpdateSchema,
} from '../../domain/managerSchemas';
import { principalOf } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { owningLandlord, scopeOf, type Scope } from '../auth/scope';
import { users } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { isUniqueViolation } from '../db/pgErrors';
import { HttpError } from '../http/errors';
import { idParams } from '../http/idParams';
import { listAnswer, pageOffset } from '../http/listAnswer';
import { inviteUser } from '../services/invitations';
import { emailTaken } from '../services/tenants';
import { assertEmailUsable } from '../services/takenEmails';
import {
  assertOwnProperties,
  DB_STATUS,
  managerColumns,
  roleId,
  setProperties,
  SORTABLE,
  statusAfter,
  toRecord,
} from '../services/managers';
import type { AppContext } from '../context';
import { propertyManagersAnswers } from '../answers/property-managers';

/**
 * Property managers (issue 5 item 2): a landlord invites, edits and deactivates the managers who
 * act for it. Every query is scoped by the caller's landlord, so another landlord's manager is a
 * 404, never a 403 that would confirm it exists. Users are never deleted: history points at them.
 */
export const propertyManagersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The manager's row in the caller's scope, or 404. */
    async function findManager(scope: Scope, id: string) {
      const [row] = await ctx.db
        .select({ ...managerColumns, landlordId: users.landlordId })
        .from(users)
        .where(
          and(
            eq(users.id, id),
            eq(users.roleId, await roleId(ctx.db, 'manager')),
            scope.landlordId ? eq(users.landlordId, scope.landlordId) : undefined,
          ),
        );
      if (!row) throw new HttpError(404, MM.notFound);
      return row;
    }

    /** Mails the manager a fresh invitation link, from the signed-in caller. */
    async function invite(
      request: FastifyRequest,
      manager: { id: string; email: string; firstName: string },
    ) {
      const { userId } = principalOf(request);
      const [inviter] = await ctx.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      await inviteUser(ctx, manager, {
        invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'Your landlord',
        role: 'a property manager',
        inviterId: userId,
        // From configuration, never from the request's Host header (which the caller chooses).
        baseUrl: ctx.config.publicUrl,
      });
    }

    app.get(
      '/api/property-managers/list',
      {
        config: { permission: 'View Manager' },
        schema: { querystring: managerListQuerySchema, response: propertyManagersAnswers.list },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { page, pageSize, q, sort, order, status } = request.query;
        const filters: (SQL | undefined)[] = [
          eq(users.roleId, await roleId(ctx.db, 'manager')),
          scope.landlordId ? eq(users.landlordId, scope.landlordId) : undefined,
          status ? eq(users.status, DB_STATUS[status]) : undefined,
        ];
        if (q) {
          const like = containsPattern(q);
          filters.push(
            or(
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
              ilike(users.email, like),
              ilike(users.phone, like),
            ),
          );
        }
        const where = and(...filters);
        const column = SORTABLE[sort ?? 'createdAt'];
        const [rows, [{ total } = { total: 0 }]] = await Promise.all([
          ctx.db
            .select(managerColumns)
            .from(users)
            .where(where)
            .orderBy(order === 'desc' || !sort ? desc(column) : asc(column), asc(users.id))
            .limit(pageSize)
            .offset(pageOffset({ page, pageSize })),
          ctx.db.select({ total: count() }).from(users).where(where),
        ]);
        return listAnswer(rows.map(toRecord), total, { page, pageSize });
      },
    );

    app.get(
      '/api/property-managers/get/:id',
      {
        config: { permission: 'View Manager' },
        schema: { params: idParams, response: propertyManagersAnswers.get },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { landlordId: _landlord, ...row } = await findManager(scope, request.params.id);
        return { success: true, message: 'OK', data: toRecord(row) };
      },
    );

    app.post(
      '/api/property-managers/create',
      {
        config: { permission: 'Create Manager', creates: true },
        schema: { body: managerCreateSchema, response: propertyManagersAnswers.create },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { firstName, lastName, email, phone, propertyIds = [] } = request.body;
        const landlordId = await owningLandlord(ctx.db, scope, request.body.landlordId);
        if (scope.isPlatformAdmin) {
          const [landlord] = await ctx.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, landlordId), eq(users.roleId, await roleId(ctx.db, 'landlord'))));
          if (!landlord) throw new HttpError(422, MM.landlordRequired);
        }
        await assertOwnProperties(ctx.db, landlordId, propertyIds);
        // Any account's address is refused alike, and the refusals are limited per user (issue 30).
        await assertEmailUsable(ctx, reply, userId, () => emailTaken(ctx.db, email));
        // A real hash of a secret nobody knows: no password works until the invitation is taken.
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        const managerRole = await roleId(ctx.db, 'manager');
        let id: string;
        try {
          // Counted and added under the landlord's lock: concurrent invitations cannot pass the plan.
          id = await ctx.db.transaction(async (tx) => {
            await assertManagerRoom(tx, landlordId);
            const [created] = await tx
              .insert(users)
              .values({
                firstName,
                lastName,
                email,
                phone,
                passwordHash,
                roleId: managerRole,
                landlordId,
                status: 'pending',
              })
              .returning({ id: users.id });
            return created!.id;
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, MM.emailTaken);
          throw err;
        }
        await setProperties(ctx.db, id, propertyIds);
        const { landlordId: _landlord, ...row } = await findManager(scope, id);
        await invite(request, row);
        return { success: true, message: MM.invited(email), data: toRecord(row) };
      },
    );

    app.post(
      '/api/property-managers/update/:id',
      {
        config: { permission: 'Update Manager', creates: 'when-adding' },
        schema: { params: idParams, body: managerUpdateSchema, response: propertyManagersAnswers.update },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const current = await findManager(scope, request.params.id);
        const { propertyIds, status, ...fields } = request.body;
        if (propertyIds) await assertOwnProperties(ctx.db, current.landlordId!, propertyIds);
        const nextStatus = status && statusAfter(current.status, current.lastLoginAt, status);
        // A disabled manager brought back counts again: creating, within the plan's managers.
        const returning = current.status === 'disabled' && !!nextStatus && nextStatus !== 'disabled';
        if (returning) await assertPrincipalMayCreate(ctx.db, request.principal, ctx.now());
        await ctx.db.transaction(async (tx) => {
          if (returning) await assertManagerRoom(tx, current.landlordId!);
          await tx
            .update(users)
            .set({ ...fields, ...(nextStatus ? { status: nextStatus } : {}), updatedAt: new Date(ctx.now()) })
            .where(eq(users.id, current.id));
        });
        if (propertyIds) await setProperties(ctx.db, current.id, propertyIds);
        if (nextStatus === 'disabled' && current.status !== 'disabled') {
          await ctx.sessions.revokeAllForUser(current.id, 'manager deactivated');
        }
        const { landlordId: _landlord, ...row } = await findManager(scope, current.id);
        const message =
          status === 'disabled' ? MM.deactivated : status === 'active' ? MM.activated : MM.updated;
        return { success: true, message, data: toRecord(row) };
      },
    );

    app.post(
      '/api/property-managers/delete/:id',
      {
        config: { permission: 'Delete Manager' },
        schema: { params: idParams, response: propertyManagersAnswers.delete },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const current = await findManager(scope, request.params.id);
        await ctx.db
          .update(users)
          .set({ status: 'disabled', updatedAt: new Date(ctx.now()) })
          .where(eq(users.id, current.id));
        await ctx.sessions.revokeAllForUser(current.id, 'manager deactivated');
        return { success: true, message: MM.deactivated };
      },
    );

    app.post(
      '/api/property-managers/resend-invitation/:id',
      {
        config: { permission: 'Update Manager' },
        schema: { params: idParams, response: propertyManagersAnswers.resendInvitation },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { landlordId: _landlord, ...row } = await findManager(scope, request.params.id);
        if (row.status === 'active') throw new HttpError(409, MM.alreadyAccepted);
        if (row.status === 'disabled') throw new HttpError(409, MM.disabledNoInvite);
        await invite(request, row);
        return { success: true, message: MM.invitationResent(row.email) };
      },
    );
  };
