import { and, eq, lte, ne, or } from 'drizzle-orm';
import { periodEndOf, type BillingCycle, type SubscriptionState } from '../../domain/subscriptionFlow';
import type { Database } from '../db/client';
import { plans, subscriptionInvoices, subscriptions } from '../db/schema';
import { issueInvoice, priceOf, type SubscriptionRow } from './subscriptionInvoices';
import { assertMove } from './subscriptions';

/*
 * Issue 21 item 4: the renewal job's work at the moment `nowMs` (tests call it with their clock).
 * A week before an active period ends, the next period's invoice is issued (on the plan and cycle
 * it will have: a downgrade waiting applies then). When a period ends: a trial, a cancelled or
 * cancelled-at-period-end subscription, or one still past due, expires; an active one rolls on to
 * the next period, active if its invoice is paid, past_due from that moment if not.
 */

const DAY_MS = 86_400_000;
/** The next period's invoice is issued this long before the period ends. */
export const RENEWAL_NOTICE_DAYS = 7;
/** A job that was off for a long time catches up at most this many periods per subscription and run. */
const MAX_ROLLS = 24;

export interface RenewalResult {
  issued: number;
  renewed: number;
  pastDue: number;
  expired: number;
}

export async function runSubscriptionRenewals(db: Database, nowMs: number): Promise<RenewalResult> {
  const result: RenewalResult = { issued: 0, renewed: 0, pastDue: 0, expired: 0 };
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.state, 'expired'),
        or(
          lte(subscriptions.currentPeriodEnd, new Date(nowMs)),
          and(
            eq(subscriptions.state, 'active'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            lte(subscriptions.currentPeriodEnd, new Date(nowMs + RENEWAL_NOTICE_DAYS * DAY_MS)),
          ),
        ),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (row) await bringUpToDate(tx, row, nowMs, result);
    });
  }
  return result;
}

async function bringUpToDate(tx: Database, start: SubscriptionRow, nowMs: number, result: RenewalResult) {
  let row = start;
  for (let i = 0; i < MAX_ROLLS; i++) {
    const endMs = row.currentPeriodEnd.getTime();
    if (endMs > nowMs) {
      if (row.state === 'active' && !row.cancelAtPeriodEnd && endMs - nowMs <= RENEWAL_NOTICE_DAYS * DAY_MS) {
        if (await issueNext(tx, row)) result.issued += 1;
      }
      return;
    }
    const state = row.state as SubscriptionState;
    if (state === 'expired') return;
    if (state !== 'active' || row.cancelAtPeriodEnd) {
      assertMove(state, 'expired');
      await tx
        .update(subscriptions)
        .set({ state: 'expired', endedAt: row.endedAt ?? row.currentPeriodEnd, updatedAt: new Date(nowMs) })
        .where(eq(subscriptions.id, row.id));
      result.expired += 1;
      return;
    }
    const invoice = await issueNextInvoice(tx, row);
    const cycle = (row.pendingBillingCycle ?? row.billingCycle) as BillingCycle;
    const [openUpgrade] = await tx
      .select({ id: subscriptionInvoices.id })
      .from(subscriptionInvoices)
      .where(
        and(
          eq(subscriptionInvoices.subscriptionId, row.id),
          eq(subscriptionInvoices.kind, 'upgrade'),
          eq(subscriptionInvoices.status, 'unpaid'),
        ),
      );
    const paid = invoice.status === 'paid' && !openUpgrade;
    const [rolled] = await tx
      .update(subscriptions)
      .set({
        planId: invoice.planId,
        billingCycle: cycle,
        pendingPlanId: null,
        pendingBillingCycle: null,
        currentPeriodStart: row.currentPeriodEnd,
        currentPeriodEnd: new Date(periodEndOf(endMs, cycle)),
        state: paid ? 'active' : 'past_due',
        pastDueSince: paid ? null : row.currentPeriodEnd,
        updatedAt: new Date(nowMs),
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    if (paid) result.renewed += 1;
    else result.pastDue += 1;
    row = rolled!;
  }
}

/** The invoice for the period that follows the current one, issued once (answers whether it was new). */
async function issueNext(tx: Database, row: SubscriptionRow): Promise<boolean> {
  const [existing] = await tx
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, row.id),
        eq(subscriptionInvoices.kind, 'renewal'),
        eq(subscriptionInvoices.periodStart, row.currentPeriodEnd),
        ne(subscriptionInvoices.status, 'void'),
      ),
    );
  if (existing) return false;
  await issueNextInvoice(tx, row);
  return true;
}

async function issueNextInvoice(tx: Database, row: SubscriptionRow) {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(eq(plans.id, row.pendingPlanId ?? row.planId));
  const cycle = (row.pendingBillingCycle ?? row.billingCycle) as BillingCycle;
  return issueInvoice(tx, {
    subscription: row,
    kind: 'renewal',
    plan: plan!,
    cycle,
    periodStartMs: row.currentPeriodEnd.getTime(),
    amount: priceOf(plan!, cycle),
  });
}
