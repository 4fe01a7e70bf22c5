import { reconcileSubscriptionAttempts } from '../services/subscriptionCheckout';
import { runSubscriptionRenewals } from '../services/subscriptionRenewal';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/**
 * The subscription job (issue 21 item 4): asks the gateway about subscription checkouts still
 * waiting (a lost return and webhook), then renews periods, issues next invoices, moves unpaid ones
 * to past_due and ended ones to expired. Each subscription is moved under its row lock, and
 * invoices are unique per period, so a run repeated after a crash does the work once.
 */
export const subscriptionJob: JobDefinition = {
  name: 'subscription-renewal',
  title: 'Subscription periods renewed, invoices issued, unpaid ones past due',
  schedule: { everyMs: (config) => config.subscriptionJobMinutes * MINUTE_MS, firstAfterMs: 0 },
  handler: async ({ ctx, log }) => {
    const asked = await reconcileSubscriptionAttempts({ ...ctx, publicUrl: ctx.config.publicUrl, log });
    const done = await runSubscriptionRenewals(ctx.db, ctx.now());
    if (asked > 0 || done.issued + done.renewed + done.pastDue + done.expired > 0) {
      log.info({ asked, ...done }, 'subscription job moved subscriptions');
    }
  },
};
