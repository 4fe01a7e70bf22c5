import { idParams } from '../idParams';
import type { RoleKey } from '../roles';
import {
  superSupportListQuerySchema,
  supportListAnswerSchema,
  supportOneAnswerSchema,
  supportStatusSchema,
} from '../supportTickets';
import { defineContract } from './contract';

export const PLATFORM = { roles: ['super_admin'] as RoleKey[] };

/** The super-support-tickets API resource: its endpoints, each with its access rule and schemas. */
export const superSupportTicketsContract = defineContract({
  name: 'super-support-tickets',
  path: '/api/super/support-tickets',
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/super/support-tickets/list',
      access: PLATFORM,
      operationId: 'superSupportTicketsList',
      summary: 'List support tickets (super admin)',
      query: superSupportListQuerySchema,
      answers: { 200: supportListAnswerSchema },
    },
    get: {
      method: 'GET',
      path: '/api/super/support-tickets/get/:id',
      access: PLATFORM,
      operationId: 'superSupportTicketsGetById',
      summary: 'Get support ticket by id (super admin)',
      params: idParams,
      answers: { 200: supportOneAnswerSchema },
    },
    status: {
      method: 'POST',
      path: '/api/super/support-tickets/:id/status',
      access: PLATFORM,
      operationId: 'superSupportTicketsStatusById',
      summary: 'Change the status of support ticket by id (super admin)',
      params: idParams,
      body: supportStatusSchema,
      answers: { 200: supportOneAnswerSchema },
    },
    comments: {
      method: 'POST',
      path: '/api/super/support-tickets/:id/comments',
      access: PLATFORM,
      operationId: 'superSupportTicketsCommentsById',
      summary: 'Comment on support ticket by id (super admin)',
      params: idParams,
      answers: { 200: supportOneAnswerSchema },
    },
  },
});
