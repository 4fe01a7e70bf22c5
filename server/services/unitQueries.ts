import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { idList, type unitListQuerySchema } from '../../domain/propertySchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { properties, propertyUnits } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { pageOffset } from '../http/listAnswer';
import { unitColumns, unitScope } from './propertyQueries';

const columns = {
  ...unitColumns,
  propertyName: properties.name,
  propertyNameAr: properties.nameAr,
  governorate: properties.governorate,
};

/**
 * One page of the units in scope, with their property. A tenant sees only vacant units: that is
 * what it picks from, and it shows no more than a vacancy listing would.
 */
export async function listUnits(db: Database, scope: Scope, query: z.infer<typeof unitListQuerySchema>) {
  const isTenant = scope.tenantId !== null;
  const { page, pageSize, q, sort, order, propertyId, status, ids } = query;
  const filters: (SQL | undefined)[] = [unitScope(scope)];
  if (isTenant) filters.push(eq(propertyUnits.status, 'vacant'));
  if (status) filters.push(eq(propertyUnits.status, status));
  if (propertyId) filters.push(eq(propertyUnits.propertyId, propertyId));
  if (q) filters.push(ilike(propertyUnits.unitNo, containsPattern(q)));
  const wanted = idList(ids);
  if (wanted) filters.push(wanted.length > 0 ? inArray(propertyUnits.id, wanted) : sql`false`);
  const where = and(...filters);
  const sortable = {
    unitNo: propertyUnits.unitNo,
    monthlyRent: propertyUnits.monthlyRent,
    createdAt: propertyUnits.createdAt,
    status: propertyUnits.status,
  };
  const column = sortable[sort ?? 'unitNo'];
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(columns)
      .from(propertyUnits)
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(where)
      .orderBy(order === 'desc' ? desc(column) : asc(column), asc(propertyUnits.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(propertyUnits).where(where),
  ]);
  return { items, total };
}

/** One unit in scope with its property, or undefined. */
export async function findUnit(db: Database, scope: Scope, id: string) {
  const [data] = await db
    .select(columns)
    .from(propertyUnits)
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(and(eq(propertyUnits.id, id), unitScope(scope)));
  return data;
}
