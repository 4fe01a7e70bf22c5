// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canMoveAttempt,
  PAYMENT_ATTEMPT_STATES,
  resultPageOf,
  type PaymentAttemptState,
} from '../../domain/paymentAttemptFlow';

/** Issue 20 item 4: the attempt's state table, every pair of states, allowed or refused. */
const ALLOWED: Record<PaymentAttemptState, PaymentAttemptState[]> = {
  created: ['pending', 'failed'],
  pending: ['captured', 'failed', 'cancelled', 'expired', 'unknown'],
  unknown: ['pending', 'captured', 'failed', 'cancelled', 'expired'],
  captured: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  failed: [],
  cancelled: ['captured'],
  expired: ['captured'],
  refunded: [],
};

describe('the payment attempt state table', () => {
  const pairs = PAYMENT_ATTEMPT_STATES.flatMap((from) =>
    PAYMENT_ATTEMPT_STATES.map((to) => [from, to] as const),
  );

  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveAttempt(from, to)).toBe(ALLOWED[from].includes(to));
  });

  it('never undoes a capture except by a refund', () => {
    const fromCaptured = PAYMENT_ATTEMPT_STATES.filter((to) => canMoveAttempt('captured', to));
    expect(fromCaptured).toEqual(['partially_refunded', 'refunded']);
  });

  it('sends the browser to the failed page only for an attempt that ended unpaid', () => {
    const pages = Object.fromEntries(PAYMENT_ATTEMPT_STATES.map((s) => [s, resultPageOf(s)]));
    expect(pages).toEqual({
      created: 'success',
      pending: 'success',
      unknown: 'success',
      captured: 'success',
      failed: 'failed',
      cancelled: 'failed',
      expired: 'failed',
      partially_refunded: 'success',
      refunded: 'success',
    });
  });
});
