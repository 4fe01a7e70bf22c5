import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, properties, propertyUnits, users } from '../../server/db/schema';
import { seedDemoPortfolio } from '../../server/db/seedPortfolio';
import { databaseKinds, openTestDatabase, type TestDatabase } from './testApp';

describe.each(databaseKinds())('the demo portfolio (%s)', (kind) => {
  let database: TestDatabase;
  const now = new Date('2026-11-22T09:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives both landlords properties with units, tenants and contracts, once', async () => {
    const { db } = database.handle;
    expect(await seedDemoPortfolio(db, now)).toBe(true);
    expect(await seedDemoPortfolio(db, now)).toBe(false);

    const perLandlord = await db
      .select({ email: users.email, count: sql<number>`count(*)::int` })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.landlordId))
      .groupBy(users.email);
    expect(Object.fromEntries(perLandlord.map((r) => [r.email, r.count]))).toEqual({
      'landlord@example.com': 2,
      'landlord2@example.com': 1,
    });

    // Every unit's status agrees with its approved contracts covering today.
    const today = '2026-11-22';
    const units = await db.select({ id: propertyUnits.id, status: propertyUnits.status }).from(propertyUnits);
    for (const unit of units) {
      const covering = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(
            eq(contracts.unitId, unit.id),
            eq(contracts.status, 'approved'),
            lte(contracts.startDate, today),
            gte(contracts.endDate, today),
          ),
        );
      if (unit.status !== 'under_maintenance')
        expect(unit.status).toBe(covering.length > 0 ? 'occupied' : 'vacant');
    }
    const requested = await db.select().from(contracts).where(eq(contracts.status, 'requested'));
    expect(requested).toHaveLength(1);
  });
});
