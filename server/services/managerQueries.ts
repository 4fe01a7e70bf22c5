import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerListQuerySchema } from '../../domain/managerSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { containsAny, listOrder } from '../db/listQuery';
import { isUniqueViolation } from '../db/pgErrors';
import { pageOffset } from '../http/listAnswer';
import { DB_STATUS, managerColumns, roleId, SORTABLE } from './managers';
import { assertManagerRoom } from './planLimits';
import { recordAudit } from './auditTrail';

/** A manager's row in the caller's scope (another landlord's manager is not found), or undefined. */
export async function managerInScope(db: Database, scope: Scope, id: string) {
  const [row] = await db
    .select({ ...managerColumns, landlordId: users.landlordId })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.roleId, await roleId(db, 'manager')),
        scope.landlordId ? eq(users.landlordId, scope.landlordId) : undefined,
      ),
    );
  return row;
}

/** A user's first and last name, or undefined. */
export async function personName(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** One page of the managers in scope, searched by name, email and phone, newest first by default. */
export async function listManagers(
  db: Database,
  scope: Scope,
  query: z.infer<typeof managerListQuerySchema>,
) {
  const { page, pageSize, q, sort, order, status } = query;
  const filters: (SQL | undefined)[] = [
    eq(users.roleId, await roleId(db, 'manager')),
    scope.landlordId ? eq(users.landlordId, scope.landlordId) : undefined,
    status ? eq(users.status, DB_STATUS[status]) : undefined,
  ];
  if (q) {
    filters.push(
      containsAny(q, [
        users.firstName,
        users.lastName,
        sql`${users.firstName} || ' ' || ${users.lastName}`,
        users.email,
        users.phone,
      ]),
    );
  }
  const where = and(...filters);
  const column = SORTABLE[sort ?? 'createdAt'];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(managerColumns)
      .from(users)
      .where(where)
      .orderBy(...listOrder(column, { sort, order }, users.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

/** Is this user a landlord account? */
export async function isLandlordAccount(db: Database, id: string): Promise<boolean> {
  const [landlord] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.roleId, await roleId(db, 'landlord'))));
  return landlord !== undefined;
}

/**
 * A new manager waiting for its invitation, counted and added under the landlord's lock so that
 * concurrent invitations cannot pass the plan; its id, or null when the email is taken.
 */
export async function insertManager(
  db: Database,
  values: Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash' | 'roleId' | 'landlordId'
  > & { landlordId: string },
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      await assertManagerRoom(tx, values.landlordId);
      const [created] = await tx
        .insert(users)
        .values({ ...values, status: 'pending' })
        .returning({ id: users.id });
      return created!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * Changes a manager's own columns; when it comes back from disabled (`roomIn`, its landlord) it
 * must fit the plan's managers, checked under the landlord's lock.
 */
export async function updateManager(
  db: Database,
  id: string,
  fields: Partial<typeof users.$inferInsert>,
  roomIn: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (roomIn) await assertManagerRoom(tx, roomIn);
    const [before] = await tx
      .select({ status: users.status, landlordId: users.landlordId })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    await tx.update(users).set(fields).where(eq(users.id, id));
    // Whether a manager may sign in at all is its widest permission: audited (issue 36 item 4).
    if (before && fields.status !== undefined && fields.status !== before.status) {
      await recordAudit(tx, {
        landlordId: before.landlordId,
        action: 'manager.status',
        entity: 'user',
        entityId: id,
        before: { status: before.status },
        after: { status: fields.status },
      });
    }
  });
}
