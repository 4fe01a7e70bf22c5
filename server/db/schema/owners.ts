import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, money, updatedAt } from './columns';
import { properties } from './portfolio';

/*
 * Owners and their statements (issue 36 item 3). An owner is a user with the read-only OWNER role,
 * belonging to the landlord (users.landlord_id). A property's owners hold shares in percent that add
 * up to 100 (checked by the service, which replaces a property's whole set at once: a check per row
 * could not see the sum). The management fee rule is per property; payouts are what the landlord
 * paid an owner; a statement is issued per owner and month and keeps the figures it was issued with.
 */

export const propertyOwners = pgTable(
  'property_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Percent, to two decimals (60.00). */
    share: numeric('share', { precision: 5, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('property_owners_property_owner_uq').on(t.propertyId, t.ownerId),
    index('property_owners_owner_idx').on(t.ownerId),
    index('property_owners_landlord_idx').on(t.landlordId),
    check('property_owners_share_check', sql`${t.share} > 0 and ${t.share} <= 100`),
  ],
);

/** The management fee the landlord keeps from a property's collected rent: a percent of it, or a fixed amount a month. */
export const ownerFeeRules = pgTable(
  'owner_fee_rules',
  {
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** none, percent or fixed */
    kind: text('kind').notNull().default('none'),
    /** The percent (10.00) or the fixed KWD a month (50.000). */
    value: numeric('value', { precision: 12, scale: 3 }).notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('owner_fee_rules_kind_check', sql`${t.kind} in ('none', 'percent', 'fixed')`),
    check('owner_fee_rules_value_check', sql`${t.value} >= 0`),
  ],
);

/** Money the landlord paid out to an owner. */
export const ownerPayouts = pgTable(
  'owner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payoutDate: date('payout_date').notNull(),
    amount: money('amount').notNull(),
    /** bank_transfer, cheque, cash */
    method: text('method').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('owner_payouts_owner_date_idx').on(t.ownerId, t.payoutDate),
    index('owner_payouts_landlord_idx').on(t.landlordId),
    check('owner_payouts_amount_check', sql`${t.amount} > 0`),
    check('owner_payouts_method_check', sql`${t.method} in ('bank_transfer', 'cheque', 'cash')`),
  ],
);

/** One property's part of a statement, whole and the owner's share of it, as issued. */
export interface OwnerStatementLine {
  property_id: string;
  property_name: string;
  share: string;
  collected: string;
  expenses: string;
  fee: string;
  owner_collected: string;
  owner_expenses: string;
  owner_fee: string;
}

export const ownerStatements = pgTable(
  'owner_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: text('month').notNull(),
    opening: money('opening').notNull(),
    collected: money('collected').notNull(),
    expenses: money('expenses').notNull(),
    fee: money('fee').notNull(),
    payouts: money('payouts').notNull(),
    closing: money('closing').notNull(),
    lines: jsonb('lines').$type<OwnerStatementLine[]>().notNull().default([]),
    /** How many times it was mailed to the owner. */
    mailed: integer('mailed').notNull().default(0),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('owner_statements_owner_month_uq').on(t.ownerId, t.month),
    index('owner_statements_landlord_month_idx').on(t.landlordId, t.month),
  ],
);
