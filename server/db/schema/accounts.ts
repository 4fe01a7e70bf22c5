/*
 * Accounts: who signs in and with what role, their sessions, one-time codes, invitations and the
 * events counted for abuse limits.
 */

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
import type { RolePermission } from '../../../domain/permissions';
import { createdAt, updatedAt } from './columns';
import type { FileColumn } from './fileColumns';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key of a seeded role (landlord, manager, user, …); null for roles an operator adds. */
  key: text('key').unique(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<RolePermission[]>().notNull().default([]),
  /** The default grants (domain/roles.ts) this built-in role has been offered; see roleDefaults.ts. */
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
    /**
     * The language of this user's panel, mails and PDFs (issue 22): 'en' or 'ar'; null until the
     * user chooses one (the panel then follows the browser; mails and PDFs are in English).
     */
    locale: text('locale'),
    /** Digits for numbers and dates in Arabic: 'latn' (0-9) or 'arab' (Arabic-Indic). */
    digits: text('digits').notNull().default('latn'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique regardless of case: 'A@x.com' and 'a@x.com' are one account.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_landlord_id_idx').on(t.landlordId),
    index('users_role_id_idx').on(t.roleId),
    check('users_status_check', sql`${t.status} in ('pending', 'active', 'rejected', 'disabled')`),
    check('users_locale_check', sql`${t.locale} is null or ${t.locale} in ('en', 'ar')`),
    check('users_digits_check', sql`${t.digits} in ('latn', 'arab')`),
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
    /**
     * Set with verifiedAt: an HMAC of the single-use reset token the check handed back; the new
     * password is accepted only with that token (issue 30 item 1).
     */
    resetTokenHash: text('reset_token_hash'),
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

/** Avatars are public images, named by their `uploads/…` path. */
export const ACCOUNT_FILE_COLUMNS: FileColumn[] = [{ column: users.avatarPath, holds: 'image' }];
