import { and, eq } from 'drizzle-orm';
import type { StoredDocument } from '../../domain/documents';
import { PROPERTY_MESSAGES, type PropertyInput } from '../../domain/propertySchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { properties, propertyUnits } from '../db/schema';
import { isUniqueViolation } from '../db/pgErrors';
import { ConflictError } from '../../domain/errors';
import { assertUnitRoom } from './planLimits';
import { propertyScope, unitRemovalRefusal } from './propertyQueries';
import { syncUnits, unitValues } from './propertyUnitsSync';

// The writes behind /api/properties (server/routes/properties.ts).

/** The property's own columns from the payload (units, photo keys and landlordId go elsewhere). */
const propertyFields = (input: PropertyInput) => ({
  name: input.name,
  // Absent (an older client): the stored Arabic texts stay as they are.
  ...(input.nameAr === undefined ? {} : { nameAr: input.nameAr }),
  ...(input.addressAr === undefined ? {} : { addressAr: input.addressAr }),
  type: input.type,
  governorate: input.governorate,
  area: input.area,
  block: input.block,
  street: input.street,
  building: input.building,
  description: input.description,
});

const duplicateUnitNo = () =>
  new ConflictError(PROPERTY_MESSAGES.unitNoDuplicate, [
    { loc: ['body', 'units'], msg: PROPERTY_MESSAGES.unitNoDuplicate, type: 'unique' },
  ]);

/** Runs a write that may repeat a unit number, answering 409 for it. */
async function refusingDuplicateUnitNo<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateUnitNo();
    throw err;
  }
}

/** A property in the caller's scope (its owner and stored photos), or undefined. */
export async function propertyInScope(db: Database, scope: Scope, id: string) {
  const [row] = await db
    .select({ landlordId: properties.landlordId, photos: properties.photos })
    .from(properties)
    .where(and(eq(properties.id, id), propertyScope(scope)));
  return row;
}

/** A new property with its units, within the plan's units (checked under the landlord's lock); its id. */
export async function createProperty(
  db: Database,
  landlordId: string,
  input: PropertyInput,
  photos: StoredDocument[],
): Promise<string> {
  const { units } = input;
  const fields = propertyFields(input);
  return refusingDuplicateUnitNo(() =>
    db.transaction(async (tx) => {
      await assertUnitRoom(tx, landlordId, { units: units.length });
      const [row] = await tx
        .insert(properties)
        .values({ ...fields, landlordId, photos })
        .returning({ id: properties.id });
      if (units.length > 0) {
        await tx
          .insert(propertyUnits)
          .values(units.map((u) => ({ ...unitValues(u), landlordId, propertyId: row!.id })));
      }
      return row!.id;
    }),
  );
}

/**
 * Saves a property's columns, photos and units, within the plan's units. The clock is read once
 * the landlord's lock is held, so `updatedAt` follows the order the writes were made in.
 */
export async function updateProperty(
  db: Database,
  target: { id: string; landlordId: string },
  input: PropertyInput,
  photos: StoredDocument[],
  clock: () => number,
): Promise<void> {
  const { id, landlordId } = target;
  const { units } = input;
  const fields = propertyFields(input);
  await refusingDuplicateUnitNo(() =>
    db.transaction(async (tx) => {
      await assertUnitRoom(tx, landlordId, { units: units.length, propertyId: id });
      const now = new Date(clock());
      await syncUnits(tx, { propertyId: id, landlordId, now }, units);
      await tx
        .update(properties)
        .set({ ...fields, photos, updatedAt: now })
        .where(eq(properties.id, id));
    }),
  );
}

/** Deletes a property and its units; 409 while a unit is held by a contract or has a history. */
export async function deleteProperty(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const units = await tx
      .select({ id: propertyUnits.id, unitNo: propertyUnits.unitNo })
      .from(propertyUnits)
      .where(eq(propertyUnits.propertyId, id));
    const refusal = await unitRemovalRefusal(tx, units, {
      holding: () => PROPERTY_MESSAGES.deleteUnderContract,
      history: () => PROPERTY_MESSAGES.deleteHasHistory,
    });
    if (refusal) throw new ConflictError(refusal);
    await tx.delete(propertyUnits).where(eq(propertyUnits.propertyId, id));
    await tx.delete(properties).where(eq(properties.id, id));
  });
}
