import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES as M, type PortfolioFigures } from '../../domain/dashboardSchemas';
import { figureLinks } from '../../domain/dashboardFigures';
import { sumMoney } from '../../domain/money';
import { managerProperties } from '../../server/db/schema';
import { get, tokensOf, type Who } from './contractFixtures';
import { buildDashboardFixture, pinClock, type DashboardFixture } from './dashboardFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 19 item 1: whose dashboard each caller may read. The scope comes from the token; an id in
 * the path or query only chooses within it. Another landlord's id answers 404, a manager or tenant
 * the caller may not see 403, and the super admin reads anyone's (the same figures the owner sees).
 */

describe.each(databaseKinds())('dashboard scoping (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let f: DashboardFixture;
  let ids: { landlord2: string; manager: string };

  const call = (who: Who, url: string) => get(t.app, tok[who], url);
  const figures = async (who: Who, url: string) => {
    const res = await call(who, url);
    expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(200);
    return res.json<{ data: PortfolioFigures }>().data;
  };
  const refused = async (who: Who, url: string, status: number, message?: string) => {
    const res = await call(who, url);
    expect(res.statusCode, `${who} ${url}: ${res.body}`).toBe(status);
    expect(res.json().success).toBe(false);
    if (message) expect(res.json().message).toBe(message);
    // Nothing of the first landlord's portfolio leaks into a refusal.
    expect(res.body).not.toContain('Dashboard');
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    pinClock(t.clock);
    f = await buildDashboardFixture(t.app);
    ids = {
      landlord2: await userId(t.app, 'landlord2@example.com'),
      manager: await userId(t.app, 'manager@example.com'),
    };
    await t.app.ctx.db.insert(managerProperties).values({ managerId: ids.manager, propertyId: f.propertyA });
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("landlord-activity: the landlord's own, the super admin's for anyone; another landlord's id is 404", async () => {
    const own = await figures('landlord', `/api/dashboard/landlord-activity/${f.landlordId}`);
    expect(own.outstanding.total).toBe('2276.679');
    expect(await figures('super', `/api/dashboard/landlord-activity/${f.landlordId}`)).toEqual(own);

    await refused('landlord2', `/api/dashboard/landlord-activity/${f.landlordId}`, 404, M.landlordNotFound);
    await refused('landlord', `/api/dashboard/landlord-activity/${ids.landlord2}`, 404, M.landlordNotFound);
    // An id that is no landlord at all, even for the super admin.
    await refused('super', `/api/dashboard/landlord-activity/${ids.manager}`, 404, M.landlordNotFound);
    // Managers and tenants have their own dashboards.
    await refused('manager', `/api/dashboard/landlord-activity/${f.landlordId}`, 403);
    await refused('tenant', `/api/dashboard/landlord-activity/${f.landlordId}`, 403);
  });

  it("landlord2's own dashboard holds none of the first landlord's figures", async () => {
    const other = await figures('landlord2', `/api/dashboard/landlord-activity/${ids.landlord2}`);
    expect(other.occupancy).toEqual({
      rentable_units: 0,
      occupied_units: 0,
      vacant_units: 0,
      under_maintenance_units: 0,
      occupancy_percent: null,
    });
    expect(other.this_month).toMatchObject({
      expected: '0.000',
      cash_received: '0.000',
      collection_percent: null,
    });
    expect(other.outstanding.total).toBe('0.000');
    expect(other.top_debtors).toEqual([]);
    expect(other.latest_activity).toEqual([]);
    expect(other.maintenance.open).toBe(0);
  });

  it("manager/stats: a manager's own; its landlord and the super admin read the same figures", async () => {
    const own = await figures('manager', '/api/dashboard/manager/stats');
    expect(own).toMatchObject({
      manager_id: ids.manager,
      landlord_id: f.landlordId,
      property_ids: [f.propertyA],
    });
    expect(own.outstanding.total).toBe('901.000');
    const query = `landlord_id=${f.landlordId}&user_id=${ids.manager}`;
    expect(await figures('manager', `/api/dashboard/manager/stats?${query}`)).toEqual(own);
    expect(await figures('landlord', `/api/dashboard/manager/stats?${query}`)).toEqual(own);
    expect(await figures('landlord', `/api/dashboard/manager/stats?user_id=${ids.manager}`)).toEqual(own);
    expect(await figures('super', `/api/dashboard/manager/stats?user_id=${ids.manager}`)).toEqual(own);
  });

  it('property_id narrows a dashboard to one property the caller sees; another is 404', async () => {
    const b = await figures(
      'landlord',
      `/api/dashboard/landlord-activity/${f.landlordId}?property_id=${f.propertyB}`,
    );
    expect(b.property_ids).toEqual([f.propertyB]);
    // B1 and B2 occupied, B3 vacant, B4 under maintenance.
    expect(b.occupancy).toMatchObject({ rentable_units: 3, occupied_units: 2, occupancy_percent: '66.7' });
    // I3 only (I4 is cancelled), paid in full on 28 February (Kuwait): no cash this month on B.
    expect(b.this_month).toMatchObject({ expected: '410.125', collected: '410.125', cash_received: '0.000' });
    expect(b.this_month.collection_percent).toBe('100.0');
    // The landlord's 2276.679 less property A's 901.000.
    expect(b.outstanding.total).toBe('1375.679');
    const links = figureLinks(b.today, f.propertyB);
    const res = await call(
      'landlord',
      `${links.outstanding.list}?${new URLSearchParams({ ...links.outstanding.filter, pageSize: '100' })}`,
    );
    expect(sumMoney(res.json<{ items: { balance: string }[] }>().items.map((i) => i.balance))).toBe(
      '1375.679',
    );

    const a = `/api/dashboard/manager/stats?property_id=${f.propertyA}`;
    expect(await figures('manager', a)).toEqual(await figures('manager', '/api/dashboard/manager/stats'));
    await refused(
      'manager',
      `/api/dashboard/manager/stats?property_id=${f.propertyB}`,
      404,
      M.propertyNotFound,
    );
    await refused(
      'landlord2',
      `/api/dashboard/landlord-activity/${ids.landlord2}?property_id=${f.propertyA}`,
      404,
    );
  });

  it('manager/stats refuses what the caller may not see', async () => {
    // Another landlord's id: 404; a manager that is not the caller's: 403.
    await refused(
      'landlord2',
      `/api/dashboard/manager/stats?landlord_id=${f.landlordId}&user_id=${ids.manager}`,
      404,
    );
    await refused('landlord2', `/api/dashboard/manager/stats?user_id=${ids.manager}`, 403, M.notYourManager);
    await refused('manager', `/api/dashboard/manager/stats?landlord_id=${ids.landlord2}`, 404);
    await refused('manager', `/api/dashboard/manager/stats?user_id=${f.tenants.T1}`, 403, M.ownFiguresOnly);
    // A landlord's own tenant is not a manager.
    await refused('landlord', `/api/dashboard/manager/stats?user_id=${f.tenants.T1}`, 403, M.notYourManager);
    await refused('super', `/api/dashboard/manager/stats?user_id=${f.tenants.T1}`, 404, M.managerNotFound);
    await refused('landlord', '/api/dashboard/manager/stats', 422, M.userIdRequired);
    await refused('tenant', `/api/dashboard/manager/stats?user_id=${ids.manager}`, 403);
  });

  it("tenant/stats: a tenant its own only; a landlord or manager only its tenants'; the super admin anyone's", async () => {
    const url = (id?: string) => `/api/super/dashboard/tenant/stats${id ? `?user_id=${id}` : ''}`;
    const own = await figures('tenant', url());
    expect(own).toMatchObject({ tenant_id: f.tenants.T1, balance: { total: '549.750' } });
    expect(await figures('tenant', url(f.tenants.T1))).toEqual(own);
    expect(await figures('landlord', url(f.tenants.T1))).toEqual(own);
    expect(await figures('manager', url(f.tenants.T1))).toEqual(own);
    expect(await figures('super', url(f.tenants.T1))).toEqual(own);

    await refused('tenant', url(f.tenants.T2), 403, M.ownFiguresOnly);
    await refused('landlord2', url(f.tenants.T1), 403, M.notYourTenant);
    // T3 rents on property B, outside the manager's property A.
    await refused('manager', url(f.tenants.T3), 403, M.notYourTenant);
    await refused('super', url(f.landlordId), 404, M.tenantNotFound);
    await refused('landlord', url(), 422, M.userIdRequired);
  });

  it('platform figures are the super admin’s only', async () => {
    expect((await call('super', '/api/super/dashboard/platform')).statusCode).toBe(200);
    for (const who of ['landlord', 'landlord2', 'manager', 'tenant'] as const)
      await refused(who, '/api/super/dashboard/platform', 403);
  });
});
