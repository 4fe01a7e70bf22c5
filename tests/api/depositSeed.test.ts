import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionListTotals } from '../../domain/collectionSchemas';
import { depositsContract } from '../../domain/contracts/deposits';
import { settingLateFeesContract } from '../../domain/contracts/setting-late-fees';
import { lateFees } from '../../server/db/schema';
import { seedDemoDeposits } from '../../server/db/seedDeposits';
import { api } from '../support/api';
import { seedDemoBillingInto } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/**
 * Issue 34 item 5, deposits and late fees: the demo tenant's deposit is received, landlord2 has
 * late fees on with fees applied, and the first landlord's collected figures stay as they were.
 */
describe.each(databaseKinds())('demo deposits and late fees (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let before: CollectionListTotals;
  const totals = async () => {
    const res = await get(t.app, tok.landlord, '/api/collections/list');
    expect(res.statusCode).toBe(200);
    return res.json<{ totals: CollectionListTotals }>().totals;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBillingInto(t.app);
    tok = await tokensOf(t.app);
    before = await totals();
    expect(await seedDemoDeposits(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the demo tenant sees its deposit received; landlord2 has late fees on and applied; figures did not move', async () => {
    const { items } = await api(t.app)
      .as('tenant')
      .ok(depositsContract.endpoints.list, { query: { state: 'HELD' } });
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items[0]!.received).toBe(items[0]!.agreed);
    const detail = (await api(t.app).as('tenant').ok(depositsContract.endpoints.get, { params: { id: items[0]!.id } })).data; // prettier-ignore
    expect(detail.entries.map((e) => [e.kind, e.method, e.reference])).toEqual([['receipt', 'bank_transfer', 'NBK TRF 771204']]); // prettier-ignore

    const rule = (await api(t.app).as('landlord2').ok(settingLateFeesContract.endpoints.read)).data;
    expect(rule).toEqual({ enabled: true, grace_days: 7, mode: 'fixed', amount: '5.000', cap: null });
    const landlord2 = await userId(t.app, 'landlord2@example.com');
    const fees = await t.app.ctx.db.select().from(lateFees).where(eq(lateFees.landlordId, landlord2));
    expect(fees.length).toBeGreaterThanOrEqual(1);
    expect(fees.every((f) => f.amount === '5.000')).toBe(true);
    const landlord = await userId(t.app, 'landlord@example.com');
    expect(await t.app.ctx.db.select().from(lateFees).where(eq(lateFees.landlordId, landlord))).toEqual([]);

    expect(await totals()).toEqual(before);
    expect(await seedDemoDeposits(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(false);
  });
});
