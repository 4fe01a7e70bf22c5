import { type AnyColumn, and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  MANAGER_MESSAGES as MM,
  type ManagerRecord,
  type ManagerSort,
  type ManagerStatus,
} from '../../domain/managerSchemas';
import type { Database } from '../db/client';
import { managerProperties, properties, roles, users } from '../db/schema';
import { ConflictError, InvalidInputError } from '../../domain/errors';
import { recordAudit } from './auditTrail';

// The queries and rules behind /api/property-managers (server/routes/property-managers.ts).

export const SORTABLE: Record<ManagerSort, AnyColumn> = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
};

/** Screen status → users.status; an invitation not yet accepted is a 'pending' user. */
export const DB_STATUS: Record<ManagerStatus, string> = {
  active: 'active',
  invited: 'pending',
  disabled: 'disabled',
};
const toManagerStatus = (status: string): ManagerStatus =>
  status === 'pending' ? 'invited' : status === 'active' ? 'active' : 'disabled';

// Written out in SQL: Drizzle leaves the columns of a correlated subquery unqualified.
// json_agg, not array_agg: node-postgres and PGlite both parse json the same way.
const propertyIdsOf = sql<string[]>`coalesce((select json_agg(mp.property_id order by mp.property_id)
  from manager_properties mp where mp.manager_id = users.id), '[]'::json)`;

export const managerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  status: users.status,
  propertyIds: propertyIdsOf,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export type ManagerRow = Omit<ManagerRecord, 'status' | 'lastLoginAt' | 'createdAt'> & {
  status: string;
  lastLoginAt: Date | null;
  createdAt: Date;
};
export const toRecord = (row: ManagerRow): ManagerRecord => ({
  ...row,
  status: toManagerStatus(row.status),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function roleId(db: Database, key: 'manager' | 'landlord' | 'user'): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
  if (!role) throw new Error(`the ${key} role is missing: roles were not seeded`);
  return role.id;
}

/** Refuses (422) any property that is not the landlord's: a manager acts for one landlord only. */
export async function assertOwnProperties(db: Database, landlordId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const [{ found } = { found: 0 }] = await db
    .select({ found: count() })
    .from(properties)
    .where(and(inArray(properties.id, ids), eq(properties.landlordId, landlordId)));
  if (found !== ids.length) {
    throw new InvalidInputError(MM.foreignProperty, [
      { loc: ['body', 'propertyIds'], msg: MM.foreignProperty, type: 'foreign_property' },
    ]);
  }
}

/**
 * Replaces the manager's property limits (no rows: every property). What a manager may reach is a
 * permission, so a change writes one audit row in the same transaction (issue 36 item 4).
 */
export async function setProperties(
  db: Database,
  manager: { id: string; landlordId: string | null },
  ids: string[],
): Promise<void> {
  const managerId = manager.id;
  await db.transaction(async (tx) => {
    const held = await tx
      .select({ propertyId: managerProperties.propertyId })
      .from(managerProperties)
      .where(eq(managerProperties.managerId, managerId));
    await tx.delete(managerProperties).where(eq(managerProperties.managerId, managerId));
    if (ids.length > 0) {
      await tx.insert(managerProperties).values(ids.map((propertyId) => ({ managerId, propertyId })));
    }
    const before = held.map((h) => h.propertyId).sort();
    const after = [...new Set(ids)].sort();
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        landlordId: manager.landlordId,
        action: 'manager.properties',
        entity: 'user',
        entityId: managerId,
        before: { propertyIds: before },
        after: { propertyIds: after },
      });
    }
  });
}

/**
 * The users.status a requested screen status leads to. Disabling works from any status;
 * activating a disabled manager who never signed in makes it 'invited' again (pending), since it
 * has no password of its own yet: the landlord resends the invitation.
 */
export function statusAfter(
  current: string,
  lastLoginAt: Date | null,
  wanted: 'active' | 'disabled',
): string | null {
  if (wanted === 'disabled') return 'disabled';
  if (current === 'active') return null;
  if (current === 'pending') throw new ConflictError(MM.notAccepted);
  return lastLoginAt ? 'active' : 'pending';
}
