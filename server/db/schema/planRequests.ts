/*
 * Plan flexibility (issue 21 item 6): a landlord's request for another plan or a custom one, and
 * its thread of events (answers, state changes, plan moves). Like every business row the request
 * carries landlord_id; the events hang off the request.
 */

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { plans } from './subscriptions';

export const planChangeRequests = pgTable(
  'plan_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** plan_change (to a plan on sale) or custom_plan (units, managers, message). */
    kind: text('kind').notNull(),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    units: integer('units'),
    managers: integer('managers'),
    message: text('message').notNull().default(''),
    /** open, accepted, declined (domain/planFlexibility.ts) */
    state: text('state').notNull().default('open'),
    createdAt: createdAt(),
    /** The last answer, state change or move: the lists' default order. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('plan_change_requests_landlord_updated_idx').on(t.landlordId, t.updatedAt),
    index('plan_change_requests_state_updated_idx').on(t.state, t.updatedAt),
    index('plan_change_requests_updated_idx').on(t.updatedAt),
    check('plan_change_requests_kind_check', sql`${t.kind} in ('plan_change', 'custom_plan')`),
    check('plan_change_requests_state_check', sql`${t.state} in ('open', 'accepted', 'declined')`),
    check('plan_change_requests_plan_check', sql`${t.kind} <> 'plan_change' or ${t.planId} is not null`),
    check(
      'plan_change_requests_custom_check',
      sql`${t.kind} <> 'custom_plan' or (${t.units} > 0 and ${t.managers} > 0)`,
    ),
  ],
);

export const planChangeRequestEvents = pgTable(
  'plan_change_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => planChangeRequests.id, { onDelete: 'cascade' }),
    /** The request's landlord, repeated: the distribution key (docs/citus.md). */
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    stateFrom: text('state_from'),
    stateTo: text('state_to'),
    /** A move of the landlord to a plan: which (its name as it was), when asked and when it applies. */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    planName: text('plan_name'),
    moveAt: text('move_at'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_change_request_events_request_idx').on(t.requestId, t.createdAt),
    check(
      'plan_change_request_events_move_at_check',
      sql`${t.moveAt} is null or ${t.moveAt} in ('now', 'period_end')`,
    ),
  ],
);
