import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureLinks, type FigureLink } from '../../domain/dashboardFigures';
import { DASHBOARD_MESSAGES as M, type PortfolioFigures } from '../../domain/dashboardSchemas';
import { sumMoney } from '../../domain/money';
import { managerProperties } from '../../server/db/schema';
import { get, tokensOf, type Who } from './contractFixtures';
import { buildDashboardFixture, pinClock, type DashboardFixture } from './dashboardFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 19 item 5, the period and property filter: `month` moves the month's figures and the end
 * of the series to an earlier Kuwait month while the point-in-time figures stay as of today, and
 * `property_id` limits every figure to one property, so the properties add up to the whole. The
 * app keeps answers (DASHBOARD_CACHE_SECONDS), so a key without the filters would answer wrong.
 * Clock and fixture: tests/api/dashboardFixtures.ts (Kuwait's today is 2027-03-01).
 */

describe.each(databaseKinds())('dashboard period and property filter (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let f: DashboardFixture;
  let landlordUrl: string;

  const call = (who: Who, url: string) => get(t.app, tok[who], url);
  const figures = async (who: Who, url: string) => {
    const res = await call(who, url);
    expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(200);
    return res.json<{ data: PortfolioFigures }>().data;
  };
  const landlord = (query: Record<string, string> = {}) =>
    figures('landlord', `${landlordUrl}?${new URLSearchParams(query).toString()}`);
  const refused = async (who: Who, url: string, status: number, message?: string) => {
    const res = await call(who, url);
    expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(status);
    expect(res.json().success).toBe(false);
    if (message) expect(res.json().message).toBe(message);
  };
  const listSum = async (link: FigureLink) => {
    const query = new URLSearchParams({ ...link.filter, pageSize: '100' }).toString();
    const res = await call('landlord', `${link.list}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return sumMoney(res.json<{ items: Record<string, string>[] }>().items.map((r) => r[link.sumOf!]!));
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { DASHBOARD_CACHE_SECONDS: '60' } });
    pinClock(t.clock);
    f = await buildDashboardFixture(t.app);
    await t.app.ctx.db
      .insert(managerProperties)
      .values({ managerId: await userId(t.app, 'manager@example.com'), propertyId: f.propertyA });
    tok = await tokensOf(t.app);
    landlordUrl = `/api/dashboard/landlord-activity/${f.landlordId}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("February 2027: its invoices and its Kuwait payment days, to the fils; today's figures unchanged", async () => {
    const now = await landlord();
    const feb = await landlord({ month: '2027-02' });
    // I5 350.000 due 28 February, 50.000 paid on it (on 1 March in Kuwait: not February's cash).
    // February's cash: 410.125 paid at 23:00 on 28 February in Kuwait (20:00 UTC), for a March invoice.
    expect(feb.this_month).toEqual({
      month: '2027-02',
      expected: '350.000',
      collected: '50.000',
      written_off: '0.000',
      outstanding: '300.000',
      cash_received: '410.125',
      refunded: '0.000',
      collection_percent: '14.3',
    });
    expect(now.this_month.month).toBe('2027-03');
    expect(now.this_month.expected).toBe('1060.625');
    // The series ends at February: March 2026 (I13, 99.999) to February 2027.
    expect(feb.monthly.map((m) => m.month)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `2026-${String(i + 3).padStart(2, '0')}`),
      '2027-01',
      '2027-02',
    ]);
    expect(feb.monthly[0]).toEqual({
      month: '2026-03',
      expected: '99.999',
      collected: '0.000',
      written_off: '0.000',
      outstanding: '99.999',
    });
    expect(feb.monthly.slice(1)).toEqual(now.monthly.slice(0, 11));
    // As of today whatever the month: occupancy, outstanding, debtors, contracts, requests.
    const { this_month: _a, monthly: _b, ...pointInTime } = feb;
    const { this_month: _c, monthly: _d, ...nowPointInTime } = now;
    expect(pointInTime).toEqual(nowPointInTime);
    expect(feb.today).toBe('2027-03-01');
    expect(feb.outstanding.total).toBe('2276.679');
  });

  it('January 2027 by property: A and B each exact, and they add up to the whole', async () => {
    const whole = await landlord({ month: '2027-01' });
    const a = await landlord({ month: '2027-01', property_id: f.propertyA });
    const b = await landlord({ month: '2027-01', property_id: f.propertyB });
    // I6 300.500 on A; I7 410.125 on B; 10.125 paid on 15 January for I8 (B, due in December).
    expect(a.this_month).toMatchObject({ expected: '300.500', collected: '0.000', cash_received: '0.000' });
    expect(b.this_month).toMatchObject({ expected: '410.125', collected: '0.000', cash_received: '10.125' });
    expect(whole.this_month).toMatchObject({ expected: '710.625', cash_received: '10.125' });
    expect(a.property_ids).toEqual([f.propertyA]);
  });

  it('every figure of A plus B is the whole, month by month and as of today', async () => {
    for (const month of ['2027-03', '2027-02', '2027-01', '2026-04']) {
      const [whole, a, b] = await Promise.all([
        landlord({ month }),
        landlord({ month, property_id: f.propertyA }),
        landlord({ month, property_id: f.propertyB }),
      ]);
      const money = ['expected', 'collected', 'written_off', 'outstanding', 'cash_received'] as const;
      for (const key of money)
        expect(sumMoney([a.this_month[key], b.this_month[key]]), `${month} ${key}`).toBe(
          whole.this_month[key],
        );
      whole.monthly.forEach((m, i) => {
        for (const key of ['expected', 'collected', 'written_off', 'outstanding'] as const)
          expect(sumMoney([a.monthly[i]![key], b.monthly[i]![key]]), `${m.month} ${key}`).toBe(m[key]);
      });
      expect(sumMoney([a.outstanding.total, b.outstanding.total])).toBe(whole.outstanding.total);
      whole.outstanding.buckets.forEach((bucket, i) =>
        expect(sumMoney([a.outstanding.buckets[i]!.amount, b.outstanding.buckets[i]!.amount])).toBe(
          bucket.amount,
        ),
      );
      for (const key of [
        'rentable_units',
        'occupied_units',
        'vacant_units',
        'under_maintenance_units',
      ] as const)
        expect(a.occupancy[key] + b.occupancy[key], key).toBe(whole.occupancy[key]);
      whole.contracts_ending.forEach((e, i) =>
        expect(a.contracts_ending[i]!.count + b.contracts_ending[i]!.count).toBe(e.count),
      );
      expect(a.contract_requests_waiting + b.contract_requests_waiting).toBe(whole.contract_requests_waiting);
      expect(a.maintenance.open + b.maintenance.open).toBe(whole.maintenance.open);
      expect(a.maintenance.overdue + b.maintenance.overdue).toBe(whole.maintenance.overdue);
    }
  });

  it("the chosen month's links open lists that add up to its cards", async () => {
    for (const propertyId of [undefined, f.propertyA, f.propertyB]) {
      const mine = await landlord({ month: '2027-02', ...(propertyId ? { property_id: propertyId } : {}) });
      const links = figureLinks(mine.today, propertyId, '2027-02');
      expect(links.expected.filter).toMatchObject({ dueFrom: '2027-02-01', dueTo: '2027-02-28' });
      expect(await listSum(links.expected)).toBe(mine.this_month.expected);
      expect(await listSum(links.collected)).toBe(mine.this_month.collected);
      expect(await listSum(links.outstanding)).toBe(mine.outstanding.total);
      // The payments list has no property filter: its link adds up to the whole portfolio's cash.
      if (!propertyId) expect(await listSum(links.cashReceived)).toBe(mine.this_month.cash_received);
    }
  });

  it('manager/stats takes the month too, within the properties the manager has', async () => {
    const own = await figures('manager', '/api/dashboard/manager/stats?month=2027-02');
    // Property A's February: I5 350.000, 50.000 paid on it; the 410.125 was B's.
    expect(own.this_month).toMatchObject({
      expected: '350.000',
      collected: '50.000',
      cash_received: '0.000',
    });
    expect(own.property_ids).toEqual([f.propertyA]);
    const landlordsView = await figures(
      'landlord',
      `/api/dashboard/manager/stats?user_id=${own.manager_id}&month=2027-02&property_id=${f.propertyA}`,
    );
    expect(landlordsView).toEqual(own);
    await refused(
      'manager',
      `/api/dashboard/manager/stats?month=2027-02&property_id=${f.propertyB}`,
      404,
      M.propertyNotFound,
    );
  });

  it('the super admin reads the same filtered figures as the landlord', async () => {
    const query = `?month=2027-01&property_id=${f.propertyB}`;
    expect(await figures('super', `${landlordUrl}${query}`)).toEqual(
      await landlord({ month: '2027-01', property_id: f.propertyB }),
    );
  });

  it("a malformed month is 422 with what to write; a later month than Kuwait's is 422 too", async () => {
    for (const month of ['2027-13', '2027-3', '27-03', 'March', '2027-02-01', '2027-00'])
      await refused('landlord', `${landlordUrl}?month=${month}`, 422, M.badMonth);
    await refused('manager', '/api/dashboard/manager/stats?month=2027-1', 422, M.badMonth);
    // Kuwait is already in March (UTC still says February): April is the first refused month.
    await refused('landlord', `${landlordUrl}?month=2027-04`, 422, M.futureMonth('2027-03'));
    await refused('manager', '/api/dashboard/manager/stats?month=2028-01', 422, M.futureMonth('2027-03'));
    // An empty month is no month: the current one.
    expect((await landlord({ month: '' })).this_month.month).toBe('2027-03');
  });

  it('a property of another landlord is 404 whatever the month, and tells nothing of it', async () => {
    const landlord2 = await userId(t.app, 'landlord2@example.com');
    const url = `/api/dashboard/landlord-activity/${landlord2}?month=2027-02&property_id=${f.propertyA}`;
    await refused('landlord2', url, 404, M.propertyNotFound);
    // Scope is checked before the month: another landlord's dashboard is 404 even for a bad month.
    await refused('landlord2', `${landlordUrl}?month=2027-04`, 404, M.landlordNotFound);
  });
});
