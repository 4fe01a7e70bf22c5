import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, money, updatedAt } from './columns';

/*
 * Issue 21 items 3 to 5: the plans the super admin sells, each landlord's subscription, the invoices
 * that bill its periods, and the online checkouts that pay those invoices through the gateway
 * (kept apart from payment_attempts, which belong to tenants' rent invoices).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A plan on sale (retired_at null) or retired (kept: subscriptions and invoices still name it). */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    monthlyPrice: money('monthly_price').notNull(),
    yearlyPrice: money('yearly_price').notNull(),
    maxUnits: integer('max_units').notNull(),
    maxManagers: integer('max_managers').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Exactly one active plan is recommended: trials start on it and /pricing highlights it. */
    recommended: boolean('recommended').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    retiredAt: at('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('plans_one_recommended_key')
      .on(t.recommended)
      .where(sql`${t.recommended}`),
    check('plans_monthly_price_check', sql`${t.monthlyPrice} >= 0`),
    check('plans_yearly_price_check', sql`${t.yearlyPrice} >= 0`),
    check('plans_max_units_check', sql`${t.maxUnits} > 0`),
    check('plans_max_managers_check', sql`${t.maxManagers} >= 0`),
    check('plans_recommended_active_check', sql`not ${t.recommended} or ${t.retiredAt} is null`),
  ],
);

/**
 * One row per landlord: its current subscription. The state moves per domain/subscriptionFlow.ts;
 * a downgrade waits in pending_plan_id until the period ends.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    state: text('state').notNull().default('trialing'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    /** Cancelled by the landlord: access stays until current_period_end, then it expires. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pendingPlanId: uuid('pending_plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    pendingBillingCycle: text('pending_billing_cycle'),
    /** When the period's invoice went unpaid past the period's start; 7 days later creation stops. */
    pastDueSince: at('past_due_since'),
    cancelledAt: at('cancelled_at'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_landlord_key').on(t.landlordId),
    index('subscriptions_plan_idx').on(t.planId),
    index('subscriptions_state_period_end_idx').on(t.state, t.currentPeriodEnd),
    check(
      'subscriptions_state_check',
      sql`${t.state} in ('trialing', 'active', 'past_due', 'cancelled', 'expired')`,
    ),
    check('subscriptions_billing_cycle_check', sql`${t.billingCycle} in ('monthly', 'yearly')`),
    check(
      'subscriptions_pending_billing_cycle_check',
      sql`${t.pendingBillingCycle} is null or ${t.pendingBillingCycle} in ('monthly', 'yearly')`,
    ),
    check('subscriptions_period_check', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/** The bill for one period of a plan, or for the rest of a period after an upgrade. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    invoiceNo: text('invoice_no').notNull(),
    /** subscribe: the first paid period of a plan; renewal: the next period; upgrade: the rest of one. */
    kind: text('kind').notNull().default('renewal'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    /** The plan's name when billed: a later rename does not rewrite an issued invoice. */
    planName: text('plan_name').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('unpaid'),
    paidAt: at('paid_at'),
    paidVia: text('paid_via'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** The one captured checkout that paid it; a second capture is left for a refund, never credited. */
    paidAttemptId: uuid('paid_attempt_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_invoice_no_key').on(t.invoiceNo),
    uniqueIndex('subscription_invoices_period_key')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'renewal' AND ${t.status} <> 'void'`),
    index('subscription_invoices_landlord_idx').on(t.landlordId, t.createdAt),
    check('subscription_invoices_amount_check', sql`${t.amount} >= 0`),
    check('subscription_invoices_kind_check', sql`${t.kind} in ('subscribe', 'renewal', 'upgrade')`),
    check('subscription_invoices_status_check', sql`${t.status} in ('unpaid', 'paid', 'void')`),
    check(
      'subscription_invoices_paid_via_check',
      sql`${t.paidVia} is null or ${t.paidVia} in ('online', 'super_admin')`,
    ),
    check('subscription_invoices_billing_cycle_check', sql`${t.billingCycle} in ('monthly', 'yearly')`),
  ],
);

/** One checkout of one subscription invoice; states as domain/paymentAttemptFlow.ts's first seven. */
export const subscriptionPaymentAttempts = pgTable(
  'subscription_payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionInvoiceId: uuid('subscription_invoice_id')
      .notNull()
      .references(() => subscriptionInvoices.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    gatewayReference: text('gateway_reference'),
    redirectUrl: text('redirect_url'),
    amount: money('amount').notNull(),
    state: text('state').notNull().default('created'),
    method: text('method'),
    transactionId: text('transaction_id'),
    reason: text('reason'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_payment_attempts_reference_key').on(t.provider, t.gatewayReference),
    index('subscription_payment_attempts_invoice_idx').on(t.subscriptionInvoiceId, t.createdAt),
    index('subscription_payment_attempts_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('created', 'pending', 'unknown')`),
    check('subscription_payment_attempts_amount_check', sql`${t.amount} > 0`),
    check(
      'subscription_payment_attempts_state_check',
      sql`${t.state} in ('created', 'pending', 'unknown', 'captured', 'failed', 'cancelled', 'expired')`,
    ),
  ],
);
