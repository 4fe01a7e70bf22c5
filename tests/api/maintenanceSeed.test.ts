import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMaintenance } from '../../server/db/seedMaintenance';
import { seedDemoBillingInto } from './billingFixtures';
import { tokensOf, type Who } from './contractFixtures';
import { call } from './maintenanceFixtures';
import { databaseKinds, startTestApp } from './testApp';

/** Issue 18 item 10: the first start's demo maintenance requests, as the demo logins see them. */
describe.each(databaseKinds())('demo maintenance requests (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let t: Record<Who, string>;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    await seedDemoBillingInto(ctx.app);
    expect(await seedDemoMaintenance(ctx.app.ctx.db, ctx.app.ctx.storage, new Date(ctx.app.ctx.now()))).toBe(
      true,
    );
    t = await tokensOf(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  type Item = { id: string; status: string; priority: string; overdue: boolean; attachments: unknown[] };
  const list = async (who: Who) =>
    (await call(ctx.app, t[who], 'GET', '/api/maintenance-requests/list?pageSize=100')).json()
      .items as Item[];

  it('the demo tenant has requests in several states, with photos and comments', async () => {
    const items = await list('tenant');
    expect(new Set(items.map((i) => i.status))).toEqual(
      new Set(['OPEN', 'IN_PROGRESS', 'COMPLETED', 'CLOSED', 'DECLINED']),
    );
    expect(items.some((i) => i.attachments.length > 0)).toBe(true);
    const working = items.find((i) => i.status === 'IN_PROGRESS')!;
    const thread = await call(ctx.app, t.tenant, 'GET', `/api/maintenance-requests/${working.id}/comments`);
    const landlordThread = await call(
      ctx.app,
      t.landlord,
      'GET',
      `/api/maintenance-requests/${working.id}/comments`,
    );
    expect(thread.json().items.length).toBeGreaterThan(0);
    expect(landlordThread.json().items.length).toBe(thread.json().items.length + 1);
  });

  it('both landlords have reported requests, one overdue and one emergency each', async () => {
    for (const who of ['landlord', 'landlord2'] as const) {
      const items = await list(who);
      expect(
        items.some((i) => i.overdue),
        who,
      ).toBe(true);
      expect(
        items.some((i) => i.priority === 'emergency'),
        who,
      ).toBe(true);
    }
    // Seeding twice adds nothing.
    expect(await seedDemoMaintenance(ctx.app.ctx.db, ctx.app.ctx.storage)).toBe(false);
  });
});
