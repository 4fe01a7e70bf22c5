import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invoices } from './billing';
import { updatedAt } from './columns';

/*
 * Rent reminders by schedule (issue 35 items 3 and 5). A landlord's schedule (no row: the
 * default, on, steps -3/0/3/7/14 days from the due date), each tenant's channel preference and
 * reminder opt-out, and one row per step sent of an invoice: the primary key (invoice_id, step)
 * is the database's word that a step goes out once, even when two job instances race.
 */

export const reminderSchedules = pgTable(
  'reminder_schedules',
  {
    landlordId: uuid('landlord_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Day offsets from the due date, ascending, e.g. {-3,0,3,7,14}. */
    steps: integer('steps').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('reminder_schedules_steps_check', sql`cardinality(${t.steps}) between 1 and 10`)],
);

export const tenantMessagePreferences = pgTable(
  'tenant_message_preferences',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** whatsapp | sms | email; the fallback follows in that order from the preferred one. */
    channel: text('channel').notNull().default('whatsapp'),
    /** Reminders off (receipts and notices still go). */
    remindersOff: boolean('reminders_off').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tenant_message_preferences_channel_check', sql`${t.channel} in ('whatsapp', 'sms', 'email')`),
  ],
);

export const reminderSends = pgTable(
  'reminder_sends',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The schedule step (day offset from the due date). */
    step: integer('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.step] })],
);

/**
 * Notices that go once per subject (issue 35 item 2): "invoice issued" once per invoice,
 * "cheque due for deposit" once per cheque. An invoice's row is written pending (sent_at null)
 * in the transaction that issues it, and taken (sent_at set) in the transaction that records
 * its message, so a notice deferred past the quiet hours, or left by a crash after the issue
 * committed, still goes once. A cheque's row is its claim, written when its message is recorded.
 * The primary key is the database's word that two job instances send it once.
 */
export const noticeSends = pgTable(
  'notice_sends',
  {
    /** The invoice or the cheque the notice tells of. */
    subjectId: uuid('subject_id').notNull(),
    /** The message template: invoiceIssued | chequeDueForDeposit. */
    template: text('template').notNull(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while pending; set when the notice was recorded (sent, or given up on). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.landlordId, t.subjectId, t.template] }),
    index('notice_sends_pending_idx')
      .on(t.template, t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
