import { SUBSCRIPTION_MESSAGES as M } from '../../domain/subscriptionFlow';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { applyInvoicePayment } from '../services/subscriptionInvoices';
import { subscriptionCsv, subscriptionPage } from '../services/subscriptionReport';
import { endNow } from '../services/subscriptions';
import { principalOf } from '../auth/guard';
import { superSubscriptionsContract } from '../../domain/contracts/super-subscriptions';
import { contractRoutes } from '../http/contractRoutes';

/**
 * The super admin's Subscriptions screen (issue 21 item 5): every landlord's subscription with its
 * monthly recurring revenue, filters and totals, a CSV of the same rows; ending one at once and
 * marking an invoice paid (money received outside the gateway).
 */
export const superSubscriptionsRoutes = contractRoutes(superSubscriptionsContract, async (ctx) => {
  return {
    list: async (request) => {
      const { items, totals } = await subscriptionPage(ctx.db, request.query);
      return { ...listAnswer(items, totals.subscriptions, request.query), totals };
    },
    export: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="subscriptions.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(await subscriptionCsv(ctx.db, request.query)),
    end: async (request) => {
      const ended = await endNow(ctx.db, request.params.id, ctx.now());
      return { success: true, message: M.ended, data: { id: ended.id } };
    },
    invoicesMarkPaid: async (request) => {
      const paid = await applyInvoicePayment(ctx.db, request.params.id, {
        via: 'super_admin',
        byUserId: principalOf(request).userId,
        nowMs: ctx.now(),
      });
      if (!paid) throw new HttpError(409, M.invoiceAlreadyPaid);
      return { success: true, message: M.invoicePaid, data: { id: request.params.id } };
    },
  };
});
