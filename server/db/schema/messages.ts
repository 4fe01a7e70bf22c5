/* Tenant messages (issue 35 item 4): every message kept, one row per channel attempt. */

import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invoices } from './billing';
import { cheques } from './cheques';
import { createdAt, money } from './columns';
import { maintenanceRequests } from './maintenance';

/**
 * One attempt to send one tenant message on one channel. The attempts of one fallback chain
 * (whatsapp → sms → email) share attempt_group; attempt_no orders them.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    chequeId: uuid('cheque_id').references(() => cheques.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => maintenanceRequests.id, { onDelete: 'set null' }),
    /** whatsapp | sms | email */
    channel: text('channel').notNull(),
    /** The adapter that carried it: outbox, whatsapp-cloud, twilio, mailer. */
    provider: text('provider').notNull(),
    template: text('template').notNull(),
    /** reminder | notice | receipt */
    kind: text('kind').notNull(),
    reminderStep: integer('reminder_step'),
    language: text('language').notNull(),
    toAddress: text('to_address').notNull().default(''),
    body: text('body').notNull(),
    /** queued | sent | delivered | read | failed | skipped */
    state: text('state').notNull(),
    attemptGroup: uuid('attempt_group').notNull(),
    attemptNo: integer('attempt_no').notNull().default(1),
    providerId: text('provider_id'),
    providerError: text('provider_error'),
    cost: money('cost'),
    currency: text('currency'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_landlord_created_idx').on(t.landlordId, t.createdAt),
    index('messages_tenant_idx').on(t.tenantId),
    index('messages_invoice_idx').on(t.invoiceId),
    index('messages_group_idx').on(t.attemptGroup),
    index('messages_provider_id_idx').on(t.channel, t.providerId),
  ],
);
