import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureLinks, type FigureLink } from '../../domain/dashboardFigures';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { sumMoney } from '../../domain/money';
import { managerProperties } from '../../server/db/schema';
import { get, tokensOf, type Who } from './contractFixtures';
import { KUWAIT_TODAY, buildDashboardFixture, pinClock, type DashboardFixture } from './dashboardFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 19 items 1 and 2: the landlord's and a limited manager's figures on the fixture of
 * tests/api/dashboardFixtures.ts, every one counted by hand, and each money card equal to the fils
 * to the sum of the list its link opens (domain/dashboardFigures.ts's figureLinks).
 */

describe.each(databaseKinds())('landlord and manager dashboards (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let f: DashboardFixture;
  let landlord: PortfolioFigures;
  let manager: PortfolioFigures;

  const figures = async (who: Who, url: string) => {
    const res = await get(t.app, tok[who], url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; message: string; data: PortfolioFigures }>();
    expect(body.success).toBe(true);
    return body.data;
  };
  /** The rows a link lists, as `who` sees them, and the sum of its field. */
  const listSum = async (who: Who, link: FigureLink) => {
    const query = new URLSearchParams({ ...link.filter, pageSize: '100' }).toString();
    const res = await get(t.app, tok[who], `${link.list}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Record<string, string | number>[] }>().items;
    return { n: items.length, sum: sumMoney(items.map((r) => String(r[link.sumOf!]))) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    pinClock(t.clock);
    f = await buildDashboardFixture(t.app);
    await t.app.ctx.db
      .insert(managerProperties)
      .values({ managerId: await userId(t.app, 'manager@example.com'), propertyId: f.propertyA });
    tok = await tokensOf(t.app);
    landlord = await figures('landlord', `/api/dashboard/landlord-activity/${f.landlordId}`);
    manager = await figures('manager', '/api/dashboard/manager/stats');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("reads today and this month in Kuwait's time, not the server's", () => {
    expect(landlord.today).toBe(KUWAIT_TODAY);
    expect(landlord.this_month.month).toBe('2027-03');
    expect(landlord.currency).toBe('KWD');
    expect(landlord.manager_id).toBeNull();
    expect(landlord.property_ids).toBeNull();
  });

  it('occupancy: A1, A2, B1, B2 occupied; B3 vacant (its contract ended yesterday); B4 under maintenance', () => {
    expect(landlord.occupancy).toEqual({
      rentable_units: 5,
      occupied_units: 4,
      vacant_units: 1,
      under_maintenance_units: 1,
      occupancy_percent: '80.0',
    });
  });

  it("this month: March's invoices without the cancelled one, and March's cash by Kuwait payment day", () => {
    // Expected 350.000 + 300.500 + 410.125 (777.000 cancelled left out); collected 100.250 + 410.125.
    // Cash: 100.250 and 50.000 paid after midnight in Kuwait on 1 March; 410.125 at 23:00 on 28 Feb.
    expect(landlord.this_month).toEqual({
      month: '2027-03',
      expected: '1060.625',
      collected: '510.375',
      written_off: '0.000',
      outstanding: '550.250',
      cash_received: '150.250',
      refunded: '0.000',
      collection_percent: '48.1',
    });
  });

  it('outstanding by days past due, each boundary on its side (30 | 31, 60 | 61, 90 | 91)', () => {
    expect(landlord.outstanding).toEqual({
      total: '2276.679',
      invoices: 10,
      buckets: [
        // I2 due today 300.500, I5 1 day 300.000, I6 30 days 300.500
        { key: 'days_0_30', from_days: 0, to_days: 30, amount: '901.000', invoices: 3 },
        // I7 31 days 410.125, I8 60 days 400.000 (410.125 - 10.125 paid)
        { key: 'days_31_60', from_days: 31, to_days: 60, amount: '810.125', invoices: 2 },
        // I9 61 days 200.000, I10 90 days 120.000
        { key: 'days_61_90', from_days: 61, to_days: 90, amount: '320.000', invoices: 2 },
        // I11 91 days 95.555, I13 365 days 99.999, I14 269 days 50.000
        { key: 'days_over_90', from_days: 91, to_days: null, amount: '245.554', invoices: 3 },
      ],
    });
  });

  it('the five tenants owing most, largest first; the sixth (50.000) is left out', () => {
    expect(landlord.top_debtors.map((d) => [d.tenant_id, d.tenant_name, d.amount, d.invoices])).toEqual([
      [f.tenants.T3, 'Bader Dashboard', '810.125', 2],
      [f.tenants.T2, 'Huda Dashboard', '601.000', 2],
      [f.tenants.T5, 'Salem Dashboard', '315.554', 3],
      [f.tenants.T1, 'Noura Al-Kandari', '300.000', 1],
      [f.tenants.T4, 'Mona Dashboard', '200.000', 1],
    ]);
    expect(landlord.top_debtors[0]!.oldest_due_date).toBe('2026-12-31');
  });

  it('contracts ending within 30, 60 and 90 days (ends on day 24, 60 and 90), and requests waiting', () => {
    expect(landlord.contracts_ending).toEqual([
      { within_days: 30, count: 1 },
      { within_days: 60, count: 2 },
      { within_days: 90, count: 3 },
    ]);
    expect(landlord.contract_requests_waiting).toBe(1);
  });

  it('maintenance by status, open, overdue (deferred is not) and the average days to complete', () => {
    expect(landlord.maintenance).toEqual({
      by_status: { OPEN: 1, IN_PROGRESS: 1, COMPLETED: 1, CLOSED: 1, DEFERRED: 1, DECLINED: 1 },
      open: 3,
      overdue: 1,
      completed: 2,
      average_days_to_complete: '2.3',
    });
  });

  it('twelve months of expected, collected, written off and outstanding, this month last', () => {
    const zero = { expected: '0.000', collected: '0.000', written_off: '0.000', outstanding: '0.000' };
    expect(landlord.monthly).toEqual([
      {
        month: '2026-04',
        expected: '350.000',
        collected: '300.000',
        written_off: '50.000',
        outstanding: '0.000',
      },
      { month: '2026-05', ...zero },
      {
        month: '2026-06',
        expected: '50.000',
        collected: '0.000',
        written_off: '0.000',
        outstanding: '50.000',
      },
      ...['2026-07', '2026-08', '2026-09', '2026-10'].map((month) => ({ month, ...zero })),
      {
        month: '2026-11',
        expected: '95.555',
        collected: '0.000',
        written_off: '0.000',
        outstanding: '95.555',
      },
      {
        month: '2026-12',
        expected: '730.125',
        collected: '10.125',
        written_off: '0.000',
        outstanding: '720.000',
      },
      {
        month: '2027-01',
        expected: '710.625',
        collected: '0.000',
        written_off: '0.000',
        outstanding: '710.625',
      },
      {
        month: '2027-02',
        expected: '350.000',
        collected: '50.000',
        written_off: '0.000',
        outstanding: '300.000',
      },
      {
        month: '2027-03',
        expected: '1060.625',
        collected: '510.375',
        written_off: '0.000',
        outstanding: '550.250',
      },
    ]);
  });

  it('each money card equals, to the fils, the sum of the list its link opens', async () => {
    const links = figureLinks(landlord.today);
    for (const who of ['landlord', 'manager'] as const) {
      const mine = who === 'landlord' ? landlord : manager;
      expect((await listSum(who, links.expected)).sum, `${who} expected`).toBe(mine.this_month.expected);
      expect((await listSum(who, links.collected)).sum, `${who} collected`).toBe(mine.this_month.collected);
      expect((await listSum(who, links.cashReceived)).sum, `${who} cash`).toBe(mine.this_month.cash_received);
      expect((await listSum(who, links.outstanding)).sum, `${who} outstanding`).toBe(mine.outstanding.total);
      for (const bucket of mine.outstanding.buckets) {
        const link = links.agingBucket({ from: bucket.from_days, to: bucket.to_days });
        expect((await listSum(who, link)).sum, `${who} ${bucket.key}`).toBe(bucket.amount);
      }
      for (const debtor of mine.top_debtors)
        expect((await listSum(who, links.debtor(debtor.tenant_id))).sum, debtor.tenant_name).toBe(
          debtor.amount,
        );
      for (const month of mine.monthly)
        expect((await listSum(who, links.month(month.month))).sum, month.month).toBe(month.expected);
    }
  });

  it('each count card equals the total of the list it links to', async () => {
    const links = figureLinks(landlord.today);
    const total = async (who: Who, link: FigureLink) => {
      const res = await get(t.app, tok[who], `${link.list}?${new URLSearchParams(link.filter).toString()}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total: number }>().total;
    };
    for (const [who, mine] of [
      ['landlord', landlord],
      ['manager', manager],
    ] as const) {
      for (const e of mine.contracts_ending)
        expect(await total(who, links.contractsEnding(e.within_days))).toBe(e.count);
      expect(await total(who, links.contractRequests)).toBe(mine.contract_requests_waiting);
      for (const [status, n] of Object.entries(mine.maintenance.by_status))
        expect(await total(who, links.maintenanceStatus(status as 'OPEN')), `${who} ${status}`).toBe(n);
      expect(await total(who, links.maintenanceOverdue)).toBe(mine.maintenance.overdue);
    }
  });

  it("the invoice list's date filters refuse an impossible day and an unknown flag", async () => {
    for (const query of ['dueFrom=2027-02-30', 'dueTo=2027-13-01', 'excludeCancelled=maybe']) {
      const res = await get(t.app, tok.landlord, `/api/invoices/list?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
    }
  });

  it('latest activity: payments recorded, contracts approved and requests opened, newest first', () => {
    const seen = (a: PortfolioFigures['latest_activity'][number]) =>
      a.kind === 'payment_recorded' ? `paid ${a.amount}` : `${a.kind} ${a.entity_id}`;
    const r = f.requests;
    expect(landlord.latest_activity.map(seen)).toEqual([
      'paid 100.250', // 28 Feb 22:00 UTC
      'paid 50.000',
      'paid 410.125',
      `request_opened ${r.M1}`, // 27 Feb
      `request_opened ${r.M2}`,
      `request_opened ${r.M3}`,
      `request_opened ${r.M6}`,
      `request_opened ${r.M5}`, // M7, deleted, is left out
      `request_opened ${r.M4}`,
      'paid 10.125', // 15 January; the contracts were approved in 2026
    ]);
    // The manager's: property A's only, where a contract approval is among the latest ten.
    expect(manager.latest_activity.map(seen)).toEqual([
      'paid 100.250',
      'paid 50.000',
      `request_opened ${r.M1}`,
      `request_opened ${r.M2}`,
      `request_opened ${r.M5}`,
      `contract_approved ${f.contracts.C2.id}`, // 1 June 2026
      ...Array(4).fill('paid 60.000'), // 10, 9, 8 and 7 April 2026
    ]);
    expect(manager.latest_activity[0]!.at).toBe('2027-02-28T22:00:00.000Z');
  });

  it("a manager limited to property A sees only A's figures", () => {
    expect(manager.manager_id).not.toBeNull();
    expect(manager.property_ids).toEqual([f.propertyA]);
    expect(manager.occupancy).toMatchObject({
      rentable_units: 2,
      occupied_units: 2,
      occupancy_percent: '100.0',
    });
    // I1 350.000 + I2 300.500 expected, I1's 100.250 collected; both March payments were on A.
    expect(manager.this_month).toMatchObject({
      expected: '650.500',
      collected: '100.250',
      cash_received: '150.250',
      collection_percent: '15.4',
    });
    expect(manager.outstanding.total).toBe('901.000');
    expect(manager.outstanding.buckets.map((b) => b.amount)).toEqual(['901.000', '0.000', '0.000', '0.000']);
    expect(manager.top_debtors.map((d) => [d.tenant_id, d.amount])).toEqual([
      [f.tenants.T2, '601.000'],
      [f.tenants.T1, '300.000'],
    ]);
    expect(manager.contracts_ending.map((e) => e.count)).toEqual([1, 1, 1]);
    expect(manager.contract_requests_waiting).toBe(0);
    expect(manager.maintenance).toMatchObject({
      open: 3,
      overdue: 1,
      completed: 0,
      average_days_to_complete: null,
    });
  });
});
