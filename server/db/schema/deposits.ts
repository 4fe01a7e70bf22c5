import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, money, updatedAt } from './columns';
import { properties } from './portfolio';
import { contracts } from './tenancy';

/*
 * Security deposits (issue 34 item 3). One deposit per contract, keyed by the contract: the amount
 * agreed is the contract's `security_deposit`; this row keeps what was received, deducted at
 * move-out and refunded, each the sum of its entries, changed only under this row's lock. A
 * deposit is money held, never income: no collection figure reads these tables.
 */

export const deposits = pgTable(
  'deposits',
  {
    /** The contract's id: a contract has one deposit. */
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    receivedAmount: money('received_amount').notNull().default('0'),
    deductedAmount: money('deducted_amount').notNull().default('0'),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deposits_landlord_idx').on(t.landlordId, t.updatedAt),
    index('deposits_tenant_idx').on(t.tenantId),
    check(
      'deposits_amounts_check',
      sql`${t.receivedAmount} >= 0 and ${t.deductedAmount} >= 0 and ${t.refundedAmount} >= 0`,
    ),
    // The database's word that a deposit is never overdrawn, whatever the code does.
    check('deposits_held_check', sql`${t.deductedAmount} + ${t.refundedAmount} <= ${t.receivedAmount}`),
  ],
);

/** Every move of a deposit (who, when): a receipt, a deduction (with its reason) or the refund. */
export const depositEntries = pgTable(
  'deposit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => deposits.contractId, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** receipt, deduction, refund */
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** How the money came or went (receipts and refunds): cash, cheque, transfer, knet, other. */
    method: text('method'),
    reference: text('reference'),
    /** The day the money moved (Kuwait). */
    entryDate: date('entry_date').notNull(),
    /** Deductions: damages, arrears, cleaning, utilities, other. */
    reason: text('reason'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_entries_contract_idx').on(t.contractId, t.createdAt),
    check('deposit_entries_kind_check', sql`${t.kind} in ('receipt', 'deduction', 'refund')`),
    check('deposit_entries_amount_check', sql`${t.amount} > 0`),
    check('deposit_entries_reason_check', sql`(${t.kind} = 'deduction') = (${t.reason} is not null)`),
  ],
);
