import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredDocument } from '../../../domain/documents';
import { users } from './accounts';
import { createdAt, money, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';
import { properties, propertyUnits } from './portfolio';
import { contracts } from './tenancy';

/*
 * Billing: invoices, their items, payments against them and the receipts those payments issue.
 * Money is numeric(12,3) (fils exact) and is added up in SQL or with big.js, never as floats.
 * The tenant, property and unit names are copied onto the invoice when it is issued: an invoice is
 * a document of its day, and the copies let the lists sort and search at a million rows without joins.
 */

/** Per-landlord, per-year running numbers for invoices (INV) and receipts (RCT). */
export const documentCounters = pgTable(
  'document_counters',
  {
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.kind, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => propertyUnits.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    invoiceNo: text('invoice_no').notNull(),
    /** First day of the rent month this invoice bills. */
    period: date('period').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    total: money('total').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    /** What a write-off closed without payment (invoice_write_offs); pending = total - paid - this. */
    writtenOffAmount: money('written_off_amount').notNull().default('0'),
    currency: text('currency').notNull().default('KWD'),
    /** UNPAID, PARTIALLY_PAID, PAID, OVERDUE, CANCELLED (see domain/invoiceStatus.ts). */
    status: text('status').notNull().default('UNPAID'),
    tenantName: text('tenant_name').notNull(),
    propertyName: text('property_name').notNull(),
    unitNo: text('unit_no').notNull(),
    /** Date of the latest payment, for the collection report's sort. */
    lastPaymentDate: date('last_payment_date'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The guarantee behind idempotent generation: whatever runs, one invoice per contract and month.
    uniqueIndex('invoices_contract_period_key').on(t.contractId, t.period),
    uniqueIndex('invoices_landlord_invoice_no_key').on(t.landlordId, t.invoiceNo),
    index('invoices_landlord_period_idx').on(t.landlordId, t.period, t.invoiceNo),
    index('invoices_landlord_status_due_idx').on(t.landlordId, t.status, t.dueDate),
    // The collection report's sorts, ties broken by number; migration 0010 adds INCLUDE (id, status)
    // (Drizzle's index builder cannot say it) so a page of any sort is an index-only walk.
    index('invoices_landlord_tenant_name_idx').on(t.landlordId, t.tenantName, t.invoiceNo),
    index('invoices_landlord_last_payment_idx').on(t.landlordId, t.lastPaymentDate, t.invoiceNo),
    index('invoices_landlord_total_idx').on(t.landlordId, t.total, t.invoiceNo),
    index('invoices_tenant_period_idx').on(t.tenantId, t.period),
    index('invoices_property_idx').on(t.propertyId),
    // The collection report's search box: per-landlord trigram keys (migration 0007), LIKE checks
    // exactly. services/collectionQueries.ts spells the same expression, or the index goes unused.
    index('invoices_search_keys_idx')
      .using('gin', sql`landlord_trigram_keys(${t.landlordId}, (${t.tenantName} || ' ' || ${t.invoiceNo}))`)
      .where(sql`${t.status} <> 'CANCELLED'`),
    check(
      'invoices_status_check',
      sql`${t.status} in ('UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE', 'CANCELLED')`,
    ),
    check(
      'invoices_money_check',
      sql`${t.total} >= 0 and ${t.paidAmount} >= 0 and ${t.writtenOffAmount} >= 0 and ${t.paidAmount} + ${t.writtenOffAmount} <= ${t.total}`,
    ),
    check('invoices_currency_check', sql`${t.currency} = 'KWD'`),
  ],
);

/** Rent plus any extra charge the landlord adds; the invoice total is their sum. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** rent, charge */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_items_invoice_idx').on(t.invoiceId),
    check('invoice_items_kind_check', sql`${t.kind} in ('rent', 'charge')`),
    check('invoice_items_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A payment recorded by the landlord's side against one invoice (the spec's manual payment). */
export const payments = pgTable(
  'payments',
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
    invoiceNo: text('invoice_no').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('KWD'),
    /** bank_transfer, cash, cheque, pos, or none given */
    method: text('method'),
    depositReference: text('deposit_reference'),
    depositDate: timestamp('deposit_date', { withTimezone: true }),
    /** The day the money came in (deposit date, else the day recorded) in Kuwait time; lists filter on it. */
    paymentDate: date('payment_date').notNull(),
    notes: text('notes'),
    markAsPaid: boolean('mark_as_paid').notNull().default(false),
    attachments: jsonb('attachments').$type<StoredDocument[]>().notNull().default([]),
    /** Lower-cased invoice number, tenant name and reference: one trigram index serves the search box. */
    searchText: text('search_text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_landlord_created_idx').on(t.landlordId, t.createdAt.desc(), t.id.desc()),
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_tenant_idx').on(t.tenantId, t.createdAt),
    // The search box: per-landlord trigram keys (migration 0007); LIKE on search_text checks exactly.
    index('payments_search_keys_idx').using(
      'gin',
      sql`landlord_trigram_keys(${t.landlordId}, ${t.searchText})`,
    ),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_currency_check', sql`${t.currency} = 'KWD'`),
    check(
      'payments_method_check',
      sql`${t.method} is null or ${t.method} in ('bank_transfer', 'cash', 'cheque', 'pos', 'knet', 'card')`,
    ),
  ],
);

/** One receipt per payment, numbered per landlord; it follows its payment's amount and method. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    receiptNo: text('receipt_no').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    payerName: text('payer_name').notNull(),
    propertyName: text('property_name').notNull(),
    amount: money('amount').notNull(),
    method: text('method'),
    /** Same meaning as payments.payment_date. */
    receivedOn: date('received_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('receipts_payment_key').on(t.paymentId),
    uniqueIndex('receipts_landlord_receipt_no_key').on(t.landlordId, t.receiptNo),
    index('receipts_landlord_received_idx').on(t.landlordId, t.receivedOn, t.receiptNo),
    index('receipts_tenant_idx').on(t.tenantId, t.receivedOn),
    check('receipts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A create retried with the same Idempotency-Key answers the first result instead of paying twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request (payload and file digests): the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The audit trail (issue 36 item 4): who changed money, contracts, cheques, deposits, roles and
 * settings, when, from which address, and what the record was before and after. Append-only: a
 * trigger (migration 0036) refuses UPDATE and DELETE, and fills the hash chain on insert — per
 * landlord, `chain_seq` counts 1, 2, 3…, `prev_hash` is the previous row's `hash`, `hash` is the
 * SHA-256 of the row's canonical content (see `audit_row_hash` in the migration). No foreign keys
 * on the user columns: a deleted account must not rewrite (set null) the rows that name it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    landlordId: uuid('landlord_id'),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    ip: text('ip'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_landlord_idx').on(t.landlordId, t.createdAt),
    // The chain's lookup and uniqueness indexes are built concurrently after the migrations
    // (server/db/concurrentIndexes/0037_audit_log_chain*.sql): audit_log is a big table.
  ],
);

/**
 * Per landlord, the figures the two big lists would otherwise add up over 10,000 rows on every
 * request (issue 7 item 6): the collection report's count and cards, and the payment count.
 * Kept by statement-level triggers on invoices and payments (migration 0007), so every write path,
 * a job's or an operator's SQL included, keeps them exact in its own transaction. No foreign key:
 * a landlord's deletion cascades to its invoices, whose trigger then still updates this row.
 */
export const landlordBillingTotals = pgTable('landlord_billing_totals', {
  landlordId: uuid('landlord_id').primaryKey(),
  /** Invoices that are not cancelled. */
  invoiceCount: integer('invoice_count').notNull().default(0),
  /** Sum of paid_amount over those invoices. */
  receivedAmount: numeric('received_amount', { precision: 18, scale: 3 }).notNull().default('0'),
  /** Sum of total - paid_amount - written_off_amount over those invoices (migration 0012). */
  pendingAmount: numeric('pending_amount', { precision: 18, scale: 3 }).notNull().default('0'),
  paymentCount: integer('payment_count').notNull().default(0),
  /** Sum of written_off_amount over those invoices. */
  writtenOffAmount: numeric('written_off_amount', { precision: 18, scale: 3 }).notNull().default('0'),
});

/**
 * Per landlord and day, how many payments came in (payment_date): the manual-payments list's count
 * for a date range is a sum of at most a few hundred of these rows instead of a count of thousands
 * of index entries. Kept by triggers on payments (migration 0008) like landlord_billing_totals.
 */
export const landlordPaymentDays = pgTable(
  'landlord_payment_days',
  {
    landlordId: uuid('landlord_id').notNull(),
    day: date('day').notNull(),
    paymentCount: integer('payment_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.landlordId, t.day] })],
);

/** Payment attachments are private documents, named by key in a JSON array. */
export const BILLING_FILE_COLUMNS: FileColumn[] = [{ column: payments.attachments, holds: 'documents' }];
