import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  roleListQuerySchema,
  ROLE_MESSAGES,
  roleInputSchema,
  type RoleInput,
} from '../../domain/roleSchemas';
import { HttpError } from '../http/errors';
import { serialIdParams as idParams } from '../../domain/idParams';
import { listAnswer } from '../http/listAnswer';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  roleKeyOf,
  roleNameTaken,
  updateRole,
} from '../services/roleQueries';
import type { AppContext } from '../context';
import { rolesAnswers } from '../../domain/contracts/answers/roles';

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
  if (await roleNameTaken(ctx.db, name, exceptId)) throw new HttpError(409, ROLE_MESSAGES.nameTaken);
}

/** Role-permissions screens' API, in the super admin's scope. */
export const rolesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/super/roles/list',
      {
        config: { permission: 'View Role' },
        schema: { querystring: roleListQuerySchema, response: rolesAnswers.rolesList },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { items, total } = await listRoles(ctx.db, request.query);
        return listAnswer(items, total, { page, pageSize });
      },
    );

    app.get(
      '/api/super/roles/get/:id',
      { config: { permission: 'View Role' }, schema: { params: idParams, response: rolesAnswers.rolesGet } },
      async (request) => {
        const role = await findRole(ctx.db, request.params.id);
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
        const role = await insertRole(ctx.db, request.body);
        return { success: true, message: ROLE_MESSAGES.created, data: { ...role, userCount: 0 } };
      },
    );

    app.post(
      '/api/super/roles/update/:id',
      {
        config: { permission: 'Update Role' },
        schema: { params: idParams, body: roleInputSchema, response: rolesAnswers.rolesUpdate },
      },
      async (request) => {
        const existing = await roleKeyOf(ctx.db, request.params.id);
        if (!existing) throw new HttpError(404, ROLE_MESSAGES.notFound);
        assertNoLockOut(existing.key, request.body);
        await assertNameFree(ctx, request.body.name, request.params.id);
        await updateRole(ctx.db, request.params.id, request.body, new Date(ctx.now()));
        const role = await findRole(ctx.db, request.params.id);
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
        const role = await findRole(ctx.db, request.params.id);
        if (!role) throw new HttpError(404, ROLE_MESSAGES.notFound);
        if (role.key) throw new HttpError(409, ROLE_MESSAGES.builtIn);
        if (role.userCount > 0) throw new HttpError(409, ROLE_MESSAGES.inUse(role.userCount));
        await deleteRole(ctx.db, request.params.id);
        return { success: true, message: ROLE_MESSAGES.deleted };
      },
    );
  };
