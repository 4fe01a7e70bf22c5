import { changedFields, numericEntityId, recordAudit } from './auditTrail';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoleInput, RoleSort, roleListQuerySchema } from '../../domain/roleSchemas';
import type { Database } from '../db/client';
import { roles } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { pageOffset } from '../http/listAnswer';

/** The id and name of the roles with these keys. */
export function rolesByKey(db: Database, keys: string[]) {
  return db
    .select({ id: roles.id, key: roles.key, name: roles.name })
    .from(roles)
    .where(inArray(roles.key, keys));
}

const SORTABLE: Record<RoleSort, AnyColumn> = { id: roles.id, name: roles.name, updatedAt: roles.updatedAt };
// Written out in SQL: Drizzle leaves the columns of a correlated subquery unqualified.
const usersOfRole = sql<number>`(select count(*)::int from users u where u.role_id = roles.id)`;

const selectRole = {
  id: roles.id,
  key: roles.key,
  name: roles.name,
  permissions: roles.permissions,
  userCount: usersOfRole,
};

type RoleListQuery = Pick<z.infer<typeof roleListQuerySchema>, 'page' | 'pageSize' | 'q' | 'sort' | 'order'>;

/** One page of roles, searched by name, with how many users hold each. */
export async function listRoles(db: Database, query: RoleListQuery) {
  const { page, pageSize, q, sort, order } = query;
  const where = q ? ilike(roles.name, containsPattern(q)) : undefined;
  const column = SORTABLE[sort ?? 'id'];
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(selectRole)
      .from(roles)
      .where(where)
      .orderBy(order === 'desc' ? desc(column) : asc(column))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { items, total };
}

/** One role with how many users hold it, or undefined. */
export async function findRole(db: Database, id: number) {
  const [role] = await db.select(selectRole).from(roles).where(eq(roles.id, id));
  return role;
}

/** Another role (not `exceptId`) already has this name, ignoring case. */
export async function roleNameTaken(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const clash = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(eq(sql`lower(${roles.name})`, name.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined),
    );
  return clash.length > 0;
}

export async function insertRole(db: Database, input: RoleInput) {
  return db.transaction(async (tx) => {
    const [role] = await tx.insert(roles).values(input).returning({
      id: roles.id,
      key: roles.key,
      name: roles.name,
      permissions: roles.permissions,
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
    });
    await recordAudit(tx, {
      landlordId: null,
      action: 'role.create',
      entity: 'role',
      entityId: numericEntityId(role!.id),
      before: null,
      after: { name: role!.name, permissions: role!.permissions },
    });
    return role!;
  });
}

/** The built-in key of a role (null for a role people made), or undefined if there is none. */
export async function roleKeyOf(db: Database, id: number) {
  const [existing] = await db.select({ key: roles.key }).from(roles).where(eq(roles.id, id));
  return existing;
}

/** Renames a role or changes its grants; the audit row keeps what changed (permissions included). */
export async function updateRole(db: Database, id: number, input: RoleInput, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: roles.name, permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.id, id))
      .for('update');
    const [after] = await tx
      .update(roles)
      .set({ ...input, updatedAt: at })
      .where(eq(roles.id, id))
      .returning({ name: roles.name, permissions: roles.permissions });
    if (!before || !after) return;
    await recordAudit(tx, {
      landlordId: null,
      action: 'role.update',
      entity: 'role',
      entityId: numericEntityId(id),
      ...changedFields(before, after),
    });
  });
}

/** The foreign key from users refuses the delete if a user took the role meanwhile. */
export async function deleteRole(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(roles)
      .where(eq(roles.id, id))
      .returning({ name: roles.name, permissions: roles.permissions });
    if (!deleted) return;
    await recordAudit(tx, {
      landlordId: null,
      action: 'role.delete',
      entity: 'role',
      entityId: numericEntityId(id),
      before: deleted,
      after: null,
    });
  });
}
