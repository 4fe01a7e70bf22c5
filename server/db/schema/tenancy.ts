/* Tenancy (issue 5): a tenant's details beyond its login, and the contracts that tie it to a unit. */

import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { createdAt, money, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';
import { propertyUnits } from './portfolio';

/** A tenant's details beyond its login (users row with role User, landlord_id set). */
export const tenantProfiles = pgTable(
  'tenant_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstNameAr: text('first_name_ar').notNull().default(''),
    lastNameAr: text('last_name_ar').notNull().default(''),
    civilId: text('civil_id').notNull(),
    civilIdExpiry: date('civil_id_expiry'),
    nationality: text('nationality').notNull().default(''),
    documents: jsonb('documents').$type<StoredDocument[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tenant_profiles_landlord_civil_id_key').on(t.landlordId, t.civilId),
    index('tenant_profiles_landlord_idx').on(t.landlordId),
  ],
);

/**
 * A tenant contract ties a tenant to a unit. Two approved contracts of one unit never overlap:
 * an exclusion constraint (migration 0004, btree_gist) guarantees it whatever the code does.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => propertyUnits.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    monthlyRent: money('monthly_rent').notNull(),
    securityDeposit: money('security_deposit').notNull().default('0'),
    paymentDueDay: integer('payment_due_day').notNull().default(1),
    /** requested, approved, rejected, terminated */
    status: text('status').notNull().default('requested'),
    documents: jsonb('documents').$type<StoredDocument[]>().notNull().default([]),
    renewedFromId: uuid('renewed_from_id'),
    /**
     * The first rent month (its first day) the product invoices; null: the start's month. A running
     * lease brought in from a spreadsheet (issue 36 item 5) was billed outside the product until
     * then: what was still owed comes in as an opening balance, never as back-dated rent invoices.
     */
    invoicedFrom: date('invoiced_from'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contracts_landlord_status_idx').on(t.landlordId, t.status, t.createdAt),
    index('contracts_unit_idx').on(t.unitId),
    index('contracts_tenant_idx').on(t.tenantId),
    check('contracts_status_check', sql`${t.status} in ('requested', 'approved', 'rejected', 'terminated')`),
    check('contracts_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('contracts_due_day_check', sql`${t.paymentDueDay} between 1 and 28`),
    check('contracts_invoiced_from_check', sql`extract(day from ${t.invoicedFrom}) = 1`),
    check('contracts_money_check', sql`${t.monthlyRent} >= 0 and ${t.securityDeposit} >= 0`),
  ],
);

export const TENANCY_FILE_COLUMNS: FileColumn[] = [
  { column: tenantProfiles.documents, holds: 'documents' },
  { column: contracts.documents, holds: 'documents' },
];
