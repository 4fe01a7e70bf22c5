import { and, count, desc, eq, ne } from 'drizzle-orm';
import type {
  SubscriptionInvoiceRecord,
  SubscriptionOverview,
  SubscriptionRecord,
} from '../../domain/subscriptionSchemas';
import { creationBlockOf, type BillingCycle, type SubscriptionState } from '../../domain/subscriptionFlow';
import type { Database } from '../db/client';
import { roles, subscriptionInvoices, users } from '../db/schema';
import { plansOnSale, toPlanRecord } from './planCatalogue';
import { unitCount } from './planLimits';
import type { SubscriptionInvoiceRow } from './subscriptionInvoices';
import { currentSubscription, type CurrentSubscription } from './subscriptions';

/** Issue 21 item 4: what the landlord's Subscription screen reads, shaped for the wire. */

export const toSubscriptionRecord = (row: CurrentSubscription, nowMs: number): SubscriptionRecord => ({
  id: row.id,
  state: row.state as SubscriptionState,
  planId: row.planId,
  planName: row.plan.name,
  billingCycle: row.billingCycle as BillingCycle,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  pendingPlanName: row.pendingPlan?.name ?? null,
  pendingBillingCycle: row.pendingBillingCycle,
  pastDueSince: row.pastDueSince,
  creationBlock: creationBlockOf(
    { state: row.state as SubscriptionState, pastDueSince: row.pastDueSince },
    nowMs,
  ),
  maxUnits: row.plan.maxUnits,
  maxManagers: row.plan.maxManagers,
});

export const toInvoiceRecord = (row: SubscriptionInvoiceRow): SubscriptionInvoiceRecord => ({
  id: row.id,
  invoiceNo: row.invoiceNo,
  kind: row.kind,
  planName: row.planName,
  billingCycle: row.billingCycle,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  amount: row.amount,
  status: row.status,
  paidAt: row.paidAt,
  paidVia: row.paidVia,
});

export async function subscriptionRecordOf(db: Database, landlordId: string, nowMs: number) {
  const current = await currentSubscription(db, landlordId);
  return current ? toSubscriptionRecord(current, nowMs) : null;
}

export async function subscriptionOverview(
  db: Database,
  landlordId: string,
  nowMs: number,
): Promise<SubscriptionOverview> {
  const [subscription, onSale, invoices, units, [managers]] = await Promise.all([
    subscriptionRecordOf(db, landlordId, nowMs),
    plansOnSale(db),
    db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.landlordId, landlordId), ne(subscriptionInvoices.status, 'void')))
      .orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.invoiceNo))
      .limit(24),
    unitCount(db, landlordId),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.landlordId, landlordId), eq(roles.key, 'manager'), ne(users.status, 'disabled'))),
  ]);
  return {
    subscription,
    plans: onSale.map((p) => toPlanRecord(p)),
    invoices: invoices.map(toInvoiceRecord),
    usage: { units, managers: managers?.n ?? 0 },
  };
}
