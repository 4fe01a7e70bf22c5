import { sql } from 'drizzle-orm';
import {
  boolean,
  primaryKey,
  date,
  numeric,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StoredDocument } from '../../domain/documents';
import type { RolePermission } from '../../domain/permissions';
import type { SocialLinks } from '../../domain/settingMessages';
import { createdAt, money, updatedAt } from './columns';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key of a seeded role (landlord, manager, user, …); null for roles an operator adds. */
  key: text('key').unique(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<RolePermission[]>().notNull().default([]),
  /** The default grants (domain/roles.ts) this built-in role has been offered; see grantNewDefaults. */
  grantedDefaults: jsonb('granted_defaults').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    gender: text('gender'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** The landlord a manager or tenant acts for; null for landlords and platform admins. */
    landlordId: uuid('landlord_id').references((): AnyPgColumn => users.id),
    status: text('status').notNull().default('pending'),
    avatarPath: text('avatar_path'),
    allowedHoldingProperties: boolean('allowed_holding_properties').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique regardless of case: 'A@x.com' and 'a@x.com' are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_landlord_id_idx').on(t.landlordId),
    index('users_role_id_idx').on(t.roleId),
    check('users_status_check', sql`${t.status} in ('pending', 'active', 'rejected', 'disabled')`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
  ],
);

/**
 * One row per sign-in. The refresh token is stored only as a SHA-256 hash and rotated on every
 * refresh; presenting a hash that no longer matches means a stolen or replayed token, and the
 * whole session is revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    // The token the last rotation replaced, and when: a second tab that spent it a moment later is
    // told to use the new one, not taken for a thief (server/auth/sessions.ts, rotate).
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

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
 * Emailed one-time codes (password recovery). Only a hash of the code is kept; a code is single
 * use, expires, and counts its wrong tries. A new code for the same purpose replaces the old.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    /** Set when the code was entered correctly; the new password must follow within minutes. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the code has done its job (password changed) or was replaced. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Events counted for abuse limits (failed logins per account and per address, code requests,
 * wrong codes). Kept in the database so limits hold across restarts and processes.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What is limited: a lower-cased email, a user id or a client address. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_events_kind_subject_created_idx').on(t.kind, t.subject, t.createdAt)],
);

/**
 * Every mail the product sends. Without SMTP_URL (the embedded default) this table is the
 * mailbox: messages are written here and logged; with SMTP_URL they are also sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Portfolio (issue 5): properties and units, managers' property limits, tenants and contracts.
// Every business row carries landlord_id: the server scopes every query by it from the token.
// ---------------------------------------------------------------------------------------------

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
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
    check('contracts_money_check', sql`${t.monthlyRent} >= 0 and ${t.securityDeposit} >= 0`),
  ],
);

/** Single-use invitations by mail: a manager or tenant sets its own password from the link. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

// Billing tables live in their own file; re-exported so one schema object covers the database.
export * from './billingSchema';
export * from './writeOffSchema';
