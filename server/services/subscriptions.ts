import { and, asc, eq, isNull } from 'drizzle-orm';
import { money, moneyText } from '../../domain/money';
import {
  SUBSCRIPTION_MESSAGES as M,
  canMoveSubscription,
  landlordMayDo,
  trialEndOf,
  type BillingCycle,
  type SubscriptionState,
} from '../../domain/subscriptionFlow';
import type { Database } from '../db/client';
import { plans, subscriptions } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors';
import {
  issueInvoice,
  priceOf,
  voidUpcomingInvoices,
  type PlanRow,
  type SubscriptionInvoiceRow,
  type SubscriptionRow,
} from './subscriptionInvoices';

/*
 * Issue 21 item 4: a landlord's subscription, one row per landlord. The moves here are the only
 * writers of its plan and state besides applyInvoicePayment (a paid invoice) and the renewal job
 * (period ends). Every state change is checked against domain/subscriptionFlow.ts.
 *
 * Used by the Plan flexibility screen too: `movePlan` is how the super admin puts a landlord on a
 * plan (at once or at the end of the period).
 */

export interface CurrentSubscription extends SubscriptionRow {
  plan: PlanRow;
  pendingPlan: PlanRow | null;
}

/** The landlord's subscription with its plan (and the plan it moves to at period end), or null. */
export async function currentSubscription(
  db: Database,
  landlordId: string,
): Promise<CurrentSubscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.landlordId, landlordId));
  if (!row) return null;
  const [plan] = await db.select().from(plans).where(eq(plans.id, row.planId));
  const [pendingPlan] = row.pendingPlanId
    ? await db.select().from(plans).where(eq(plans.id, row.pendingPlanId))
    : [];
  return { ...row, plan: plan!, pendingPlan: pendingPlan ?? null };
}

export function assertMove(from: string, to: SubscriptionState): void {
  if (!canMoveSubscription(from as SubscriptionState, to)) {
    throw new InvalidInputError(M.notAllowed(from as SubscriptionState, `become ${to.replace('_', ' ')}`));
  }
}

/** The one recommended plan on sale; trials start on it. */
export async function recommendedPlan(db: Database): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.recommended, true), isNull(plans.retiredAt)))
    .orderBy(asc(plans.sortOrder));
  if (!plan) throw new ConflictError(M.noRecommendedPlan);
  return plan;
}

export async function activePlanById(db: Database, planId: string): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), isNull(plans.retiredAt)));
  if (!plan) throw new NotFoundError(M.planNotFound);
  return plan;
}

/**
 * An approved landlord's 14-day trial of the recommended plan. Idempotent: a landlord that already
 * has a subscription (approved twice, re-enabled) keeps it. Answers null when no plan is on sale.
 */
export async function startTrial(
  db: Database,
  landlordId: string,
  nowMs: number,
): Promise<SubscriptionRow | null> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.recommended, true), isNull(plans.retiredAt)));
  if (!plan) return null;
  const [row] = await db
    .insert(subscriptions)
    .values({
      landlordId,
      planId: plan.id,
      billingCycle: 'monthly',
      state: 'trialing',
      currentPeriodStart: new Date(nowMs),
      currentPeriodEnd: new Date(trialEndOf(nowMs)),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A plan's price per month, to tell an upgrade from a downgrade. */
const monthlyValue = (plan: PlanRow) => money(plan.monthlyPrice);

export interface MoveOptions {
  /** 'now': the plan applies at once; 'period_end': it waits until the current period ends. */
  at: 'now' | 'period_end';
  /** The billing cycle from the next period on; the current one when absent. */
  cycle?: BillingCycle;
  nowMs: number;
  /** At once on a paid period: bill the prorated difference for the rest of it (default true). */
  prorate?: boolean;
}

export interface MoveResult {
  subscription: CurrentSubscription;
  /** The upgrade invoice issued for the rest of the period, if any. */
  invoice: SubscriptionInvoiceRow | null;
}

/**
 * Puts a landlord on a plan. `now`: the plan changes at once and (on a paid, active period) an
 * upgrade invoice bills the difference for the days left, prorated by time; `period_end`: the
 * plan (and cycle) are noted and the renewal job applies them when the period rolls over.
 * A landlord with no subscription yet gets one on that plan (trialing until its first invoice).
 */
export async function movePlan(
  db: Database,
  landlordId: string,
  planId: string,
  options: MoveOptions,
): Promise<MoveResult> {
  const plan = await activePlanById(db, planId);
  const current = await currentSubscription(db, landlordId);
  const now = new Date(options.nowMs);
  if (!current) {
    await startTrial(db, landlordId, options.nowMs);
    await db
      .update(subscriptions)
      .set({ planId: plan.id, billingCycle: options.cycle ?? 'monthly', updatedAt: now })
      .where(eq(subscriptions.landlordId, landlordId));
    return { subscription: (await currentSubscription(db, landlordId))!, invoice: null };
  }
  if (options.at === 'period_end') {
    await voidUpcomingInvoices(db, current, options.nowMs);
    await db
      .update(subscriptions)
      .set({ pendingPlanId: plan.id, pendingBillingCycle: options.cycle ?? null, updatedAt: now })
      .where(eq(subscriptions.id, current.id));
    return { subscription: (await currentSubscription(db, landlordId))!, invoice: null };
  }
  let invoice: SubscriptionInvoiceRow | null = null;
  const cycle = current.billingCycle as BillingCycle;
  if (options.prorate !== false && current.state === 'active' && plan.id !== current.planId) {
    const total = current.currentPeriodEnd.getTime() - current.currentPeriodStart.getTime();
    const left = Math.max(0, current.currentPeriodEnd.getTime() - options.nowMs);
    const difference = money(priceOf(plan, cycle)).minus(priceOf(current.plan, cycle));
    const amount = moneyText(difference.times(left).div(total));
    if (money(amount).gt(0)) {
      invoice = await issueInvoice(db, {
        subscription: current,
        kind: 'upgrade',
        plan,
        cycle,
        periodStartMs: options.nowMs,
        periodEndMs: current.currentPeriodEnd.getTime(),
        amount,
      });
    }
  }
  await db
    .update(subscriptions)
    .set({
      planId: plan.id,
      pendingPlanId: null,
      pendingBillingCycle: options.cycle && options.cycle !== cycle ? options.cycle : null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, current.id));
  return { subscription: (await currentSubscription(db, landlordId))!, invoice };
}

/** An upgrade is a plan that costs more a month; anything else (cheaper, another cycle) waits. */
export const isUpgrade = (from: PlanRow, to: PlanRow) => monthlyValue(to).gt(monthlyValue(from));

/**
 * The landlord subscribes to a plan (from a trial, or after it ended): an unpaid `subscribe`
 * invoice; paying it starts the paid period (applyInvoicePayment).
 */
export async function subscribe(
  db: Database,
  landlordId: string,
  planId: string,
  cycle: BillingCycle,
  nowMs: number,
): Promise<SubscriptionInvoiceRow> {
  const plan = await activePlanById(db, planId);
  let current = await currentSubscription(db, landlordId);
  if (!current) {
    await startTrial(db, landlordId, nowMs);
    current = await currentSubscription(db, landlordId);
    if (!current) throw new ConflictError(M.noRecommendedPlan);
  }
  if (!landlordMayDo('subscribe', current.state as SubscriptionState)) {
    throw new InvalidInputError(
      M.notAllowed(current.state as SubscriptionState, 'subscribe again; change plan instead'),
    );
  }
  return issueInvoice(db, {
    subscription: current,
    kind: 'subscribe',
    plan,
    cycle,
    periodStartMs: nowMs,
    amount: priceOf(plan, cycle),
  });
}

/** The landlord cancels: access stays until the period's end, when the renewal job expires it. */
export async function cancelAtPeriodEnd(
  db: Database,
  landlordId: string,
  subscriptionId: string,
  nowMs: number,
) {
  const current = await currentSubscription(db, landlordId);
  // Another landlord's subscription answers as if it did not exist.
  if (!current || current.id !== subscriptionId) throw new NotFoundError(M.notFound);
  if (!landlordMayDo('cancel', current.state as SubscriptionState)) {
    throw new InvalidInputError(M.notAllowed(current.state as SubscriptionState, 'be cancelled'));
  }
  if (current.cancelAtPeriodEnd) throw new ConflictError(M.alreadyCancelled);
  const now = new Date(nowMs);
  await voidUpcomingInvoices(db, current, nowMs);
  await db
    .update(subscriptions)
    .set({
      cancelAtPeriodEnd: true,
      cancelledAt: now,
      pendingPlanId: null,
      pendingBillingCycle: null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, current.id));
  return (await currentSubscription(db, landlordId))!;
}

/** The super admin ends a subscription at once: state cancelled, creation stops now. */
export async function endNow(db: Database, subscriptionId: string, nowMs: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new NotFoundError(M.notFound);
  assertMove(row.state, 'cancelled');
  const now = new Date(nowMs);
  const [ended] = await db
    .update(subscriptions)
    .set({ state: 'cancelled', cancelledAt: now, endedAt: now, cancelAtPeriodEnd: false, updatedAt: now })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return ended!;
}
