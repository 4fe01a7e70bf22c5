import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerStatementsContract } from '../../domain/contracts/owner-statements';
import { propertyOwnersContract } from '../../domain/contracts/property-owners';
import { sumMoney } from '../../domain/money';
import { seedDemoExpenses } from '../../server/db/seedExpenses';
import { seedDemoOwners } from '../../server/db/seedOwners';
import { api } from '../support/api';
import { seedDemoBillingInto } from './billingFixtures';
import { startTestApp } from './testApp';

/*
 * Issue 36 item 3's demo data: the demo landlord's first building has two owners at 60/40, and
 * last month's statements are issued, the owners' parts adding up to the building's figures.
 */
describe('the demo owners (pglite)', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    await seedDemoBillingInto(t.app);
    const now = new Date(t.app.ctx.now());
    expect(await seedDemoExpenses(t.app.ctx.db, now)).toBe(true);
    expect(await seedDemoOwners(t.app.ctx.db, now)).toBe(true);
    expect(await seedDemoOwners(t.app.ctx.db, now)).toBe(false);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives the first building two owners at 60/40 and last month’s statements', async () => {
    const shares = (await api(t.app).as('landlord').ok(propertyOwnersContract.endpoints.shares)).data;
    const owned = shares.filter((p) => p.owners.length > 0);
    expect(owned).toHaveLength(1);
    expect(owned[0]!.owners.map((o) => o.share)).toEqual(['60.00', '40.00']);
    const statements = (await api(t.app).as('landlord').ok(ownerStatementsContract.endpoints.list)).items;
    expect(statements).toHaveLength(2);
    const [a, b] = statements.map((s) => s.lines[0]!);
    expect(sumMoney([a!.owner_collected, b!.owner_collected])).toBe(a!.collected);
    expect(Number(a!.collected)).toBeGreaterThan(0);
    const mine = (await api(t.app).as('owner').ok(ownerStatementsContract.endpoints.list)).items;
    expect(mine.map((s) => s.payouts)).toEqual(['250.000']);
  });
});
