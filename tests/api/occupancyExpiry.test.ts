import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApp } from './testApp';
import { buildContract, dayFromToday, get, post, tokensOf, unitStatus } from './contractFixtures';
import { makeUnit, makeTenant } from '../support/make';

/**
 * Issue 5: "terminating or expiry frees it". Expiry has no background job: reads bring the
 * contracted units up to date, the property screens' reads included.
 */
describe.each(databaseKinds())('a contract that ends frees its unit on the property screens (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('shows the unit occupied while the contract runs and vacant once it has ended', async () => {
    const tokens = await tokensOf(ctx.app);
    const { propertyId, unitId } = await makeUnit(ctx.app, 'landlord@example.com');
    const tenantId = await makeTenant(ctx.app, 'landlord@example.com');
    const contract = buildContract(tenantId, unitId, {
      startDate: dayFromToday(-40),
      endDate: dayFromToday(10),
    });
    const created = await post(ctx.app, tokens.landlord, '/api/contracts/create', contract);
    expect(created.statusCode, created.body).toBe(200);
    const approved = await post(ctx.app, tokens.landlord, `/api/contracts/approve/${created.json().data.id}`);
    expect(approved.statusCode, approved.body).toBe(200);

    const occupiedCount = async (token = tokens.landlord) => {
      const res = await get(ctx.app, token, `/api/properties/get/${propertyId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.occupiedCount;
    };
    expect(await occupiedCount()).toBe(1);
    expect(await unitStatus(ctx.app, unitId)).toBe('occupied');

    // Twenty days later the contract has ended; nobody opened the contract screens meanwhile.
    ctx.clock.advance(20 * 86_400_000);
    const later = await tokensOf(ctx.app); // the first sign-in's access token has expired by now
    expect(await occupiedCount(later.landlord)).toBe(0);
    expect(await unitStatus(ctx.app, unitId)).toBe('vacant');
  });
});
