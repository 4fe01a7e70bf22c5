import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredDocument } from '../../../domain/documents';
import { users } from './accounts';
import { invoices } from './billing';
import { createdAt, money, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';
import { properties, propertyUnits } from './portfolio';
import { contracts } from './tenancy';

/*
 * Maintenance requests (issue 18): a tenant reports a problem in its unit, the landlord's side
 * works it through the status flow of domain/maintenanceFlow.ts. Numbered per landlord and year
 * (MR-2026-000123) from document_counters, like invoices.
 */

export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestNo: text('request_no').notNull(),
    /** The reporting tenant; null when the landlord's side reported it on a unit without one. */
    tenantId: uuid('tenant_id').references(() => users.id, { onDelete: 'restrict' }),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => propertyUnits.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('OPEN'),
    permissionToEnter: boolean('permission_to_enter').notNull().default(false),
    preferredVisitTimes: text('preferred_visit_times'),
    attachments: jsonb('attachments').$type<StoredDocument[]>().notNull().default([]),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    vendorName: text('vendor_name'),
    vendorPhone: text('vendor_phone'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** DEFERRED until this Kuwait day; the maintenance job opens it again then. */
    deferredUntil: date('deferred_until'),
    cost: money('cost'),
    charged: boolean('charged').notNull().default(false),
    /** The invoice the cost went onto; null while charged and waiting for the next invoice. */
    chargedInvoiceId: uuid('charged_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    ratingResolved: boolean('rating_resolved'),
    ratingComment: text('rating_comment'),
    reopenCount: integer('reopen_count').notNull().default(0),
    /** When it last became COMPLETED: it closes itself seven days later. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Title and number lower-cased, for the search box (migration 0019): kept, not computed per row. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${maintenanceRequests.title} || ' ' || ${maintenanceRequests.requestNo})`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('maintenance_requests_landlord_no_key').on(t.landlordId, t.requestNo),
    // The REPORTED TICKETS list (migration 0016): newest first, deleted rows left out; the
    // migration adds INCLUDE columns so counts and filters read the index alone. DESC is NULLS
    // FIRST, as the list's ORDER BY says, or the index cannot serve it.
    index('maintenance_requests_landlord_list_idx')
      .on(t.landlordId, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('maintenance_requests_landlord_status_idx')
      .on(t.landlordId, t.status, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    // One category of the list, searched or not, read from the index alone (migration 0022 adds
    // the INCLUDE columns, the search text among them).
    index('maintenance_requests_landlord_category_idx')
      .on(t.landlordId, t.category, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    // The search box: per-landlord trigram keys (migration 0007); services/maintenanceQueries.ts
    // spells the same expression, or the index goes unused.
    index('maintenance_requests_search_keys_idx')
      .using('gin', sql`landlord_trigram_keys(${t.landlordId}, ${t.searchText})`)
      .where(sql`${t.deletedAt} is null`),
    index('maintenance_requests_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('maintenance_requests_property_idx').on(t.propertyId),
    // The job's two sweeps: COMPLETED for a week, DEFERRED whose day has come.
    index('maintenance_requests_status_completed_idx')
      .on(t.status, t.completedAt)
      .where(sql`${t.deletedAt} is null`),
    check(
      'maintenance_requests_status_check',
      sql`${t.status} in ('OPEN', 'IN_PROGRESS', 'COMPLETED', 'CLOSED', 'DEFERRED', 'DECLINED')`,
    ),
    check(
      'maintenance_requests_priority_check',
      sql`${t.priority} in ('low', 'normal', 'high', 'emergency')`,
    ),
    check('maintenance_requests_cost_check', sql`${t.cost} is null or ${t.cost} >= 0`),
  ],
);

/** Every status change (who, when, from, to, why): the request's timeline. */
export const maintenanceStatusHistory = pgTable(
  'maintenance_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    /** The request's landlord, so the history can be distributed with it (docs/citus.md). */
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the report itself. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    /** Null when the maintenance job moved it. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_status_history_request_idx').on(t.requestId, t.createdAt)],
);

/** The request's thread; internal comments are for the landlord's side only. */
export const maintenanceComments = pgTable(
  'maintenance_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    /** The request's landlord, so the comments can be distributed with it (docs/citus.md). */
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    attachments: jsonb('attachments').$type<StoredDocument[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_comments_request_idx').on(t.requestId, t.createdAt)],
);

/** A landlord's deadlines per priority, in hours (App Setting); absent means the defaults. */
export const maintenanceDeadlines = pgTable('maintenance_deadlines', {
  landlordId: uuid('landlord_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emergencyHours: integer('emergency_hours').notNull().default(24),
  highHours: integer('high_hours').notNull().default(72),
  normalHours: integer('normal_hours').notNull().default(168),
  lowHours: integer('low_hours').notNull().default(336),
  updatedAt: updatedAt(),
});

/**
 * Each landlord's requests per status, deleted ones left out: kept by statement-level triggers
 * (migration 0016) so the REPORTED TICKETS list and its counts by status need not count 10,000 rows.
 * No foreign key: deleting a landlord cascades to its requests, whose trigger then writes here.
 */
export const maintenanceRequestCounts = pgTable(
  'maintenance_request_counts',
  {
    landlordId: uuid('landlord_id').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'maintenance_request_counts_pkey', columns: [t.landlordId, t.status] })],
);

/** Request photos and comment attachments are private documents, named by key in JSON arrays. */
export const MAINTENANCE_FILE_COLUMNS: FileColumn[] = [
  { column: maintenanceRequests.attachments, holds: 'documents' },
  { column: maintenanceComments.attachments, holds: 'documents' },
];
