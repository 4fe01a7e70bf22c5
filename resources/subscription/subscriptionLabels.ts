import { displayDate } from '../../domain/displayDates';
import type { SubscriptionState } from '../../domain/subscriptionFlow';
import type { WireSubscription } from './subscriptionApi';

/** Words for a subscription's state and dates, shared by the landlord's screen, the banner and the super admin's list. */

export const STATE_LABELS: Record<SubscriptionState, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const STATE_COLORS: Record<SubscriptionState, 'info' | 'success' | 'warning' | 'default' | 'error'> = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'error',
  expired: 'default',
};

export const CYCLE_LABELS: Record<string, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** The one sentence under the plan's name: when the period ends and what happens then. */
export function periodSentence(s: WireSubscription): string {
  const end = displayDate(s.currentPeriodEnd);
  if (s.state === 'trialing') {
    return s.cancelAtPeriodEnd
      ? `Your trial ends on ${end}.`
      : `Your free trial ends on ${end}. Subscribe to keep using the panel.`;
  }
  if (s.cancelAtPeriodEnd) return `Cancelled. You keep access until ${end}.`;
  if (s.state === 'active') {
    const change = s.pendingPlanName ? ` It moves to ${s.pendingPlanName} then.` : '';
    return `Renews on ${end}.${change}`;
  }
  if (s.state === 'past_due')
    return `Payment is overdue since ${displayDate(s.pastDueSince)}. The period ends on ${end}.`;
  if (s.state === 'cancelled')
    return `Ended by the platform. Access to add records stopped; you can still read your data.`;
  return `Ended on ${end}. Choose a plan to continue.`;
}
