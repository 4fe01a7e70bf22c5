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
