/*
 * Portfolio (issue 5): properties, their units and managers' property limits. Every business row
 * carries landlord_id: the server scopes every query by it from the token.
 */

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredDocument } from '../../../domain/documents';
import { users } from './accounts';
import { createdAt, money, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The Arabic name beside `name`; '' when not given (readers then see `name`). */
    nameAr: text('name_ar').notNull().default(''),
    /** The address written in Arabic, shown to Arabic readers; '' when not given. */
    addressAr: text('address_ar').notNull().default(''),
    /** residential_building, villa, apartment, commercial, land */
    type: text('type').notNull(),
    governorate: text('governorate').notNull(),
    area: text('area').notNull(),
    block: text('block').notNull().default(''),
    street: text('street').notNull().default(''),
    building: text('building').notNull().default(''),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<StoredDocument[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_landlord_created_idx').on(t.landlordId, t.createdAt),
    check(
      'properties_type_check',
      sql`${t.type} in ('residential_building', 'villa', 'apartment', 'commercial', 'land')`,
    ),
  ],
);

export const propertyUnits = pgTable(
  'property_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitNo: text('unit_no').notNull(),
    floor: integer('floor'),
    /** apartment, studio, shop, office, villa, warehouse, other */
    type: text('type').notNull().default('apartment'),
    bedrooms: integer('bedrooms'),
    areaM2: numeric('area_m2', { precision: 10, scale: 2 }),
    monthlyRent: money('monthly_rent').notNull(),
    /** vacant, occupied, under_maintenance */
    status: text('status').notNull().default('vacant'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('property_units_property_unit_no_key').on(t.propertyId, t.unitNo),
    index('property_units_landlord_idx').on(t.landlordId),
    check('property_units_status_check', sql`${t.status} in ('vacant', 'occupied', 'under_maintenance')`),
    check('property_units_rent_check', sql`${t.monthlyRent} >= 0`),
  ],
);

/** A manager limited to chosen properties; a manager with no rows here acts on all of them. */
export const managerProperties = pgTable(
  'manager_properties',
  {
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.managerId, t.propertyId] })],
);

/** Property photos are private documents, named by key in a JSON array. */
export const PORTFOLIO_FILE_COLUMNS: FileColumn[] = [{ column: properties.photos, holds: 'documents' }];
