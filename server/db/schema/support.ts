/*
 * Support tickets to the platform (issue 18 item 8): a landlord or a manager asks, the super
 * admin answers. The ticket carries landlord_id like every business row; its thread holds the
 * replies of both sides and the status changes (from → to), so the panel shows one timeline.
 */

import { sql } from 'drizzle-orm';
import {
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
import type { StoredDocument } from '../../../domain/documents';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Per landlord, from 1: shown as ST-000001. */
    seq: integer('seq').notNull(),
    raisedBy: uuid('raised_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** billing, account, technical, feature_request */
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** OPEN, IN_PROGRESS, RESOLVED, CLOSED (domain/supportTickets.ts) */
    status: text('status').notNull().default('OPEN'),
    attachments: jsonb('attachments').$type<StoredDocument[]>().notNull().default([]),
    createdAt: createdAt(),
    /** The last reply or status change: the list's default order. */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('support_tickets_landlord_seq_key').on(t.landlordId, t.seq),
    index('support_tickets_landlord_updated_idx').on(t.landlordId, t.updatedAt),
    index('support_tickets_updated_idx').on(t.updatedAt),
    check('support_tickets_status_check', sql`${t.status} in ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')`),
    check(
      'support_tickets_category_check',
      sql`${t.category} in ('billing', 'account', 'technical', 'feature_request')`,
    ),
  ],
);

export const supportComments = pgTable(
  'support_ticket_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** The ticket's landlord, so the thread can be distributed with it (docs/citus.md). */
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    statusFrom: text('status_from'),
    statusTo: text('status_to'),
    attachments: jsonb('attachments').$type<StoredDocument[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_ticket_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Attachments of tickets and replies are private documents, named by key in JSON arrays. */
export const SUPPORT_FILE_COLUMNS: FileColumn[] = [
  { column: supportTickets.attachments, holds: 'documents' },
  { column: supportComments.attachments, holds: 'documents' },
];
