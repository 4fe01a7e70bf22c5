import { z } from 'zod';
import { listQuerySchema } from './roleSchemas';
import { planSchema } from './planSchemas';
import { BILLING_CYCLES, SUBSCRIPTION_STATES } from './subscriptionFlow';
import { text } from './messages/text';

/**
 * Issue 21 items 4 and 5: the wire shapes of subscriptions, shared by the API's routes and the
 * panel's screens. Money is KWD text with 3 decimals; times are ISO 8601.
 */

export const planChoiceSchema = z.object({
  planId: z.uuid({ error: text('subscription.planChoice') }),
  cycle: z.enum(BILLING_CYCLES, { error: text('subscription.cycleChoice') }).default('monthly'),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

export const subscriptionInvoiceSchema = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  kind: z.string(),
  planName: z.string(),
  billingCycle: z.string(),
  periodStart: z.date(),
  periodEnd: z.date(),
  amount: z.string(),
  status: z.string(),
  paidAt: z.date().nullable(),
  paidVia: z.string().nullable(),
});
export type SubscriptionInvoiceRecord = z.infer<typeof subscriptionInvoiceSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  state: z.enum(SUBSCRIPTION_STATES),
  planId: z.string(),
  planName: z.string(),
  billingCycle: z.enum(BILLING_CYCLES),
  currentPeriodStart: z.date(),
  currentPeriodEnd: z.date(),
  cancelAtPeriodEnd: z.boolean(),
  pendingPlanName: z.string().nullable(),
  pendingBillingCycle: z.string().nullable(),
  pastDueSince: z.date().nullable(),
  /** Why creating is refused now (past due for more than 7 days, or ended), or null. */
  creationBlock: z.enum(['past_due', 'expired']).nullable(),
  maxUnits: z.number(),
  maxManagers: z.number(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionSchema>;

/** GET /api/subscriptions/current: the landlord's own subscription screen in one answer. */
export const subscriptionOverviewSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  plans: z.array(planSchema),
  invoices: z.array(subscriptionInvoiceSchema),
  usage: z.object({ units: z.number(), managers: z.number() }),
});
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

/** What a write answers: the subscription after it, and where to pay when an invoice was issued. */
export const subscriptionChangeSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  invoice: subscriptionInvoiceSchema.nullable(),
  redirectUrl: z.string().nullable(),
});

export const superSubscriptionQuerySchema = listQuerySchema.extend({
  state: z.enum(SUBSCRIPTION_STATES).optional(),
  planId: z.uuid().optional(),
});
export type SuperSubscriptionQuery = z.infer<typeof superSubscriptionQuerySchema>;

/** A row of the super admin's Subscriptions screen. */
export const superSubscriptionRowSchema = z.object({
  id: z.string(),
  landlordId: z.string(),
  landlordName: z.string(),
  email: z.string(),
  planName: z.string(),
  state: z.string(),
  billingCycle: z.string(),
  currentPeriodEnd: z.date(),
  cancelAtPeriodEnd: z.boolean(),
  /** Monthly recurring revenue: the monthly price, or the yearly price / 12; 0 unless paying. */
  mrr: z.string(),
  openInvoiceId: z.string().nullable(),
  openInvoiceNo: z.string().nullable(),
  openAmount: z.string().nullable(),
});
export type SuperSubscriptionRow = z.infer<typeof superSubscriptionRowSchema>;

export const superSubscriptionTotalsSchema = z.object({
  subscriptions: z.number(),
  mrr: z.string(),
  byState: z.record(z.string(), z.number()),
});
