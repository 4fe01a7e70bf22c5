import { idParams } from '../idParams';
import { propertyListQuerySchema } from '../propertySchemas';
import { propertiesAnswers } from './answers/properties';
import { defineContract } from './contract';
import { propertyPermissions } from './properties.permissions';

/** The properties API resource: its endpoints, each with its access rule and schemas. */
export const propertiesContract = defineContract({
  name: 'properties',
  path: '/api/properties',
  permissions: [propertyPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/properties/list',
      access: { permission: 'View Property' },
      operationId: 'propertiesList',
      summary: 'List properties',
      query: propertyListQuerySchema,
      answers: propertiesAnswers.list,
    },
    get: {
      method: 'GET',
      path: '/api/properties/get/:id',
      access: { permission: 'View Property' },
      operationId: 'propertiesGetById',
      summary: 'Get property by id',
      params: idParams,
      answers: propertiesAnswers.get,
    },
    create: {
      method: 'POST',
      path: '/api/properties/create',
      access: { permission: 'Create Property', creates: true },
      operationId: 'propertiesCreate',
      summary: 'Create property',
      answers: propertiesAnswers.create,
    },
    update: {
      method: 'POST',
      path: '/api/properties/update/:id',
      access: { permission: 'Update Property', creates: 'when-adding' },
      operationId: 'propertiesUpdateById',
      summary: 'Update property by id',
      params: idParams,
      answers: propertiesAnswers.update,
    },
    delete: {
      method: 'POST',
      path: '/api/properties/delete/:id',
      access: { permission: 'Delete Property' },
      operationId: 'propertiesDeleteById',
      summary: 'Delete property by id',
      params: idParams,
      answers: propertiesAnswers.delete,
    },
  },
});
