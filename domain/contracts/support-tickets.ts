import { idParams } from '../idParams';
import {
  SUPPORT_RAISER,
  supportListAnswerSchema,
  supportListQuerySchema,
  supportOneAnswerSchema,
} from '../supportTickets';
import { defineContract } from './contract';

/** A landlord and its managers, with spec section 6's View Maintenance Request (domain/supportTickets.ts). */
export const RAISERS = { permission: SUPPORT_RAISER };

/** The support-tickets API resource: its endpoints, each with its access rule and schemas. */
export const supportTicketsContract = defineContract({
  name: 'support-tickets',
  path: '/api/support-tickets',
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/support-tickets/list',
      access: RAISERS,
      operationId: 'supportTicketsList',
      summary: 'List support tickets',
      query: supportListQuerySchema,
      answers: { 200: supportListAnswerSchema },
    },
    get: {
      method: 'GET',
      path: '/api/support-tickets/get/:id',
      access: RAISERS,
      operationId: 'supportTicketsGetById',
      summary: 'Get support ticket by id',
      params: idParams,
      answers: { 200: supportOneAnswerSchema },
    },
    create: {
      method: 'POST',
      path: '/api/support-tickets/create',
      access: { ...RAISERS, creates: true },
      operationId: 'supportTicketsCreate',
      summary: 'Create support ticket',
      answers: { 200: supportOneAnswerSchema },
    },
    comments: {
      method: 'POST',
      path: '/api/support-tickets/:id/comments',
      access: RAISERS,
      operationId: 'supportTicketsCommentsById',
      summary: 'Comment on support ticket by id',
      params: idParams,
      answers: { 200: supportOneAnswerSchema },
    },
  },
});
