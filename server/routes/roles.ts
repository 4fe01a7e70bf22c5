import { type AnyColumn, and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  roleListQuerySchema,
  ROLE_MESSAGES,
  type RoleSort,
  roleInputSchema,
  type RoleInput,
} from '../../domain/roleSchemas';
import { roles } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { HttpError } from '../http/errors';
import { serialIdParams as idParams } from '../http/idParams';
import { listAnswer, pageOffset } from '../http/listAnswer';
import type { AppContext } from '../context';
import { rolesAnswers } from '../answers/roles';

const SORTABLE: Record<RoleSort, AnyColumn> = { id: roles.id, name: roles.name, updatedAt: roles.updatedAt };
// Written out in SQL: Drizzle leaves the columns of a correlated subquery unqualified.
const usersOfRole = sql<number>`(select count(*)::int from users u where u.role_id = roles.id)`;

/** The super admin role always keeps the permissions that let someone manage roles. */
function assertNoLockOut(key: string | null, input: RoleInput): void {
  if (key !== 'super_admin') return;
  const keeps = (name: string) => input.permissions.some((p) => p.name === name);
  if (!keeps('View Role') || !keeps('Update Role')) {
    throw new HttpError(422, ROLE_MESSAGES.lockOut, [
      { loc: ['body', 'permissions'], msg: ROLE_MESSAGES.lockOut, type: 'lock_out' },
    ]);
  }
}

async function assertNameFree(ctx: AppContext, name: string, exceptId?: number): Promise<void> {
  const clash = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(eq(sql`lower(${roles.name})`, name.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined),
    );
  if (clash.length > 0) throw new HttpError(409, ROLE_MESSAGES.nameTaken);
}

/** Role-permissions screens' API, in the super admin's scope. */
export const rolesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const selectRole = {
      id: roles.id,
      key: roles.key,
      name: roles.name,
      permissions: roles.permissions,
      userCount: usersOfRole,
    };

    app.get(
      '/api/super/roles/list',
      {
        config: { permission: 'View Role' },
        schema: { querystring: roleListQuerySchema, response: rolesAnswers.rolesList },
      },
      async (request) => {
        const { page, pageSize, q, sort, order } = request.query;
        const where = q ? ilike(roles.name, containsPattern(q)) : undefined;
        const column = SORTABLE[sort ?? 'id'];
        const [items, [{ total } = { total: 0 }]] = await Promise.all([
          ctx.db
            .select(selectRole)
            .from(roles)
            .where(where)
            .orderBy(order === 'desc' ? desc(column) : asc(column))
            .limit(pageSize)
            .offset(pageOffset({ page, pageSize })),
          ctx.db.select({ total: count() }).from(roles).where(where),
        ]);
        return listAnswer(items, total, { page, pageSize });
      },
    );

    app.get(
      '/api/super/roles/get/:id',
      { config: { permission: 'View Role' }, schema: { params: idParams, response: rolesAnswers.rolesGet } },
      async (request) => {
        const [role] = await ctx.db.select(selectRole).from(roles).where(eq(roles.id, request.params.id));
        if (!role) throw new HttpError(404, ROLE_MESSAGES.notFound);
        return { success: true, message: 'OK', data: role };
      },
    );

    app.post(
      '/api/super/roles/create',
      {
        config: { permission: 'Create Role' },
        schema: { body: roleInputSchema, response: rolesAnswers.rolesCreate },
      },
      async (request) => {
        await assertNameFree(ctx, request.body.name);
        const [role] = await ctx.db.insert(roles).values(request.body).returning({
          id: roles.id,
          key: roles.key,
          name: roles.name,
          permissions: roles.permissions,
          createdAt: roles.createdAt,
          updatedAt: roles.updatedAt,
        });
        return { success: true, message: ROLE_MESSAGES.created, data: { ...role!, userCount: 0 } };
      },
    );

    app.post(
      '/api/super/roles/update/:id',
      {
        config: { permission: 'Update Role' },
        schema: { params: idParams, body: roleInputSchema, response: rolesAnswers.rolesUpdate },
      },
      async (request) => {
        const [existing] = await ctx.db
          .select({ key: roles.key })
          .from(roles)
          .where(eq(roles.id, request.params.id));
        if (!existing) throw new HttpError(404, ROLE_MESSAGES.notFound);
        assertNoLockOut(existing.key, request.body);
        await assertNameFree(ctx, request.body.name, request.params.id);
        await ctx.db
          .update(roles)
          .set({ ...request.body, updatedAt: new Date(ctx.now()) })
          .where(eq(roles.id, request.params.id));
        const [role] = await ctx.db.select(selectRole).from(roles).where(eq(roles.id, request.params.id));
        return { success: true, message: ROLE_MESSAGES.updated, data: role! };
      },
    );

    app.post(
      '/api/super/roles/delete/:id',
      {
        config: { permission: 'Delete Role' },
        schema: { params: idParams, response: rolesAnswers.rolesDelete },
      },
      async (request) => {
        const [role] = await ctx.db.select(selectRole).from(roles).where(eq(roles.id, request.params.id));
        if (!role) throw new HttpError(404, ROLE_MESSAGES.notFound);
        if (role.key) throw new HttpError(409, ROLE_MESSAGES.builtIn);
        if (role.userCount > 0) throw new HttpError(409, ROLE_MESSAGES.inUse(role.userCount));
        // The foreign key from users refuses the delete if a user took the role meanwhile.
        await ctx.db.delete(roles).where(eq(roles.id, request.params.id));
        return { success: true, message: ROLE_MESSAGES.deleted };
      },
    );
  };
