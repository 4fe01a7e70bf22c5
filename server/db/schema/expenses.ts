import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredDocument } from '../../../domain/documents';
import { users } from './accounts';
import { createdAt, money, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';
import { maintenanceRequests } from './maintenance';
import { properties, propertyUnits } from './portfolio';

/*
 * A landlord's expenses per property (issue 36 item 1): what went out, by category, with receipts.
 * A maintenance request's recorded cost becomes one expense (unique per request); a recurring
 * expense (monthly) is copied once per month by the expenses job (unique per source and month).
 */

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id').references(() => propertyUnits.id, { onDelete: 'set null' }),
    /** The Kuwait day the money went out. */
    expenseDate: date('expense_date').notNull(),
    amount: money('amount').notNull(),
    /** maintenance, utilities, caretaker, cleaning, insurance, management_fee, tax_fees, other */
    category: text('category').notNull(),
    vendor: text('vendor'),
    note: text('note'),
    receipts: jsonb('receipts').$type<StoredDocument[]>().notNull().default([]),
    /** The maintenance request whose cost this is: one expense per request. */
    maintenanceRequestId: uuid('maintenance_request_id').references(() => maintenanceRequests.id, {
      onDelete: 'set null',
    }),
    /** Whether the cost was charged on to the tenant (maintenance costs). */
    chargedToTenant: boolean('charged_to_tenant').notNull().default(false),
    /** none or monthly: a monthly expense is copied by the job into every later month. */
    recurrence: text('recurrence').notNull().default('none'),
    /** The recurring expense this one was copied from, and the month (YYYY-MM) it stands for. */
    recurringSourceId: uuid('recurring_source_id'),
    recurringPeriod: text('recurring_period'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expenses_landlord_date_idx').on(t.landlordId, t.expenseDate),
    index('expenses_property_date_idx').on(t.propertyId, t.expenseDate),
    uniqueIndex('expenses_maintenance_request_uq').on(t.maintenanceRequestId),
    uniqueIndex('expenses_recurring_period_uq').on(t.recurringSourceId, t.recurringPeriod),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    check(
      'expenses_category_check',
      sql`${t.category} in ('maintenance', 'utilities', 'caretaker', 'cleaning', 'insurance', 'management_fee', 'tax_fees', 'other')`,
    ),
    check('expenses_recurrence_check', sql`${t.recurrence} in ('none', 'monthly')`),
  ],
);

/** Receipt files are private documents, named by key in a JSON array. */
export const EXPENSE_FILE_COLUMNS: FileColumn[] = [{ column: expenses.receipts, holds: 'documents' }];
