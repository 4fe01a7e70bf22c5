import { type AnyColumn, and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LandlordSort, landlordListQuerySchema } from '../../domain/landlordSchemas';
import type { Database } from '../db/client';
import { roles, users } from '../db/schema';
import { containsAny, listOrder } from '../db/listQuery';
import { pageOffset } from '../http/listAnswer';

const SORTABLE: Record<LandlordSort, AnyColumn> = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
};

const landlordColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  gender: users.gender,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

async function landlordRole(db: Database): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'landlord'));
  return role!.id;
}

/** One page of landlord accounts, searched by name, email and phone, newest first by default. */
export async function listLandlords(db: Database, query: z.infer<typeof landlordListQuerySchema>) {
  const { page, pageSize, q, sort, order, status } = query;
  const filters: (SQL | undefined)[] = [eq(users.roleId, await landlordRole(db))];
  if (status) filters.push(eq(users.status, status));
  if (q) {
    filters.push(containsAny(q, [users.firstName, users.lastName, users.email, users.phone]));
  }
  const where = and(...filters);
  const column = SORTABLE[sort ?? 'createdAt'];
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(landlordColumns)
      .from(users)
      .where(where)
      .orderBy(...listOrder(column, { sort, order }, users.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total };
}

/** Moves the chosen landlords that are in one of `from` to `status`; answers those that changed. */
export async function moveLandlords(
  db: Database,
  ids: string[],
  from: string[],
  status: 'active' | 'rejected',
  at: Date,
) {
  return db
    .update(users)
    .set({ status, updatedAt: at })
    .where(and(inArray(users.id, ids), eq(users.roleId, await landlordRole(db)), inArray(users.status, from)))
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
}
