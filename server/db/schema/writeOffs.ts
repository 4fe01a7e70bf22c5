import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invoices, payments } from './billing';
import { createdAt, money, updatedAt } from './columns';

/**
 * Issue 16 item 1: the part of an invoice closed without payment ("Mark as paid" on a short
 * payment), with who closed it, when and why. One per invoice; invoices.written_off_amount carries
 * the same amount so every total adds up from the invoices row alone.
 */
export const invoiceWriteOffs = pgTable(
  'invoice_write_offs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The payment recorded with "Mark as paid" that closed the invoice. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoice_write_offs_invoice_key').on(t.invoiceId),
    index('invoice_write_offs_landlord_idx').on(t.landlordId, t.createdAt),
    check('invoice_write_offs_amount_check', sql`${t.amount} > 0`),
  ],
);
