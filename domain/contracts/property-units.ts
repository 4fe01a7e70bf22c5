import { UNIT_READER } from '../accessRules';
import { idParams } from '../idParams';
import { unitListQuerySchema } from '../propertySchemas';
import { propertyUnitsAnswers } from './answers/property-units';
import { defineContract } from './contract';

/** The property-units API resource: its endpoints, each with its access rule and schemas. */
export const propertyUnitsContract = defineContract({
  name: 'property-units',
  path: '/api/property-units',
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/property-units/list',
      access: { permission: UNIT_READER },
      operationId: 'propertyUnitsList',
      summary: 'List property units',
      query: unitListQuerySchema,
      answers: propertyUnitsAnswers.list,
    },
    get: {
      method: 'GET',
      path: '/api/property-units/get/:id',
      access: { permission: 'View Property' },
      operationId: 'propertyUnitsGetById',
      summary: 'Get property unit by id',
      params: idParams,
      answers: propertyUnitsAnswers.get,
    },
  },
});
