import { idParams } from '../idParams';
import {
  PLAN_REQUEST_READER,
  planOptionsAnswerSchema,
  planRequestCreateSchema,
  planRequestListAnswerSchema,
  planRequestListQuerySchema,
  planRequestOneAnswerSchema,
} from '../planFlexibility';
import { defineContract } from './contract';
import { planFlexibilityPermissions } from './plan-flexibility.permissions';

/** A landlord and its managers read (View Plan Flexibility); a tenant never. */
export const READERS = { permission: PLAN_REQUEST_READER };

/** Asking is the landlord's own: its subscription is what changes. */
export const ASKER = { roles: ['landlord' as const], permission: PLAN_REQUEST_READER };

/** The plan-flexibility API resource: its endpoints, each with its access rule and schemas. */
export const planFlexibilityContract = defineContract({
  name: 'plan-flexibility',
  path: '/api/plan-flexibility',
  permissions: [planFlexibilityPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/plan-flexibility/list',
      access: READERS,
      operationId: 'planFlexibilityList',
      summary: 'List plan flexibility',
      query: planRequestListQuerySchema,
      answers: { 200: planRequestListAnswerSchema },
    },
    get: {
      method: 'GET',
      path: '/api/plan-flexibility/get/:id',
      access: READERS,
      operationId: 'planFlexibilityGetById',
      summary: 'Get plan flexibility by id',
      params: idParams,
      answers: { 200: planRequestOneAnswerSchema },
    },
    options: {
      method: 'GET',
      path: '/api/plan-flexibility/options',
      access: READERS,
      operationId: 'planFlexibilityOptions',
      summary: 'Get plan flexibility options',
      answers: { 200: planOptionsAnswerSchema },
    },
    create: {
      method: 'POST',
      path: '/api/plan-flexibility/create',
      access: { ...ASKER, creates: true },
      operationId: 'planFlexibilityCreate',
      summary: 'Create plan flexibility',
      body: planRequestCreateSchema,
      answers: { 200: planRequestOneAnswerSchema },
    },
  },
});
