import { displayDate } from '../../domain/displayDates';
import type { TranslateFunction } from 'react-admin';
import type { SubscriptionState } from '../../domain/subscriptionFlow';
import type { WireSubscription } from './subscriptionApi';

/**
 * Words for a subscription's state and dates, shared by the landlord's screen, the banner and the
 * super admin's list: catalogue keys (subscription.state.*, subscription.cycle.*), by the domain's
 * values, which stay as they are.
 */
export const stateKey = (state: string) => `subscription.state.${state}`;
export const cycleKey = (cycle: string) => `subscription.cycle.${cycle}`;

export const STATE_COLORS: Record<SubscriptionState, 'info' | 'success' | 'warning' | 'default' | 'error'> = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  cancelled: 'error',
  expired: 'default',
};

/** The one sentence under the plan's name: when the period ends and what happens then. */
export function periodSentence(s: WireSubscription, translate: TranslateFunction): string {
  const end = displayDate(s.currentPeriodEnd);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscription.period.${key}`, options);
  if (s.state === 'trialing') return t(s.cancelAtPeriodEnd ? 'trial_ends' : 'free_trial_ends', { end });
  if (s.cancelAtPeriodEnd) return t('cancelled_until', { end });
  if (s.state === 'active') {
    const change = s.pendingPlanName ? t('moves_to', { plan: s.pendingPlanName }) : '';
    return `${t('renews', { end })}${change}`;
  }
  if (s.state === 'past_due') return t('past_due', { since: displayDate(s.pastDueSince), end });
  if (s.state === 'cancelled') return t('ended_by_platform');
  return t('ended', { end });
}
