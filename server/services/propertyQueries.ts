import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PROPERTY_MESSAGES } from '../../domain/propertySchemas';
import type { StoredDocument } from '../../domain/documents';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { contracts, properties, propertyUnits } from '../db/schema';
import { NotFoundError } from '../../domain/errors';
import { localizedSql } from '../db/localizedSql';
import type { Locale } from '../../domain/displayLocale';
import { withLinks } from '../storage/documents';

/** The rows of `properties` a caller may touch: its landlord's, and a limited manager's only. */
export function propertyScope(scope: Scope): SQL | undefined {
  return and(
    scope.landlordId ? eq(properties.landlordId, scope.landlordId) : undefined,
    scope.propertyIds ? inArray(properties.id, scope.propertyIds) : undefined,
  );
}

/** The same rule for `property_units` (through the unit's own landlord_id and property_id). */
export function unitScope(scope: Scope): SQL | undefined {
  return and(
    scope.landlordId ? eq(propertyUnits.landlordId, scope.landlordId) : undefined,
    scope.propertyIds ? inArray(propertyUnits.propertyId, scope.propertyIds) : undefined,
  );
}

/** The photos a row holds, ignoring anything malformed (older rows, hand edits). */
export const photosOf = (row: { photos: unknown }): StoredDocument[] =>
  Array.isArray(row.photos) ? (row.photos as StoredDocument[]).filter((p) => typeof p?.key === 'string') : [];

export const unitColumns = {
  id: propertyUnits.id,
  propertyId: propertyUnits.propertyId,
  unitNo: propertyUnits.unitNo,
  floor: propertyUnits.floor,
  type: propertyUnits.type,
  bedrooms: propertyUnits.bedrooms,
  areaM2: propertyUnits.areaM2,
  monthlyRent: propertyUnits.monthlyRent,
  status: propertyUnits.status,
  createdAt: propertyUnits.createdAt,
};

export const propertyColumns = {
  id: properties.id,
  landlordId: properties.landlordId,
  name: properties.name,
  nameAr: properties.nameAr,
  addressAr: properties.addressAr,
  type: properties.type,
  governorate: properties.governorate,
  area: properties.area,
  block: properties.block,
  street: properties.street,
  building: properties.building,
  description: properties.description,
  photos: properties.photos,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

/** The property's name in the reader's language (the Arabic one, else the English one). */
export const propertyDisplayName = (locale: Locale) =>
  localizedSql(locale, properties.name, properties.nameAr);

/** One property with its units and signed photo links, or 404 outside the caller's scope. */
export async function loadProperty(
  db: Database,
  scope: Scope,
  id: string,
  links: { secret: string; now: number },
  locale: Locale = 'en',
) {
  const [row] = await db
    .select({ ...propertyColumns, displayName: propertyDisplayName(locale) })
    .from(properties)
    .where(and(eq(properties.id, id), propertyScope(scope)));
  if (!row) throw new NotFoundError(PROPERTY_MESSAGES.notFound);
  const units = await db
    .select(unitColumns)
    .from(propertyUnits)
    .where(eq(propertyUnits.propertyId, id))
    .orderBy(asc(propertyUnits.unitNo));
  return {
    ...row,
    photos: withLinks(links.secret, links.now, photosOf(row)),
    units,
    unitsCount: units.length,
    occupiedCount: units.filter((u) => u.status === 'occupied').length,
  };
}

/**
 * Why these units may not be removed, or null: a requested or approved contract holds a unit;
 * a rejected or terminated one is history the foreign key keeps (invoices may point at it).
 */
export async function unitRemovalRefusal(
  db: Pick<Database, 'select'>,
  units: { id: string; unitNo: string }[],
  messages: { holding: (unitNo: string) => string; history: (unitNo: string) => string },
): Promise<string | null> {
  if (units.length === 0) return null;
  const rows = await db
    .select({ unitId: contracts.unitId, status: contracts.status })
    .from(contracts)
    .where(
      inArray(
        contracts.unitId,
        units.map((u) => u.id),
      ),
    );
  const unitNo = (unitId: string) => units.find((u) => u.id === unitId)?.unitNo ?? '';
  const holding = rows.find((r) => r.status === 'requested' || r.status === 'approved');
  if (holding) return messages.holding(unitNo(holding.unitId));
  if (rows[0]) return messages.history(unitNo(rows[0].unitId));
  return null;
}

export const occupancyCounts = {
  units: sql<number>`count(*)::int`,
  occupied: sql<number>`(count(*) filter (where ${propertyUnits.status} = 'occupied'))::int`,
  /** The monthly rent of all units, summed in numeric: KWD never passes through a float. */
  rent: sql<string>`sum(${propertyUnits.monthlyRent})`,
};
