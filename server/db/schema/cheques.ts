import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StoredDocument } from '../../../domain/documents';
import { users } from './accounts';
import { invoices, payments } from './billing';
import { createdAt, money, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';
import { properties, propertyUnits } from './portfolio';
import { contracts } from './tenancy';

/*
 * Post-dated cheques (issue 34 item 1). A cheque is money promised, not collected: only its
 * clearing records a payment (through services/payments.ts), whose id cheque_invoices keeps. The
 * tenant, property and unit names are copied when the cheque is taken in, like an invoice's, so
 * the register sorts and searches without joins.
 */

export const cheques = pgTable(
  'cheques',
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
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => propertyUnits.id, { onDelete: 'restrict' }),
    tenantName: text('tenant_name').notNull(),
    propertyName: text('property_name').notNull(),
    unitNo: text('unit_no').notNull(),
    bank: text('bank').notNull(),
    /** Text, not a number: leading zeros are part of a cheque's number. */
    chequeNo: text('cheque_no').notNull(),
    drawerName: text('drawer_name').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('KWD'),
    /** The date written on the cheque. */
    dueDate: date('due_date').notNull(),
    /** The rent month a scheduled cheque pays while its invoice is not issued yet. */
    period: date('period'),
    /** domain/chequeStates.ts */
    state: text('state').notNull().default('RECEIVED'),
    /** Who holds the paper: landlord, manager, bank or drawer; the note names the person or place. */
    custody: text('custody').notNull(),
    custodyNote: text('custody_note'),
    notes: text('notes'),
    /** The photo of the cheque (none or one), a private document like a payment's attachments. */
    photo: jsonb('photo').$type<StoredDocument[]>().notNull().default([]),
    replacesId: uuid('replaces_id').references((): AnyPgColumn => cheques.id, { onDelete: 'set null' }),
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => cheques.id, { onDelete: 'set null' }),
    /** The fee its bouncing charged, and the invoice that carries it (null while none was issued). */
    bouncedFee: money('bounced_fee'),
    feeInvoiceId: uuid('fee_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cheques_landlord_due_idx').on(t.landlordId, t.dueDate, t.id),
    index('cheques_landlord_state_due_idx').on(t.landlordId, t.state, t.dueDate),
    index('cheques_tenant_due_idx').on(t.tenantId, t.dueDate),
    index('cheques_contract_period_idx').on(t.contractId, t.period),
    index('cheques_property_idx').on(t.propertyId),
    check(
      'cheques_state_check',
      sql`${t.state} in ('RECEIVED', 'DEPOSITED', 'CLEARED', 'BOUNCED', 'REPLACED', 'RETURNED', 'CANCELLED')`,
    ),
    check('cheques_custody_check', sql`${t.custody} in ('landlord', 'manager', 'bank', 'drawer')`),
    check('cheques_amount_check', sql`${t.amount} > 0`),
    check('cheques_fee_check', sql`${t.bouncedFee} is null or ${t.bouncedFee} >= 0`),
    check('cheques_currency_check', sql`${t.currency} = 'KWD'`),
  ],
);

/** The invoices a cheque is for; its clearing's payment on each. */
export const chequeInvoices = pgTable(
  'cheque_invoices',
  {
    chequeId: uuid('cheque_id')
      .notNull()
      .references(() => cheques.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One payment per cheque and invoice, ever: the database's word that a cheque clears once. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.chequeId, t.invoiceId] }),
    index('cheque_invoices_invoice_idx').on(t.invoiceId),
    uniqueIndex('cheque_invoices_payment_key').on(t.paymentId),
  ],
);

/** Every move of a cheque (who, when, why, from, to): its timeline. */
export const chequeStatusHistory = pgTable(
  'cheque_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chequeId: uuid('cheque_id')
      .notNull()
      .references(() => cheques.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the cheque's receipt itself. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cheque_status_history_cheque_idx').on(t.chequeId, t.createdAt)],
);

/** A landlord's cheque setting; no row: no bounced-cheque fee. */
export const chequeSettings = pgTable(
  'cheque_settings',
  {
    landlordId: uuid('landlord_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bouncedChequeFee: money('bounced_cheque_fee').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [check('cheque_settings_fee_check', sql`${t.bouncedChequeFee} >= 0`)],
);

export const CHEQUE_FILE_COLUMNS: FileColumn[] = [{ column: cheques.photo, holds: 'documents' }];

/**
 * A deposit batch (issue 34 item 2): cheques taken to the bank together, marked DEPOSITED in one
 * step; kept so its deposit slip can be printed again. `cheque_ids` in the slip's order.
 */
export const chequeDepositBatches = pgTable(
  'cheque_deposit_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chequeIds: uuid('cheque_ids').array().notNull(),
    depositAccount: text('deposit_account'),
    note: text('note'),
    total: money('total').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cheque_deposit_batches_landlord_idx').on(t.landlordId, t.createdAt)],
);
