import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { RolePermission } from '../../domain/permissions';
import type { SocialLinks } from '../../domain/settingMessages';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key of a seeded role (landlord, manager, user, …); null for roles an operator adds. */
  key: text('key').unique(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<RolePermission[]>().notNull().default([]),
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
