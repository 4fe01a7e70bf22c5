import { serialIdParams as idParams } from '../idParams';
import { roleInputSchema, roleListQuerySchema } from '../roleSchemas';
import { rolesAnswers } from './answers/roles';
import { defineContract } from './contract';
import { rolePermissions } from './roles.permissions';

/** The roles API resource: its endpoints, each with its access rule and schemas. */
export const rolesContract = defineContract({
  name: 'roles',
  path: '/api/super/roles',
  permissions: [rolePermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/super/roles/list',
      access: { permission: 'View Role' },
      operationId: 'superRolesList',
      summary: 'List roles (super admin)',
      query: roleListQuerySchema,
      answers: rolesAnswers.rolesList,
    },
    get: {
      method: 'GET',
      path: '/api/super/roles/get/:id',
      access: { permission: 'View Role' },
      operationId: 'superRolesGetById',
      summary: 'Get role by id (super admin)',
      params: idParams,
      answers: rolesAnswers.rolesGet,
    },
    create: {
      method: 'POST',
      path: '/api/super/roles/create',
      access: { permission: 'Create Role' },
      operationId: 'superRolesCreate',
      summary: 'Create role (super admin)',
      body: roleInputSchema,
      answers: rolesAnswers.rolesCreate,
    },
    update: {
      method: 'POST',
      path: '/api/super/roles/update/:id',
      access: { permission: 'Update Role' },
      operationId: 'superRolesUpdateById',
      summary: 'Update role by id (super admin)',
      params: idParams,
      body: roleInputSchema,
      answers: rolesAnswers.rolesUpdate,
    },
    delete: {
      method: 'POST',
      path: '/api/super/roles/delete/:id',
      access: { permission: 'Delete Role' },
      operationId: 'superRolesDeleteById',
      summary: 'Delete role by id (super admin)',
      params: idParams,
      answers: rolesAnswers.rolesDelete,
    },
  },
});
