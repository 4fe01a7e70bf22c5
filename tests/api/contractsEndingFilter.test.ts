import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/kuwaitCalendar';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { get, tokensOf, type Who } from './contractFixtures';
import { buildDashboardFixture, KUWAIT_TODAY, pinClock, type DashboardFixture } from './dashboardFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * The dashboard's "contracts ending" card opens Approved Contracts filtered by end date: the
 * contracts list takes endFrom/endTo, and for each horizon it lists exactly the card's count.
 */

describe.each(databaseKinds())('contracts list by end date (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let f: DashboardFixture;

  const total = async (query: Record<string, string>) => {
    const res = await get(
      t.app,
      tok.landlord,
      `/api/contracts/list?${new URLSearchParams(query).toString()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ total: number; items: { endDate: string }[] }>();
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    pinClock(t.clock);
    f = await buildDashboardFixture(t.app);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists as many approved contracts ending within each horizon as the card counts', async () => {
    const res = await get(t.app, tok.landlord, `/api/dashboard/landlord-activity/${f.landlordId}`);
    const figures = res.json<{ data: PortfolioFigures }>().data;
    expect(figures.contracts_ending.some((e) => e.count > 0)).toBe(true);
    for (const ending of figures.contracts_ending) {
      const endTo = addDays(KUWAIT_TODAY, ending.within_days);
      const list = await total({ status: 'approved', endFrom: KUWAIT_TODAY, endTo, pageSize: '100' });
      expect(list.total, `within ${ending.within_days} days`).toBe(ending.count);
      expect(list.items.every((c) => c.endDate >= KUWAIT_TODAY && c.endDate <= endTo)).toBe(true);
    }
  });

  it('refuses a day that is not on the calendar', async () => {
    const res = await get(t.app, tok.landlord, '/api/contracts/list?endTo=2027-02-30');
    expect(res.statusCode).toBe(422);
  });
});
