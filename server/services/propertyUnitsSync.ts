import { and, eq, inArray } from 'drizzle-orm';
import { PROPERTY_MESSAGES, type UnitInput } from '../../domain/propertySchemas';
import type { Database } from '../db/client';
import { propertyUnits } from '../db/schema';
import { ConflictError, InvalidInputError } from '../../domain/errors';
import { unitRemovalRefusal } from './propertyQueries';

/** A unit's columns from the payload (its id, landlord and property are the caller's). */
export const unitValues = (unit: UnitInput) => ({
  unitNo: unit.unitNo,
  floor: unit.floor,
  type: unit.type,
  bedrooms: unit.bedrooms,
  areaM2: unit.areaM2,
  monthlyRent: unit.monthlyRent,
  status: unit.status,
});

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes a property's units what the form sent, inside the caller's transaction: a unit with an id
 * is updated, one without is created, and a unit left out is deleted unless a contract refers to
 * it (409 naming the unit). An id of another property's unit is refused (422), never touched.
 */
export async function syncUnits(
  tx: Transaction,
  target: { propertyId: string; landlordId: string; now: Date },
  units: UnitInput[],
): Promise<void> {
  const { propertyId, landlordId, now } = target;
  const current = await tx
    .select({ id: propertyUnits.id, unitNo: propertyUnits.unitNo })
    .from(propertyUnits)
    .where(eq(propertyUnits.propertyId, propertyId));
  const currentIds = new Set(current.map((u) => u.id));
  if (units.some((u) => u.id && !currentIds.has(u.id))) {
    throw new InvalidInputError(PROPERTY_MESSAGES.unitNotInProperty, [
      { loc: ['body', 'units'], msg: PROPERTY_MESSAGES.unitNotInProperty, type: 'unit' },
    ]);
  }
  const keptIds = new Set(units.flatMap((u) => (u.id ? [u.id] : [])));
  const removed = current.filter((u) => !keptIds.has(u.id));
  const refusal = await unitRemovalRefusal(tx, removed, {
    holding: PROPERTY_MESSAGES.unitUnderContract,
    history: PROPERTY_MESSAGES.unitHasHistory,
  });
  if (refusal) throw new ConflictError(refusal);
  if (removed.length > 0) {
    await tx.delete(propertyUnits).where(
      inArray(
        propertyUnits.id,
        removed.map((u) => u.id),
      ),
    );
  }
  for (const unit of units) {
    if (!unit.id) continue;
    await tx
      .update(propertyUnits)
      .set({ ...unitValues(unit), updatedAt: now })
      .where(and(eq(propertyUnits.id, unit.id), eq(propertyUnits.propertyId, propertyId)));
  }
  const added = units.filter((u) => !u.id);
  if (added.length > 0) {
    await tx.insert(propertyUnits).values(added.map((u) => ({ ...unitValues(u), landlordId, propertyId })));
  }
}
