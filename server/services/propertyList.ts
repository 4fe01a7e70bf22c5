import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { idList, type propertyListQuerySchema } from '../../domain/propertySchemas';
import type { Locale } from '../../domain/displayLocale';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { properties, propertyUnits } from '../db/schema';
import { containsAny, listOrder } from '../db/listQuery';
import { pageOffset } from '../http/listAnswer';
import {
  occupancyCounts,
  photosOf,
  propertyColumns,
  propertyDisplayName,
  propertyScope,
} from './propertyQueries';

/**
 * One page of the properties in scope with their unit counts, filtered by type, occupancy and
 * ids, searched by name and place, newest first by default. Names are shown in `locale`.
 */
export async function listProperties(
  db: Database,
  scope: Scope,
  query: z.infer<typeof propertyListQuerySchema>,
  locale: Locale,
) {
  const { page, pageSize, q, sort, order, type, occupancy, ids } = query;
  const displayName = propertyDisplayName(locale);
  // Unit counts per property, limited to the caller's landlord so the grouping stays small.
  const counts = db
    .select({
      propertyId: propertyUnits.propertyId,
      units: occupancyCounts.units.as('units_count'),
      occupied: occupancyCounts.occupied.as('occupied_count'),
      rent: occupancyCounts.rent.as('rent_roll'),
    })
    .from(propertyUnits)
    .where(scope.landlordId ? eq(propertyUnits.landlordId, scope.landlordId) : undefined)
    .groupBy(propertyUnits.propertyId)
    .as('unit_counts');
  const unitsCount = sql<number>`coalesce(${counts.units}, 0)`;
  const occupiedCount = sql<number>`coalesce(${counts.occupied}, 0)`;
  const monthlyRentTotal = sql<string>`coalesce(${counts.rent}, 0)::numeric(14,3)::text`;
  const filters: (SQL | undefined)[] = [propertyScope(scope)];
  if (type) filters.push(eq(properties.type, type));
  if (occupancy === 'vacant') filters.push(sql`${occupiedCount} = 0`);
  if (occupancy === 'partly') filters.push(sql`${occupiedCount} > 0 and ${occupiedCount} < ${unitsCount}`);
  if (occupancy === 'full') filters.push(sql`${unitsCount} > 0 and ${occupiedCount} = ${unitsCount}`);
  const wanted = idList(ids);
  if (wanted) filters.push(wanted.length > 0 ? inArray(properties.id, wanted) : sql`false`);
  if (q) {
    filters.push(
      containsAny(q, [properties.name, properties.nameAr, properties.area, properties.governorate]),
    );
  }
  const where = and(...filters);
  const sortable = {
    // An Arabic reader's list sorts by the name it shows; English keeps the indexable column.
    name: locale === 'ar' ? displayName : properties.name,
    createdAt: properties.createdAt,
    governorate: properties.governorate,
    type: properties.type,
    units: unitsCount,
    occupied: occupiedCount,
    unitsCount,
    occupiedCount,
    monthlyRentTotal: sql`coalesce(${counts.rent}, 0)`,
  };
  const column = sortable[sort ?? 'createdAt'];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ ...propertyColumns, displayName, unitsCount, occupiedCount, monthlyRentTotal })
      .from(properties)
      .leftJoin(counts, eq(counts.propertyId, properties.id))
      .where(where)
      .orderBy(...listOrder(column, { sort, order }, properties.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db
      .select({ total: count() })
      .from(properties)
      .leftJoin(counts, eq(counts.propertyId, properties.id))
      .where(where),
  ]);
  // The list shows no photos: their signed links are handed out by get/{id} only.
  const items = rows.map(({ photos, ...row }) => ({ ...row, photosCount: photosOf({ photos }).length }));
  return { items, total };
}
