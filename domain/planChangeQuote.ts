import { z } from 'zod';
import { money, moneyText } from './money';
import { BILLING_CYCLES, periodEndOf, type BillingCycle } from './subscriptionFlow';

/**
 * Issue 31 item 1: what a landlord's change of plan bills, when, and for which period — the one
 * computation the server's change of plan applies and the panel's confirmation shows beforehand.
 *
 * - A dearer plan on the same billing cycle applies at once: the difference for the days left of
 *   the current period, prorated by time; the period and its end stay.
 * - A dearer plan on another billing cycle (monthly → yearly, say) applies at once too, plan and
 *   cycle together: a new period of that cycle starts now, billed at the new price less the
 *   unused part of the period already paid (never below zero).
 * - Anything else (a cheaper plan, the same plan on another cycle) waits for the end of the
 *   period: nothing is billed now; the renewal bills the new price for the next period.
 */

type Prices = { monthlyPrice: string; yearlyPrice: string };

export const priceFor = (plan: Prices, cycle: BillingCycle) =>
  cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;

export interface QuoteInput {
  current: {
    plan: Prices;
    cycle: BillingCycle;
    periodStartMs: number;
    periodEndMs: number;
    /** An active (paid) period: a change at once is billed; a trial's is not. */
    paid: boolean;
  };
  plan: Prices;
  cycle: BillingCycle;
  /** The dearer plan applies at once; anything else at the end of the period. */
  upgrade: boolean;
  nowMs: number;
}

export interface PlanChangeQuote {
  applies: 'now' | 'period_end';
  cycle: BillingCycle;
  /** Billed at once (an upgrade invoice issued now), '0.000' when nothing is. */
  amountNow: string;
  /** The unused part of the current period taken off amountNow (a change of cycle), else '0.000'. */
  credit: string;
  /** The period the plan is on after the change (for a change at period end: the next one). */
  periodStartMs: number;
  periodEndMs: number;
  /** The regular price of the new plan and cycle, billed at the renewal on `renewsAtMs`. */
  price: string;
  renewsAtMs: number;
}

export function quotePlanChange(input: QuoteInput): PlanChangeQuote {
  const { current, plan, cycle, nowMs } = input;
  const price = moneyText(priceFor(plan, cycle));
  const zero = moneyText(0);
  if (!input.upgrade) {
    const renewsAtMs = current.periodEndMs;
    return {
      applies: 'period_end',
      cycle,
      amountNow: zero,
      credit: zero,
      periodStartMs: renewsAtMs,
      periodEndMs: periodEndOf(renewsAtMs, cycle),
      price,
      renewsAtMs,
    };
  }
  const total = Math.max(1, current.periodEndMs - current.periodStartMs);
  const left = Math.min(total, Math.max(0, current.periodEndMs - nowMs));
  if (cycle === current.cycle) {
    const difference = money(priceFor(plan, cycle)).minus(priceFor(current.plan, cycle));
    const amount = current.paid ? difference.times(left).div(total) : money(0);
    return {
      applies: 'now',
      cycle,
      amountNow: moneyText(amount.gt(0) ? amount : 0),
      credit: zero,
      periodStartMs: nowMs,
      periodEndMs: current.periodEndMs,
      price,
      renewsAtMs: current.periodEndMs,
    };
  }
  const unused = current.paid
    ? money(priceFor(current.plan, current.cycle)).times(left).div(total)
    : money(0);
  const credit = money(moneyText(unused));
  const amount = money(price).minus(credit);
  const periodEndMs = periodEndOf(nowMs, cycle);
  return {
    applies: 'now',
    cycle,
    amountNow: moneyText(amount.gt(0) ? amount : 0),
    credit: moneyText(credit),
    periodStartMs: nowMs,
    periodEndMs,
    price,
    renewsAtMs: periodEndMs,
  };
}

/** GET /api/subscriptions/change-plan/quote's answer (dates travel as ISO 8601). */
export const planChangeQuoteSchema = z.object({
  applies: z.enum(['now', 'period_end']),
  cycle: z.enum(BILLING_CYCLES),
  planName: z.string(),
  amountNow: z.string(),
  credit: z.string(),
  periodStart: z.date(),
  periodEnd: z.date(),
  price: z.string(),
  renewsAt: z.date(),
});
export type PlanChangeQuoteRecord = z.infer<typeof planChangeQuoteSchema>;
