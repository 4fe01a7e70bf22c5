import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { get, tokensOf, type Who } from './contractFixtures';
import { call, reported, tenantContract } from './maintenanceFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 19 item 6 (server/services/dashboardCache.ts): a dashboard is computed once for every
 * caller arriving meanwhile and kept DASHBOARD_CACHE_SECONDS; a write through the server drops its
 * landlord's figures at once, another landlord's write does not, and a change made behind the
 * server's back shows when the time is up.
 */
describe.each(databaseKinds())('dashboard figures kept a few seconds (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let t: Record<Who, string>;
  let url: string;

  beforeAll(async () => {
    ctx = await startTestApp(kind, { env: { DASHBOARD_CACHE_SECONDS: '60' } });
    t = await tokensOf(ctx.app);
    url = `/api/dashboard/landlord-activity/${await userId(ctx.app, 'landlord@example.com')}`;
    await tenantContract(ctx.app);
    await reported(ctx.app, t.tenant);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const figures = async () => {
    const res = await get(ctx.app, t.landlord, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PortfolioFigures;
  };
  const computations = () => ctx.app.ctx.figures.computations;
  /** Moves the landlord's requests behind the server's back (no request, no hook). */
  const setStatusInTable = (status: string) =>
    ctx.app.ctx.db.execute(sql`update maintenance_requests set status = ${status}`);
  const saveDeadlines = (who: Who) =>
    call(ctx.app, t[who], 'POST', '/api/setting/maintenance-deadlines', {
      emergency_hours: 24,
      high_hours: 72,
      normal_hours: 168,
      low_hours: 336,
    });

  it('computes once for 20 callers at the same moment, and keeps the answer', async () => {
    const before = computations();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(ctx.app, t.landlord, url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(computations()).toBe(before + 1);
    expect((await figures()).maintenance.by_status.OPEN).toBe(1);
    expect(computations()).toBe(before + 1);
  });

  it('drops a landlord’s figures on its own writes, not on another landlord’s', async () => {
    await figures();
    await setStatusInTable('IN_PROGRESS');
    expect((await figures()).maintenance.by_status.OPEN).toBe(1); // kept: nothing went through the server

    expect((await saveDeadlines('landlord2')).statusCode).toBe(200);
    expect((await figures()).maintenance.by_status.OPEN).toBe(1);

    const before = computations();
    expect((await saveDeadlines('landlord')).statusCode).toBe(200);
    const fresh = await figures();
    expect(fresh.maintenance.by_status).toMatchObject({ OPEN: 0, IN_PROGRESS: 1 });
    expect(computations()).toBe(before + 1);
  });

  it('shows a change made elsewhere once the time is up', async () => {
    await figures();
    await setStatusInTable('OPEN');
    ctx.clock.advance(59_000);
    expect((await figures()).maintenance.by_status.OPEN).toBe(0);
    ctx.clock.advance(2_000);
    expect((await figures()).maintenance.by_status.OPEN).toBe(1);
  });

  it('a tenant’s write (a new request) drops its landlord’s figures', async () => {
    const open = (await figures()).maintenance.by_status.OPEN;
    await reported(ctx.app, t.tenant);
    expect((await figures()).maintenance.by_status.OPEN).toBe(open + 1);
  });
});
