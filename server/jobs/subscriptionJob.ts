import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { reconcileSubscriptionAttempts } from '../services/subscriptionCheckout';
import { runSubscriptionRenewals } from '../services/subscriptionRenewal';
import { repeatEvery } from './repeat';

/**
 * The subscription job (issue 21 item 4): asks the gateway about subscription checkouts still
 * waiting (a lost return and webhook), then renews periods, issues next invoices, moves unpaid ones
 * to past_due and ended ones to expired. Each subscription is moved under its row lock, and
 * invoices are unique per period, so two instances running it at once do the work once.
 */
export function startSubscriptionJob(ctx: AppContext, log: FastifyBaseLogger, minutes: number) {
  return repeatEvery({ name: 'subscription job', log, minutes, firstAfterMs: 0 }, async () => {
    const asked = await reconcileSubscriptionAttempts({ ...ctx, publicUrl: ctx.config.publicUrl, log });
    const done = await runSubscriptionRenewals(ctx.db, ctx.now());
    if (asked > 0 || done.issued + done.renewed + done.pastDue + done.expired > 0) {
      log.info({ asked, ...done }, 'subscription job moved subscriptions');
    }
  });
}
