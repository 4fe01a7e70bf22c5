import { displayDate } from '../../domain/displayDates';
import { SUBSCRIPTION_MESSAGES as M } from '../../domain/subscriptionFlow';
import { principalOf } from '../auth/guard';
import { idParams } from '../../domain/idParams';
import { assertOnlinePaymentOn } from '../payments/gatewayFactory';
import {
  bringSubscriptionAttemptUpToDate,
  startSubscriptionCheckout,
  subscriptionReturnPathOf,
  type SubscriptionPaymentDeps,
} from '../services/subscriptionCheckout';
import { subscriptionOverview, subscriptionRecordOf, toInvoiceRecord } from '../services/subscriptionViews';
import { changePlan, quoteChange } from '../services/planChange';
import { cancelAtPeriodEnd, subscribe } from '../services/subscriptions';
import { subscriptionsContract } from '../../domain/contracts/subscriptions';
import { contractRoutes } from '../http/contractRoutes';

/** Where the browser lands after the gateway: the panel's Subscription screen, told the outcome. */
const screenAfter = (state: string) =>
  `/admin-panel/subscription/list?payment=${state === 'captured' ? 'paid' : ['failed', 'cancelled', 'expired'].includes(state) ? 'failed' : 'pending'}`;

/**
 * The landlord's own subscription (issue 21 item 4): read it with the plans on sale and its
 * invoices, subscribe (an invoice paid online at once), change plan (an upgrade at once, a
 * downgrade at period end) and cancel at the end of the period (spec section 7's call). The
 * landlord acts on its own subscription only: the scope comes from the token.
 */
export const subscriptionsRoutes = contractRoutes(subscriptionsContract, async (ctx, app) => {
  const payments: SubscriptionPaymentDeps = { ...ctx, publicUrl: ctx.config.publicUrl, log: app.log };
  const landlordOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  // Issue 31 item 1: what a change of plan would bill, when and for which period, before it is made.

  // Spec section 7: POST subscriptions/subscribed-landlords/cancel/{id}, no payload.

  /**
   * The browser comes back from the gateway (public, outside /api, keyed by the attempt's random
   * id): the gateway is asked, then the browser goes to the Subscription screen, which reads
   * the outcome itself. Whatever the gateway put in the query string is ignored.
   */
  app.get(
    subscriptionReturnPathOf(':id'),
    { config: { public: true }, schema: { params: idParams, hide: true } },
    async (request, reply) => {
      let state = 'pending';
      try {
        state = (await bringSubscriptionAttemptUpToDate(payments, request.params.id))?.state ?? 'failed';
      } catch (err) {
        request.log.error({ err }, 'subscription payment return could not ask the gateway');
      }
      reply.header('cache-control', 'no-store');
      return reply.redirect(screenAfter(state), 303);
    },
  );

  return {
    current: async (request) => ({
      success: true,
      message: 'OK',
      data: await subscriptionOverview(ctx.db, landlordOf(request), ctx.now()),
    }),
    subscribe: async (request) => {
      const landlordId = landlordOf(request);
      const invoice = await subscribe(ctx.db, landlordId, request.body.planId, request.body.cycle, ctx.now());
      // Online payment off (issue 30 item 6): the invoice waits unpaid, to be paid another way.
      const attempt =
        ctx.config.payments.provider === null
          ? null
          : await startSubscriptionCheckout(payments, landlordId, invoice.id);
      return {
        success: true,
        message: M.subscribed,
        data: {
          subscription: await subscriptionRecordOf(ctx.db, landlordId, ctx.now()),
          invoice: toInvoiceRecord(invoice),
          redirectUrl: attempt?.redirectUrl ?? null,
        },
      };
    },
    changePlanQuote: async (request) => {
      const quote = await quoteChange(
        ctx.db,
        landlordOf(request),
        request.query.planId,
        request.query.cycle,
        ctx.now(),
      );
      return {
        success: true,
        message: 'OK',
        data: {
          applies: quote.applies,
          cycle: quote.cycle,
          planName: quote.planName,
          amountNow: quote.amountNow,
          credit: quote.credit,
          periodStart: new Date(quote.periodStartMs),
          periodEnd: new Date(quote.periodEndMs),
          price: quote.price,
          renewsAt: new Date(quote.renewsAtMs),
        },
      };
    },
    changePlan: async (request) => {
      const landlordId = landlordOf(request);
      const moved = await changePlan(ctx.db, landlordId, request.body.planId, request.body.cycle, ctx.now());
      const subscription = await subscriptionRecordOf(ctx.db, landlordId, ctx.now());
      const message =
        moved.applied === 'now'
          ? M.upgraded
          : M.downgradeScheduled(
              moved.subscription.pendingPlan?.name ?? moved.subscription.plan.name,
              displayDate(moved.subscription.currentPeriodEnd.toISOString()),
            );
      return {
        success: true,
        message,
        data: { subscription, invoice: moved.invoice && toInvoiceRecord(moved.invoice), redirectUrl: null },
      };
    },
    invoicesPay: async (request) => {
      assertOnlinePaymentOn(ctx.config);
      const landlordId = landlordOf(request);
      const attempt = await startSubscriptionCheckout(payments, landlordId, request.params.id);
      return {
        success: true,
        message: 'OK',
        data: {
          subscription: await subscriptionRecordOf(ctx.db, landlordId, ctx.now()),
          invoice: null,
          redirectUrl: attempt.redirectUrl,
        },
      };
    },
    subscribedLandlordsCancel: async (request) => {
      const landlordId = landlordOf(request);
      const cancelled = await cancelAtPeriodEnd(ctx.db, landlordId, request.params.id, ctx.now());
      const data = (await subscriptionRecordOf(ctx.db, landlordId, ctx.now()))!;
      return {
        success: true,
        message: M.cancelled(displayDate(cancelled.currentPeriodEnd.toISOString())),
        data,
      };
    },
  };
});
