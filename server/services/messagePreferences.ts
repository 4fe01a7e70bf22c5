import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_MESSAGE_PREFERENCE,
  REMINDER_MESSAGES as M,
  type MessagePreference,
} from '../../domain/reminderSchemas';
import type { MessageChannel } from '../../domain/tenantMessages';
import type { Database } from '../db/client';
import { roles, tenantMessagePreferences, users } from '../db/schema';
import { NotFoundError } from '../../domain/errors';
import type { Scope } from '../auth/scope';
import { tenantScopeFilter } from './tenants';

/**
 * A tenant's message preferences (issue 35 item 3): the channel tried first and the reminder
 * opt-out. No row: WhatsApp first, reminders on.
 */

type Row = typeof tenantMessagePreferences.$inferSelect;

export const messagePreferenceOf = (row: Row | undefined): MessagePreference =>
  row
    ? { channel: row.channel as MessageChannel, remindersOff: row.remindersOff }
    : { ...DEFAULT_MESSAGE_PREFERENCE };

/** The preferences of several tenants at once (the reminder job), by tenant id. */
export async function messagePreferencesOf(
  db: Database,
  tenantIds: readonly string[],
): Promise<Map<string, MessagePreference>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tenantMessagePreferences)
    .where(inArray(tenantMessagePreferences.tenantId, [...tenantIds]));
  return new Map(rows.map((row) => [row.tenantId, messagePreferenceOf(row)]));
}

export async function findMessagePreference(db: Database, tenantId: string): Promise<MessagePreference> {
  const [row] = await db
    .select()
    .from(tenantMessagePreferences)
    .where(eq(tenantMessagePreferences.tenantId, tenantId));
  return messagePreferenceOf(row);
}

/**
 * The tenant the caller may see the preferences of, from the token: a tenant itself only, the
 * landlord's side its own landlord's tenants — a manager limited to chosen properties only the
 * tenants the tenants resource shows it (services/tenants.ts's tenantScopeFilter) — a platform
 * admin any tenant. Anything else is 404.
 */
export async function tenantInScope(db: Database, scope: Scope, tenantId: string): Promise<string> {
  if (scope.tenantId !== null && scope.tenantId !== tenantId) throw new NotFoundError(M.tenantNotFound);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, tenantId), ...tenantScopeFilter(scope)));
  if (!row) throw new NotFoundError(M.tenantNotFound);
  return row.id;
}

export async function saveMessagePreference(
  db: Database,
  tenantId: string,
  preference: MessagePreference,
): Promise<MessagePreference> {
  const values = { channel: preference.channel, remindersOff: preference.remindersOff };
  const [row] = await db
    .insert(tenantMessagePreferences)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: tenantMessagePreferences.tenantId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return messagePreferenceOf(row);
}
