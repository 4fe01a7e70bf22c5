import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invoiceItems, invoices } from './billing';
import { createdAt, money, updatedAt } from './columns';

/*
 * Late fees by rule (issue 34 item 4). A landlord's rule (off by default: no row, or enabled
 * false) and the fees the invoice job applied: one per invoice, ever — the unique index on
 * invoice_id is the database's word, so two job runs (or two instances) can never add a second.
 * A waived fee keeps its row (who, when, why) and loses its charge line.
 */

export const lateFeeSettings = pgTable(
  'late_fee_settings',
  {
    landlordId: uuid('landlord_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    graceDays: integer('grace_days').notNull().default(0),
    /** fixed: `amount` KWD; percent: `amount` % of the overdue balance. */
    mode: text('mode').notNull().default('fixed'),
    amount: money('amount').notNull().default('0'),
    /** The most one invoice's fee may be; null: no cap. */
    cap: money('cap'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('late_fee_settings_mode_check', sql`${t.mode} in ('fixed', 'percent')`),
    check('late_fee_settings_grace_check', sql`${t.graceDays} between 0 and 365`),
    check('late_fee_settings_amount_check', sql`${t.amount} >= 0 and (${t.cap} is null or ${t.cap} >= 0)`),
  ],
);

export const lateFees = pgTable(
  'late_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The charge line it added; null once waived. */
    invoiceItemId: uuid('invoice_item_id').references(() => invoiceItems.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    appliedAt: createdAt(),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waiveReason: text('waive_reason'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('late_fees_invoice_key').on(t.invoiceId),
    index('late_fees_landlord_idx').on(t.landlordId, t.appliedAt),
    check('late_fees_amount_check', sql`${t.amount} > 0`),
    check('late_fees_waiver_check', sql`(${t.waivedAt} is null) = (${t.waiveReason} is null)`),
  ],
);
