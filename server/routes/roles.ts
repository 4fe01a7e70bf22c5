import type { AppContext } from '../context';
import { ROLE_MESSAGES, type RoleInput } from '../../domain/roleSchemas';
import { HttpError } from '../http/errors';
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
import { rolesContract } from '../../domain/contracts/roles';
import { contractRoutes } from '../http/contractRoutes';

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
export const rolesRoutes = contractRoutes(rolesContract, async (ctx) => {
  return {
    list: async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listRoles(ctx.db, request.query);
      return listAnswer(items, total, { page, pageSize });
    },
    get: async (request) => {
      const role = await findRole(ctx.db, request.params.id);
      if (!role) throw new HttpError(404, ROLE_MESSAGES.notFound);
      return { success: true, message: 'OK', data: role };
    },
    create: async (request) => {
      await assertNameFree(ctx, request.body.name);
      const role = await insertRole(ctx.db, request.body);
      return { success: true, message: ROLE_MESSAGES.created, data: { ...role, userCount: 0 } };
    },
    update: async (request) => {
      const existing = await roleKeyOf(ctx.db, request.params.id);
      if (!existing) throw new HttpError(404, ROLE_MESSAGES.notFound);
      assertNoLockOut(existing.key, request.body);
      await assertNameFree(ctx, request.body.name, request.params.id);
      await updateRole(ctx.db, request.params.id, request.body, new Date(ctx.now()));
      const role = await findRole(ctx.db, request.params.id);
      return { success: true, message: ROLE_MESSAGES.updated, data: role! };
    },
    delete: async (request) => {
      const role = await findRole(ctx.db, request.params.id);
      if (!role) throw new HttpError(404, ROLE_MESSAGES.notFound);
      if (role.key) throw new HttpError(409, ROLE_MESSAGES.builtIn);
      if (role.userCount > 0) throw new HttpError(409, ROLE_MESSAGES.inUse(role.userCount));
      await deleteRole(ctx.db, request.params.id);
      return { success: true, message: ROLE_MESSAGES.deleted };
    },
  };
});
