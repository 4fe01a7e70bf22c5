import { idParams } from '../idParams';
import { tenantListQuerySchema } from '../tenantSchemas';
import { tenantsAnswers } from './answers/tenants';
import { defineContract } from './contract';
import { userPermissions } from './tenants.permissions';

/** The tenants API resource: its endpoints, each with its access rule and schemas. */
export const tenantsContract = defineContract({
  name: 'tenants',
  path: '/api/tenants',
  permissions: [userPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/tenants/list',
      access: { permission: 'View User' },
      operationId: 'tenantsList',
      summary: 'List tenants',
      query: tenantListQuerySchema,
      answers: tenantsAnswers.list,
    },
    get: {
      method: 'GET',
      path: '/api/tenants/get/:id',
      access: { permission: 'View User' },
      operationId: 'tenantsGetById',
      summary: 'Get tenant by id',
      params: idParams,
      answers: tenantsAnswers.get,
    },
    create: {
      method: 'POST',
      path: '/api/tenants/create',
      access: { permission: 'Create User', creates: true },
      operationId: 'tenantsCreate',
      summary: 'Create tenant',
      answers: tenantsAnswers.create,
    },
    update: {
      method: 'POST',
      path: '/api/tenants/update/:id',
      access: { permission: 'Update User' },
      operationId: 'tenantsUpdateById',
      summary: 'Update tenant by id',
      params: idParams,
      answers: tenantsAnswers.update,
    },
    delete: {
      method: 'POST',
      path: '/api/tenants/delete/:id',
      access: { permission: 'Delete User' },
      operationId: 'tenantsDeleteById',
      summary: 'Delete tenant by id',
      params: idParams,
      answers: tenantsAnswers.delete,
    },
  },
});
