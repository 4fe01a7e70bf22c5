import { eq } from 'drizzle-orm';
import { money } from '../../domain/money';
import { quotePlanChange, type PlanChangeQuote } from '../../domain/planChangeQuote';
import {
  SUBSCRIPTION_MESSAGES as M,
  landlordMayDo,
  type BillingCycle,
  type SubscriptionState,
} from '../../domain/subscriptionFlow';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { InvalidInputError, NotFoundError } from '../../domain/errors';
import { issueInvoice, voidUpcomingInvoices, type PlanRow } from './subscriptionInvoices';
import {
  activePlanById,
  currentSubscription,
  isUpgrade,
  movePlan,
  type CurrentSubscription,
  type MoveResult,
} from './subscriptions';

/*
 * The landlord's own change of plan (issue 21 item 4; issue 31 item 1): quoted first — what it
 * bills, when, for which period (domain/planChangeQuote.ts) — then applied as quoted, on the
 * billing cycle the landlord chose.
 */

/** The landlord's subscription it may change, and the plan it asks for (422 when it is the same). */
async function changeAsked(db: Database, landlordId: string, planId: string, cycle: BillingCycle) {
  const current = await currentSubscription(db, landlordId);
  if (!current) throw new NotFoundError(M.notFound);
  if (!landlordMayDo('changePlan', current.state as SubscriptionState)) {
    throw new InvalidInputError(M.notAllowed(current.state as SubscriptionState, 'change plan'));
  }
  const plan = await activePlanById(db, planId);
  if (plan.id === current.planId && cycle === current.billingCycle) throw new InvalidInputError(M.samePlan);
  return { current, plan };
}

const quoteOf = (current: CurrentSubscription, plan: PlanRow, cycle: BillingCycle, nowMs: number) =>
  quotePlanChange({
    current: {
      plan: current.plan,
      cycle: current.billingCycle as BillingCycle,
      periodStartMs: current.currentPeriodStart.getTime(),
      periodEndMs: current.currentPeriodEnd.getTime(),
      paid: current.state === 'active',
    },
    plan,
    cycle,
    upgrade: isUpgrade(current.plan, plan),
    nowMs,
  });

/**
 * What the landlord's change to `planId` on `cycle` would bill, when and for which period
 * (issue 31 item 1): the panel shows it and asks to confirm before calling changePlan.
 */
export async function quoteChange(
  db: Database,
  landlordId: string,
  planId: string,
  cycle: BillingCycle,
  nowMs: number,
): Promise<PlanChangeQuote & { planName: string }> {
  const { current, plan } = await changeAsked(db, landlordId, planId, cycle);
  return { ...quoteOf(current, plan, cycle, nowMs), planName: plan.name };
}

/**
 * The landlord's own change of plan: an upgrade applies at once (billing the prorated difference),
 * with the cycle it names (a new period of that cycle starting now, its price less the unused part
 * of the period paid); a downgrade or a change of cycle alone at the end of the period.
 */
export async function changePlan(
  db: Database,
  landlordId: string,
  planId: string,
  cycle: BillingCycle,
  nowMs: number,
): Promise<MoveResult & { applied: 'now' | 'period_end' }> {
  const { current, plan } = await changeAsked(db, landlordId, planId, cycle);
  const quote = quoteOf(current, plan, cycle, nowMs);
  if (quote.applies === 'now' && cycle !== current.billingCycle) {
    return { ...(await restartOnCycle(db, current, plan, quote, nowMs)), applied: 'now' };
  }
  const result = await movePlan(db, landlordId, plan.id, { at: quote.applies, cycle, nowMs });
  return { ...result, applied: quote.applies };
}

/** An upgrade onto another cycle: plan and cycle at once, a new period from now, billed as quoted. */
async function restartOnCycle(
  db: Database,
  current: CurrentSubscription,
  plan: PlanRow,
  quote: PlanChangeQuote,
  nowMs: number,
): Promise<MoveResult> {
  const now = new Date(nowMs);
  // A renewal already issued for the old period's end no longer bills anything true.
  await voidUpcomingInvoices(db, current, nowMs);
  const invoice = money(quote.amountNow).gt(0)
    ? await issueInvoice(db, {
        subscription: current,
        kind: 'upgrade',
        plan,
        cycle: quote.cycle,
        periodStartMs: quote.periodStartMs,
        periodEndMs: quote.periodEndMs,
        amount: quote.amountNow,
      })
    : null;
  await db
    .update(subscriptions)
    .set({
      planId: plan.id,
      billingCycle: quote.cycle,
      currentPeriodStart: new Date(quote.periodStartMs),
      currentPeriodEnd: new Date(quote.periodEndMs),
      pendingPlanId: null,
      pendingBillingCycle: null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, current.id));
  return { subscription: (await currentSubscription(db, current.landlordId))!, invoice };
}
