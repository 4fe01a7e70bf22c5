import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invoices, payments } from './billing';
import { createdAt, money, updatedAt } from './columns';

/*
 * Issue 20: online payments. payment_attempts is our side (one per checkout); the webhook inbox
 * remembers each gateway event once; sandbox_gateway_payments is the built-in sandbox gateway's
 * own side, kept apart so that asking the sandbox for a status really asks it, not our attempt.
 */

/** One checkout of one invoice through a gateway; its state moves per domain/paymentAttemptFlow.ts. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The gateway's id of the payment; null until the gateway opened its checkout. */
    gatewayReference: text('gateway_reference'),
    redirectUrl: text('redirect_url'),
    /** Set on the server from the invoice's balance, never from the browser. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('KWD'),
    state: text('state').notNull().default('created'),
    /** knet or card, as the gateway reported it on capture. */
    method: text('method'),
    transactionId: text('transaction_id'),
    /** Why it failed, in words a tenant can read; or why a capture could not be credited. */
    reason: text('reason'),
    /** The payment the capture recorded on the invoice; at most one per attempt. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /**
     * Issue 30 item 5: why the automatic refund of a capture the invoice could not take failed. Set,
     * the landlord must refund it outside (TENANT PAYMENTS shows it); null otherwise.
     */
    refundProblem: text('refund_problem'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the reconciler asks the gateway next, while the attempt waits; checks so far (backoff). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkCount: integer('check_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_provider_reference_key').on(t.provider, t.gatewayReference),
    uniqueIndex('payment_attempts_payment_key').on(t.paymentId),
    index('payment_attempts_invoice_idx').on(t.invoiceId, t.createdAt),
    index('payment_attempts_tenant_idx').on(t.tenantId, t.createdAt),
    index('payment_attempts_next_check_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.state} in ('created', 'pending', 'unknown')`),
    check('payment_attempts_amount_check', sql`${t.amount} > 0`),
    check('payment_attempts_currency_check', sql`${t.currency} = 'KWD'`),
    check(
      'payment_attempts_state_check',
      sql`${t.state} in ('created', 'pending', 'unknown', 'captured', 'failed', 'cancelled', 'expired', 'partially_refunded', 'refunded')`,
    ),
    check('payment_attempts_method_check', sql`${t.method} is null or ${t.method} in ('knet', 'card')`),
  ],
);

/** The webhook inbox: each gateway event once, whatever number of times it is delivered. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    gatewayReference: text('gateway_reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the attempt was brought up to date with the gateway after this event. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The sandbox gateway's own record of a payment (what a real gateway keeps on its side). */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    reference: text('reference').primaryKey(),
    /** The merchant's idempotency key (our attempt id): the same key opens the same checkout. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    state: text('state').notNull().default('pending'),
    method: text('method'),
    transactionId: text('transaction_id'),
    reason: text('reason'),
    refundedFils: bigint('refunded_fils', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_payments_idempotency_key').on(t.idempotencyKey),
    index('sandbox_gateway_payments_captured_idx').on(t.capturedAt),
  ],
);

/** The sandbox's refunds, one per merchant idempotency key. */
export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference')
    .notNull()
    .references(() => sandboxGatewayPayments.reference, { onDelete: 'cascade' }),
  amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/** A refund of an online payment (issue 20 item 6): its credit note, and what the gateway said. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** CRN-YYYY-NNNNNN, numbered per landlord like receipts. */
    creditNoteNo: text('credit_note_no').notNull(),
    gatewayRefundReference: text('gateway_refund_reference').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_invoice_idx').on(t.invoiceId),
    index('payment_refunds_attempt_idx').on(t.attemptId),
    uniqueIndex('payment_refunds_landlord_credit_note_key').on(t.landlordId, t.creditNoteNo),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
