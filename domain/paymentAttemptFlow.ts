/**
 * Issue 20 item 4: an online payment attempt's states as data. The server refuses any move not in
 * PAYMENT_ATTEMPT_TRANSITIONS; the panel reads the same table (a waiting page polls while the
 * attempt is in a WAITING state). Only the gateway's own status call moves an attempt past pending.
 */

export const PAYMENT_ATTEMPT_STATES = [
  'created',
  'pending',
  'unknown',
  'captured',
  'failed',
  'cancelled',
  'expired',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

export interface PaymentAttemptTransition {
  from: PaymentAttemptState;
  to: PaymentAttemptState;
  /** Why the move exists, for the reader of this table. */
  when: string;
}

export const PAYMENT_ATTEMPT_TRANSITIONS: readonly PaymentAttemptTransition[] = [
  { from: 'created', to: 'pending', when: 'the gateway opened its checkout' },
  { from: 'created', to: 'failed', when: 'the gateway refused the checkout, or it never opened' },
  { from: 'pending', to: 'captured', when: 'the gateway says the money was taken' },
  { from: 'pending', to: 'failed', when: 'the gateway says it was declined' },
  { from: 'pending', to: 'cancelled', when: 'the tenant cancelled on the gateway page' },
  { from: 'pending', to: 'expired', when: 'the gateway says 30 minutes passed unpaid' },
  { from: 'pending', to: 'unknown', when: 'the gateway could not say; the reconciler asks again' },
  { from: 'unknown', to: 'pending', when: 'the gateway answers again: still waiting' },
  { from: 'unknown', to: 'captured', when: 'the gateway answers again: paid' },
  { from: 'unknown', to: 'failed', when: 'the gateway answers again: declined' },
  { from: 'unknown', to: 'cancelled', when: 'the gateway answers again: cancelled' },
  { from: 'unknown', to: 'expired', when: 'the gateway answers again: expired' },
  // Issue 30 item 5: a page paid as it closed. The capture is credited, or refunded if the invoice cannot take it.
  { from: 'cancelled', to: 'captured', when: 'the gateway reports the money taken after all' },
  { from: 'expired', to: 'captured', when: 'the gateway reports the money taken after all' },
  // A capture is never undone except by a refund.
  { from: 'captured', to: 'partially_refunded', when: 'part of the payment was refunded' },
  { from: 'captured', to: 'refunded', when: 'the whole payment was refunded' },
  { from: 'partially_refunded', to: 'partially_refunded', when: 'a further part was refunded' },
  { from: 'partially_refunded', to: 'refunded', when: 'the rest was refunded' },
];

export const attemptTransitionOf = (from: PaymentAttemptState, to: PaymentAttemptState) =>
  PAYMENT_ATTEMPT_TRANSITIONS.find((t) => t.from === from && t.to === to);

export const canMoveAttempt = (from: PaymentAttemptState, to: PaymentAttemptState): boolean =>
  attemptTransitionOf(from, to) !== undefined;

/** The gateway has not decided yet: the result page waits and polls, the reconciler asks. */
export const WAITING_ATTEMPT_STATES: readonly PaymentAttemptState[] = ['created', 'pending', 'unknown'];

/** The money was taken (and maybe partly or wholly given back): the success page. */
export const PAID_ATTEMPT_STATES: readonly PaymentAttemptState[] = [
  'captured',
  'partially_refunded',
  'refunded',
];

/** Closed before a decision of the payer; the gateway may still report a capture (asked on its webhook). */
export const LATE_CAPTURE_STATES: readonly PaymentAttemptState[] = ['cancelled', 'expired'];

/** Ended without money: the failed page, with a Try again button. */
export const UNPAID_ATTEMPT_STATES: readonly PaymentAttemptState[] = ['failed', 'cancelled', 'expired'];

/** How long a checkout stays open before the gateway lets it expire. */
export const ATTEMPT_EXPIRY_MINUTES = 30;

/** The result page the browser's return lands on, from the state the server knows. */
export const resultPageOf = (state: PaymentAttemptState): 'success' | 'failed' =>
  UNPAID_ATTEMPT_STATES.includes(state) ? 'failed' : 'success';
