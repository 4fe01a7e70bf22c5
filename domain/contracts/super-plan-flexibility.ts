import { idParams } from '../idParams';
import {
  planAnswerSchema,
  planMoveSchema,
  planOptionsAnswerSchema,
  planRequestListAnswerSchema,
  planRequestOneAnswerSchema,
  superPlanRequestListQuerySchema,
} from '../planFlexibility';
import type { RoleKey } from '../roles';
import { defineContract } from './contract';

export const PLATFORM = { roles: ['super_admin'] as RoleKey[] };

/** The super-plan-flexibility API resource: its endpoints, each with its access rule and schemas. */
export const superPlanFlexibilityContract = defineContract({
  name: 'super-plan-flexibility',
  path: '/api/super/plan-flexibility',
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/super/plan-flexibility/list',
      access: PLATFORM,
      operationId: 'superPlanFlexibilityList',
      summary: 'List plan flexibility (super admin)',
      query: superPlanRequestListQuerySchema,
      answers: { 200: planRequestListAnswerSchema },
    },
    get: {
      method: 'GET',
      path: '/api/super/plan-flexibility/get/:id',
      access: PLATFORM,
      operationId: 'superPlanFlexibilityGetById',
      summary: 'Get plan flexibility by id (super admin)',
      params: idParams,
      answers: { 200: planRequestOneAnswerSchema },
    },
    options: {
      method: 'GET',
      path: '/api/super/plan-flexibility/options',
      access: PLATFORM,
      operationId: 'superPlanFlexibilityOptions',
      summary: 'Get plan flexibility options (super admin)',
      answers: { 200: planOptionsAnswerSchema },
    },
    answer: {
      method: 'POST',
      path: '/api/super/plan-flexibility/:id/answer',
      access: PLATFORM,
      operationId: 'superPlanFlexibilityAnswerById',
      summary: 'Answer plan flexibility by id (super admin)',
      params: idParams,
      body: planAnswerSchema,
      answers: { 200: planRequestOneAnswerSchema },
    },
    move: {
      method: 'POST',
      path: '/api/super/plan-flexibility/:id/move',
      access: PLATFORM,
      operationId: 'superPlanFlexibilityMoveById',
      summary: 'Move plan flexibility by id (super admin)',
      params: idParams,
      body: planMoveSchema,
      answers: { 200: planRequestOneAnswerSchema },
    },
  },
});
