import { PAST_DUE_GRACE_DAYS } from './subscriptionGrace';
import { text } from './messages/text';
/**
 * Issue 21 item 4: a landlord's subscription states as data. The server refuses any move not in
 * SUBSCRIPTION_TRANSITIONS (422); the panel reads the same table to offer only the moves allowed.
 * `cancel_at_period_end` is a flag beside the state, not a state: a cancelled-at-period-end
 * subscription stays trialing/active (access kept) until the renewal job ends it at period end.
 */

export const SUBSCRIPTION_STATES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface SubscriptionTransition {
  from: SubscriptionState;
  to: SubscriptionState;
  /** Why the move exists, for the reader of this table. */
  when: string;
}

export const SUBSCRIPTION_TRANSITIONS: readonly SubscriptionTransition[] = [
  { from: 'trialing', to: 'active', when: 'the landlord paid the first period of a plan' },
  { from: 'trialing', to: 'expired', when: 'the trial ended unpaid, or was cancelled and reached its end' },
  { from: 'trialing', to: 'cancelled', when: 'the super admin ended it at once' },
  { from: 'active', to: 'active', when: 'a period was renewed and its invoice paid, or the plan changed' },
  { from: 'active', to: 'past_due', when: 'a new period began and its invoice is unpaid' },
  { from: 'active', to: 'cancelled', when: 'the super admin ended it at once' },
  { from: 'active', to: 'expired', when: 'cancelled at period end, and the period ended' },
  {
    from: 'past_due',
    to: 'active',
    when: text('subscriptionTransitions.when'),
  },
  { from: 'past_due', to: 'cancelled', when: 'the super admin ended it at once' },
  { from: 'past_due', to: 'expired', when: 'the period ended with its invoice still unpaid' },
  { from: 'cancelled', to: 'expired', when: 'the period it was ended in is over' },
  { from: 'cancelled', to: 'active', when: 'the landlord subscribed again and paid' },
  { from: 'expired', to: 'active', when: 'the landlord subscribed again and paid' },
];

export const subscriptionTransitionOf = (from: SubscriptionState, to: SubscriptionState) =>
  SUBSCRIPTION_TRANSITIONS.find((t) => t.from === from && t.to === to);

export const canMoveSubscription = (from: SubscriptionState, to: SubscriptionState): boolean =>
  subscriptionTransitionOf(from, to) !== undefined;

/** Trials last 14 days, on the recommended plan. */
export const TRIAL_DAYS = 14;
export { PAST_DUE_GRACE_DAYS };

const DAY_MS = 86_400_000;

/** States in which the landlord's panel works in full (subject to the past-due grace below). */
export const SERVING_STATES: readonly SubscriptionState[] = ['trialing', 'active', 'past_due'];

/** What the landlord may do from each state, read by the panel's Subscription screen and the server. */
export const LANDLORD_ACTIONS = {
  /** Pay for a plan (from a trial, or again after it ended). */
  subscribe: ['trialing', 'cancelled', 'expired'],
  /** Move to another plan: an upgrade at once, a downgrade at period end. */
  changePlan: ['active'],
  /** Cancel at the end of the paid period (or the trial's end). */
  cancel: ['trialing', 'active', 'past_due'],
} as const satisfies Record<string, readonly SubscriptionState[]>;

export type LandlordAction = keyof typeof LANDLORD_ACTIONS;

export const landlordMayDo = (action: LandlordAction, state: SubscriptionState): boolean =>
  (LANDLORD_ACTIONS[action] as readonly SubscriptionState[]).includes(state);

/** The end of a period that starts at `startMs`: one calendar month or year later (UTC), day clamped. */
export function periodEndOf(startMs: number, cycle: BillingCycle): number {
  const start = new Date(startMs);
  const months = cycle === 'yearly' ? 12 : 1;
  const target = new Date(startMs);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}

export const trialEndOf = (startMs: number): number => startMs + TRIAL_DAYS * DAY_MS;

/** Why a landlord may not create, or null when it may. Reading is never blocked. */
export function creationBlockOf(
  subscription: { state: SubscriptionState; pastDueSince: Date | null } | null,
  nowMs: number,
): 'past_due' | 'expired' | null {
  if (!subscription) return null;
  if (subscription.state === 'expired' || subscription.state === 'cancelled') return 'expired';
  if (subscription.state !== 'past_due' || !subscription.pastDueSince) return null;
  return nowMs - subscription.pastDueSince.getTime() > PAST_DUE_GRACE_DAYS * DAY_MS ? 'past_due' : null;
}

export const SUBSCRIPTION_MESSAGES = {
  notFound: text('subscription.notFound'),
  planNotFound: text('plans.notFound'),
  noRecommendedPlan: text('subscription.noRecommendedPlan'),
  notAllowed: (state: SubscriptionState, action: string) =>
    `A ${state.replace('_', ' ')} subscription cannot ${action}.`,
  samePlan: text('subscription.samePlan'),
  cancelled: (endDate: string) => text('subscription.cancelled', { endDate }),
  alreadyCancelled: text('subscription.alreadyCancelled'),
  ended: text('subscription.ended'),
  subscribed: text('subscription.subscribed'),
  upgraded: text('subscription.upgraded'),
  downgradeScheduled: (planName: string, endDate: string) =>
    text('subscription.downgradeScheduled', { planName, endDate }),
  pastDueBlocked: (days: number) => text('subscription.pastDueBlocked', { days }),
  expiredBlocked: text('subscription.expiredBlocked'),
  invoicePaid: text('subscription.invoicePaid'),
  invoiceAlreadyPaid: text('invoices.alreadyPaid'),
  invoiceNotFound: text('invoices.notFound'),
  unitLimit: (plan: string, max: number, better: { name: string; maxUnits: number } | null) =>
    `Your plan ${plan} allows ${max} units.` +
    (better ? ` ${better.name} allows ${better.maxUnits}.` : ' Contact us for a custom plan.'),
  managerLimit: (plan: string, max: number, better: { name: string; maxManagers: number } | null) =>
    `Your plan ${plan} allows ${max} managers.` +
    (better ? ` ${better.name} allows ${better.maxManagers}.` : ' Contact us for a custom plan.'),
} as const;
