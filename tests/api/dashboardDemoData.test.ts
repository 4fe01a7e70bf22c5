import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureLinks, type FigureLink } from '../../domain/dashboardFigures';
import type { TenantFigures } from '../../domain/dashboardPeopleSchemas';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { money, sumMoney } from '../../domain/money';
import { seedDemoBillingInto } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 19 on the first start's demo data (a year of invoices paid, part paid, written off and
 * overdue): the dashboard agrees with itself (each month's expected = collected + written off +
 * outstanding) and with every list its cards open, paged to the end, to the fils.
 */

describe.each(databaseKinds())('dashboards on the demo data (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let landlord: PortfolioFigures;

  const data = async <T>(who: Who, url: string) => {
    const res = await get(t.app, tok[who], url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: T }>().data;
  };
  /** Every row of a list (all pages), summed on the link's field. */
  const listSum = async (link: FigureLink) => {
    const values: string[] = [];
    for (let page = 1; ; page += 1) {
      const paging: Record<string, string> = link.list.includes('manual-payments')
        ? { constantPage: String(page) }
        : { page: String(page) };
      const query = new URLSearchParams({ ...link.filter, ...paging, pageSize: '100' }).toString();
      const res = await get(t.app, tok.landlord, `${link.list}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const { items, total } = res.json<{ items: Record<string, string | number>[]; total: number }>();
      values.push(...items.map((r) => String(r[link.sumOf!])));
      if (items.length === 0 || values.length >= total) break;
    }
    return sumMoney(values);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBillingInto(t.app);
    tok = await tokensOf(t.app);
    const id = await userId(t.app, 'landlord@example.com');
    landlord = await data<PortfolioFigures>('landlord', `/api/dashboard/landlord-activity/${id}`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('each month: expected = collected + written off + outstanding, to the fils', () => {
    expect(landlord.monthly).toHaveLength(12);
    expect(landlord.monthly.some((m) => money(m.expected).gt(0))).toBe(true);
    for (const m of landlord.monthly)
      expect(sumMoney([m.collected, m.written_off, m.outstanding]), m.month).toBe(m.expected);
    expect(landlord.outstanding.total).toBe(sumMoney(landlord.outstanding.buckets.map((b) => b.amount)));
  });

  it('every money card equals the sum of the list it links to', async () => {
    const links = figureLinks(landlord.today);
    expect(await listSum(links.expected)).toBe(landlord.this_month.expected);
    expect(await listSum(links.collected)).toBe(landlord.this_month.collected);
    expect(await listSum(links.cashReceived)).toBe(landlord.this_month.cash_received);
    expect(await listSum(links.outstanding)).toBe(landlord.outstanding.total);
    expect(money(landlord.outstanding.total).gt(0)).toBe(true);
    for (const b of landlord.outstanding.buckets)
      expect(await listSum(links.agingBucket({ from: b.from_days, to: b.to_days })), b.key).toBe(b.amount);
    for (const d of landlord.top_debtors) expect(await listSum(links.debtor(d.tenant_id))).toBe(d.amount);
    for (const m of landlord.monthly) expect(await listSum(links.month(m.month)), m.month).toBe(m.expected);
  });

  it("the demo tenant's balance is its statement's closing balance", async () => {
    const own = await data<TenantFigures>('tenant', '/api/super/dashboard/tenant/stats');
    const tenantId = await userId(t.app, 'tenant@example.com');
    const statement = await data<{ closingBalance: string }>(
      'landlord',
      `/api/tenant-statements/get/${tenantId}`,
    );
    expect(own.balance.total).toBe(statement.closingBalance);
    expect(own.last_payments.length).toBeGreaterThan(0);
    expect(own.last_payments.every((p) => p.receipt_no)).toBe(true);
  });
});
