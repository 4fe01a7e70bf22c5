import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, listAnswerOf, okAnswer } from '../../domain/answerSchemas';
import { SUBSCRIPTION_MESSAGES as M } from '../../domain/subscriptionFlow';
import {
  superSubscriptionQuerySchema,
  superSubscriptionRowSchema,
  superSubscriptionTotalsSchema,
} from '../../domain/subscriptionSchemas';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParams } from '../../domain/idParams';
import { listAnswer } from '../http/listAnswer';
import { applyInvoicePayment } from '../services/subscriptionInvoices';
import { subscriptionCsv, subscriptionPage } from '../services/subscriptionReport';
import { endNow } from '../services/subscriptions';
import { principalOf } from '../auth/guard';

const SUPER = { roles: ['super_admin' as const] };

const A = {
  list: {
    200: listAnswerOf(superSubscriptionRowSchema).extend({ totals: superSubscriptionTotalsSchema }),
    ...errorAnswers,
  },
  csv: { 200: z.string().meta({ description: 'The subscriptions as CSV' }), ...errorAnswers },
  done: { 200: okAnswer(z.object({ id: z.string() })), ...errorAnswers },
};

/**
 * The super admin's Subscriptions screen (issue 21 item 5): every landlord's subscription with its
 * monthly recurring revenue, filters and totals, a CSV of the same rows; ending one at once and
 * marking an invoice paid (money received outside the gateway).
 */
export const superSubscriptionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/super/subscriptions/list',
      { config: SUPER, schema: { querystring: superSubscriptionQuerySchema, response: A.list } },
      async (request) => {
        const { items, totals } = await subscriptionPage(ctx.db, request.query);
        return { ...listAnswer(items, totals.subscriptions, request.query), totals };
      },
    );

    app.get(
      '/api/super/subscriptions/export',
      {
        config: SUPER,
        schema: {
          querystring: superSubscriptionQuerySchema.omit({ page: true, pageSize: true }),
          response: A.csv,
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="subscriptions.csv"')
          .header('Cache-Control', 'private, no-store')
          .send(await subscriptionCsv(ctx.db, request.query)),
    );

    app.post(
      '/api/super/subscriptions/end/:id',
      { config: SUPER, schema: { params: idParams, response: A.done } },
      async (request) => {
        const ended = await endNow(ctx.db, request.params.id, ctx.now());
        return { success: true, message: M.ended, data: { id: ended.id } };
      },
    );

    app.post(
      '/api/super/subscriptions/invoices/mark-paid/:id',
      { config: SUPER, schema: { params: idParams, response: A.done } },
      async (request) => {
        const paid = await applyInvoicePayment(ctx.db, request.params.id, {
          via: 'super_admin',
          byUserId: principalOf(request).userId,
          nowMs: ctx.now(),
        });
        if (!paid) throw new HttpError(409, M.invoiceAlreadyPaid);
        return { success: true, message: M.invoicePaid, data: { id: request.params.id } };
      },
    );
  };
