import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { periodEndOf, type BillingCycle } from '../../domain/subscriptionFlow';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import type { plans } from '../db/schema';
import { subscriptionInvoices, subscriptions } from '../db/schema';

/*
 * Issue 21 item 4: subscription invoices. Three kinds: `subscribe` (the first paid period of a plan:
 * paying it makes the subscription active on that plan from the moment of payment), `renewal` (the
 * next period, issued by the renewal job a week before the period ends) and `upgrade` (the prorated
 * difference for the rest of the period after an upgrade). Paying is `applyInvoicePayment`, the
 * same for a gateway capture and for the super admin's "mark paid".
 */

export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

export const priceOf = (plan: Pick<PlanRow, 'monthlyPrice' | 'yearlyPrice'>, cycle: BillingCycle) =>
  cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;

async function nextInvoiceNo(db: Database): Promise<string> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select nextval('subscription_invoice_no_seq')::text as n`,
  );
  const n = row!.n;
  return `SUB-${n.padStart(6, '0')}`;
}

export interface InvoiceInput {
  subscription: SubscriptionRow;
  kind: 'subscribe' | 'renewal' | 'upgrade';
  plan: PlanRow;
  cycle: BillingCycle;
  periodStartMs: number;
  periodEndMs?: number;
  amount: string;
}

/** Writes one unpaid invoice; a renewal already issued for that period start is answered instead. */
export async function issueInvoice(db: Database, input: InvoiceInput): Promise<SubscriptionInvoiceRow> {
  const invoiceNo = await nextInvoiceNo(db);
  const periodEndMs = input.periodEndMs ?? periodEndOf(input.periodStartMs, input.cycle);
  const [row] = await db
    .insert(subscriptionInvoices)
    .values({
      landlordId: input.subscription.landlordId,
      subscriptionId: input.subscription.id,
      invoiceNo,
      kind: input.kind,
      planId: input.plan.id,
      planName: input.plan.name,
      billingCycle: input.cycle,
      periodStart: new Date(input.periodStartMs),
      periodEnd: new Date(periodEndMs),
      amount: input.amount,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, input.subscription.id),
        eq(subscriptionInvoices.periodStart, new Date(input.periodStartMs)),
        eq(subscriptionInvoices.kind, 'renewal'),
        ne(subscriptionInvoices.status, 'void'),
      ),
    );
  return existing!;
}

export interface PaymentMark {
  via: 'online' | 'super_admin';
  byUserId?: string | null;
  attemptId?: string | null;
  nowMs: number;
}

/**
 * Marks an unpaid invoice paid and moves the subscription it bills: once only (a second capture or
 * a second click finds it paid and changes nothing; answers false then).
 */
export async function applyInvoicePayment(
  db: Database,
  invoiceId: string,
  mark: PaymentMark,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.id, invoiceId))
      .for('update');
    if (!invoice || invoice.status !== 'unpaid') return false;
    const now = new Date(mark.nowMs);
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, invoice.subscriptionId))
      .for('update');
    const paid: Partial<SubscriptionInvoiceRow> = {
      status: 'paid',
      paidAt: now,
      paidVia: mark.via,
      paidBy: mark.byUserId ?? null,
      paidAttemptId: mark.attemptId ?? null,
      updatedAt: now,
    };
    if (invoice.kind === 'subscribe') {
      // The paid period starts when it is paid, not when the invoice was issued.
      const end = new Date(periodEndOf(mark.nowMs, invoice.billingCycle as BillingCycle));
      Object.assign(paid, { periodStart: now, periodEnd: end });
      await tx
        .update(subscriptions)
        .set({
          state: 'active',
          planId: invoice.planId,
          billingCycle: invoice.billingCycle,
          currentPeriodStart: now,
          currentPeriodEnd: end,
          cancelAtPeriodEnd: false,
          pendingPlanId: null,
          pendingBillingCycle: null,
          pastDueSince: null,
          cancelledAt: null,
          endedAt: null,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, invoice.subscriptionId));
      // Other open offers to subscribe are void now that one was taken.
      await tx
        .update(subscriptionInvoices)
        .set({ status: 'void', updatedAt: now })
        .where(
          and(
            eq(subscriptionInvoices.subscriptionId, invoice.subscriptionId),
            eq(subscriptionInvoices.kind, 'subscribe'),
            eq(subscriptionInvoices.status, 'unpaid'),
            ne(subscriptionInvoices.id, invoice.id),
          ),
        );
    } else if (subscription?.state === 'past_due') {
      const [stillOpen] = await tx
        .select({ id: subscriptionInvoices.id })
        .from(subscriptionInvoices)
        .where(
          and(
            eq(subscriptionInvoices.subscriptionId, invoice.subscriptionId),
            eq(subscriptionInvoices.status, 'unpaid'),
            ne(subscriptionInvoices.kind, 'subscribe'),
            ne(subscriptionInvoices.id, invoice.id),
            sql`${subscriptionInvoices.periodStart} <= ${now}`,
          ),
        );
      if (!stillOpen) {
        await tx
          .update(subscriptions)
          .set({ state: 'active', pastDueSince: null, updatedAt: now })
          .where(eq(subscriptions.id, invoice.subscriptionId));
      }
    }
    await tx.update(subscriptionInvoices).set(paid).where(eq(subscriptionInvoices.id, invoice.id));
    return true;
  });
}

/**
 * After a change that alters the next period (a downgrade noted, a cancellation), the unpaid
 * invoice already issued for it no longer says the truth: it is voided (the job issues the right one).
 */
export async function voidUpcomingInvoices(db: Database, row: SubscriptionRow, nowMs: number): Promise<void> {
  await db
    .update(subscriptionInvoices)
    .set({ status: 'void', updatedAt: new Date(nowMs) })
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, row.id),
        eq(subscriptionInvoices.kind, 'renewal'),
        eq(subscriptionInvoices.status, 'unpaid'),
        gte(subscriptionInvoices.periodStart, row.currentPeriodEnd),
      ),
    );
}
