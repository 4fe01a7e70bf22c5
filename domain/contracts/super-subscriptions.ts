import { errorAnswers, listAnswerOf, okAnswer } from '../answerSchemas';
import { idParams } from '../idParams';
import {
  superSubscriptionQuerySchema,
  superSubscriptionRowSchema,
  superSubscriptionTotalsSchema,
} from '../subscriptionSchemas';
import { z } from 'zod';
import { defineContract } from './contract';

export const SUPER = { roles: ['super_admin' as const] };

export const A = {
  list: {
    200: listAnswerOf(superSubscriptionRowSchema).extend({ totals: superSubscriptionTotalsSchema }),
    ...errorAnswers,
  },
  csv: { 200: z.string().meta({ description: 'The subscriptions as CSV' }), ...errorAnswers },
  done: { 200: okAnswer(z.object({ id: z.string() })), ...errorAnswers },
};

/** The super-subscriptions API resource: its endpoints, each with its access rule and schemas. */
export const superSubscriptionsContract = defineContract({
  name: 'super-subscriptions',
  path: '/api/super/subscriptions',
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/super/subscriptions/list',
      access: SUPER,
      operationId: 'superSubscriptionsList',
      summary: 'List subscriptions (super admin)',
      query: superSubscriptionQuerySchema,
      answers: A.list,
    },
    export: {
      method: 'GET',
      path: '/api/super/subscriptions/export',
      access: SUPER,
      operationId: 'superSubscriptionsExport',
      summary: 'Export subscriptions (super admin)',
      query: superSubscriptionQuerySchema.omit({ page: true, pageSize: true }),
      answers: A.csv,
    },
    end: {
      method: 'POST',
      path: '/api/super/subscriptions/end/:id',
      access: SUPER,
      operationId: 'superSubscriptionsEndById',
      summary: 'End subscription by id (super admin)',
      params: idParams,
      answers: A.done,
    },
    invoicesMarkPaid: {
      method: 'POST',
      path: '/api/super/subscriptions/invoices/mark-paid/:id',
      access: SUPER,
      operationId: 'superSubscriptionsInvoicesMarkPaidById',
      summary: 'Mark as paid subscriptions invoice by id (super admin)',
      params: idParams,
      answers: A.done,
    },
  },
});
