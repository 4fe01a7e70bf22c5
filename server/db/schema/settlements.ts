import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { payments } from './billing';
import { createdAt, money, updatedAt } from './columns';
import { paymentAttempts } from './payments';

/*
 * Issue 20 item 7: the landlord's bank account and the gateway's settlements to it. A batch is one
 * deposit of one gateway to one landlord for one day; its items are the payments it pays out,
 * linked to our attempt and payment when the gateway's reference names one.
 */

/** One bank account per landlord: where the gateway deposits its settlements. */
export const landlordBankAccounts = pgTable(
  'landlord_bank_accounts',
  {
    landlordId: uuid('landlord_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised: upper case, no spaces (KW + 2 check digits + 4-letter bank code + 22 characters). */
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    /** The landlord's id at the gateway (MyFatoorah supplier code, Tap destination id); may be empty. */
    subMerchantRef: text('sub_merchant_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('landlord_bank_accounts_iban_check', sql`${t.iban} ~ '^KW[0-9]{2}[A-Z]{4}[A-Z0-9]{22}$'`)],
);

export const settlementBatches = pgTable(
  'settlement_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The gateway's reference of the deposit. */
    reference: text('reference').notNull(),
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    gross: money('gross').notNull(),
    fees: money('fees').notNull(),
    refunds: money('refunds').notNull(),
    /** What the gateway says it deposited. */
    net: money('net').notNull(),
    itemCount: integer('item_count').notNull(),
    /** net − the sum of the items' nets; reconciled when zero to the fils. */
    difference: money('difference').notNull().default('0'),
    reconciled: boolean('reconciled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('settlement_batches_provider_reference_key').on(t.provider, t.reference),
    index('settlement_batches_landlord_date_idx').on(t.landlordId, t.depositDate),
    index('settlement_batches_date_idx').on(t.depositDate),
  ],
);

export const settlementItems = pgTable(
  'settlement_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => settlementBatches.id, { onDelete: 'cascade' }),
    /** The batch's landlord, so the items can be distributed with it (docs/citus.md). */
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The gateway's reference of the payment (our attempt's gateway_reference). */
    gatewayReference: text('gateway_reference').notNull(),
    transactionId: text('transaction_id'),
    method: text('method'),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    refunded: money('refunded').notNull(),
    net: money('net').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlement_items_batch_reference_key').on(t.batchId, t.gatewayReference),
    index('settlement_items_attempt_idx').on(t.attemptId),
  ],
);
