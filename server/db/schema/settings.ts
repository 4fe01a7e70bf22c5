import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SocialLinks } from '../../../domain/settingMessages';
import { users } from './accounts';
import { createdAt, money, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';

/**
 * A landlord's App Setting (vendor profile, spec section 3): one row per landlord, created by its
 * first update. Logo and banner are paths relative to the API root (`uploads/<sha256>.webp`).
 */
export const vendorSettings = pgTable('vendor_settings', {
  landlordId: uuid('landlord_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  description: text('description').notNull().default(''),
  media: jsonb('media').$type<SocialLinks>().notNull(),
  logoPath: text('logo_path'),
  bannerPath: text('banner_path'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A landlord's online payment setting (issue 20 item 5): whether its tenants may pay part of an
 * invoice online, and the least they may pay then. No row: only whole balances (migration 0021).
 */
export const onlinePaymentSettings = pgTable('online_payment_settings', {
  landlordId: uuid('landlord_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowPartial: boolean('allow_partial').notNull().default(false),
  partialMinimum: money('partial_minimum').notNull().default('5.000'),
  updatedAt: updatedAt(),
});

export const SETTING_FILE_COLUMNS: FileColumn[] = [
  { column: vendorSettings.logoPath, holds: 'image' },
  { column: vendorSettings.bannerPath, holds: 'image' },
];
