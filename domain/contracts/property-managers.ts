import { idParams } from '../idParams';
import { managerCreateSchema, managerListQuerySchema, managerUpdateSchema } from '../managerSchemas';
import { propertyManagersAnswers } from './answers/property-managers';
import { defineContract } from './contract';
import { managerPermissions } from './property-managers.permissions';

/** The property-managers API resource: its endpoints, each with its access rule and schemas. */
export const propertyManagersContract = defineContract({
  name: 'property-managers',
  path: '/api/property-managers',
  permissions: [managerPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/property-managers/list',
      access: { permission: 'View Manager' },
      operationId: 'propertyManagersList',
      summary: 'List property managers',
      query: managerListQuerySchema,
      answers: propertyManagersAnswers.list,
    },
    get: {
      method: 'GET',
      path: '/api/property-managers/get/:id',
      access: { permission: 'View Manager' },
      operationId: 'propertyManagersGetById',
      summary: 'Get property manager by id',
      params: idParams,
      answers: propertyManagersAnswers.get,
    },
    create: {
      method: 'POST',
      path: '/api/property-managers/create',
      access: { permission: 'Create Manager', creates: true },
      operationId: 'propertyManagersCreate',
      summary: 'Create property manager',
      body: managerCreateSchema,
      answers: propertyManagersAnswers.create,
    },
    update: {
      method: 'POST',
      path: '/api/property-managers/update/:id',
      access: { permission: 'Update Manager', creates: 'when-adding' },
      operationId: 'propertyManagersUpdateById',
      summary: 'Update property manager by id',
      params: idParams,
      body: managerUpdateSchema,
      answers: propertyManagersAnswers.update,
    },
    delete: {
      method: 'POST',
      path: '/api/property-managers/delete/:id',
      access: { permission: 'Delete Manager' },
      operationId: 'propertyManagersDeleteById',
      summary: 'Delete property manager by id',
      params: idParams,
      answers: propertyManagersAnswers.delete,
    },
    resendInvitation: {
      method: 'POST',
      path: '/api/property-managers/resend-invitation/:id',
      access: { permission: 'Update Manager' },
      operationId: 'propertyManagersResendInvitationById',
      summary: 'Resend the invitation of property manager by id',
      params: idParams,
      answers: propertyManagersAnswers.resendInvitation,
    },
  },
});
