import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_REQUEST_LIMIT, MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { eq } from 'drizzle-orm';
import { maintenanceRequests, managerProperties } from '../../server/db/schema';
import { tokensOf, type Who } from './contractFixtures';
import { call, mailsTo, report, reported, tenantContract } from './maintenanceFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { makeContract, makeTenant, makeUnit, userId } from '../support/make';

/*
 * Issue 18 items 4 and 9: every call scoped from the token (another landlord's request is 404, a
 * tenant sees its own, a limited manager its properties'), internal comments never reach a
 * tenant, the daily limits and the soft delete.
 */
describe.each(databaseKinds())('maintenance requests: scope, comments, limits (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let t: Record<Who, string>;
  let unit: { unitId: string; propertyId: string };

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    unit = await tenantContract(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    ctx.clock.advance(86_400_000);
    t = await tokensOf(ctx.app);
  });

  const get = (who: Who, id: string) => call(ctx.app, t[who], 'GET', `/api/maintenance-requests/get/${id}`);
  const listIds = async (who: Who) =>
    (await call(ctx.app, t[who], 'GET', '/api/maintenance-requests/list?pageSize=100'))
      .json()
      .items.map((i: { id: string }) => i.id) as string[];

  it('another landlord meets a request as 404 on every call; its list leaves it out', async () => {
    const { id } = await reported(ctx.app, t.tenant);
    expect((await get('landlord', id)).statusCode).toBe(200);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/maintenance-requests/get/${id}`],
      ['POST', `/api/maintenance-requests/update/${id}`, { title: 'Taken over' }],
      ['POST', `/api/maintenance-requests/delete/${id}`, {}],
      ['POST', `/api/maintenance-requests/${id}/status`, { status: 'IN_PROGRESS' }],
      ['GET', `/api/maintenance-requests/${id}/comments`],
      ['POST', `/api/maintenance-requests/${id}/comments`, { body: 'Hello' }],
      ['POST', `/api/maintenance-requests/${id}/charge`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(ctx.app, t.landlord2, method as 'GET' | 'POST', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await listIds('landlord2')).not.toContain(id);
  });

  it('a tenant sees only its own requests; a limited manager only its properties’', async () => {
    const mine = await reported(ctx.app, t.tenant);
    // A request of another tenant of the same landlord, on another property.
    const elsewhere = await makeUnit(ctx.app, 'landlord@example.com');
    const otherTenant = await makeTenant(ctx.app, 'landlord@example.com');
    await makeContract(ctx.app, { tenantId: otherTenant });
    const theirs = await reported(ctx.app, t.landlord, { unit_id: elsewhere.unitId });
    expect(await listIds('tenant')).toContain(mine.id);
    expect(await listIds('tenant')).not.toContain(theirs.id);
    expect((await get('tenant', theirs.id)).statusCode).toBe(404);

    // A manager limited to the tenant's property sees that one and not the other.
    const managerId = await userId(ctx.app, 'manager@example.com');
    await ctx.app.ctx.db.insert(managerProperties).values({ managerId, propertyId: unit.propertyId });
    try {
      expect(await listIds('manager')).toContain(mine.id);
      expect(await listIds('manager')).not.toContain(theirs.id);
      expect((await get('manager', theirs.id)).statusCode).toBe(404);
      const moved = await call(ctx.app, t.manager, 'POST', `/api/maintenance-requests/${theirs.id}/status`, {
        status: 'IN_PROGRESS',
      });
      expect(moved.statusCode).toBe(404);
    } finally {
      await ctx.app.ctx.db.delete(managerProperties);
    }
    // A manager of every property sees both.
    expect(await listIds('manager')).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('internal comments never reach the tenant: not in its thread, its answers or its mail', async () => {
    const { id, number } = await reported(ctx.app, t.tenant);
    const secret = 'Internal: the tenant broke the drain, charge it.';
    const internal = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/${id}/comments`, {
      body: secret,
      internal: true,
    });
    expect(internal.statusCode, internal.body).toBe(200);
    expect(internal.json().data).toMatchObject({ internal: true, body: secret });
    const visible = await call(ctx.app, t.manager, 'POST', `/api/maintenance-requests/${id}/comments`, {
      body: 'A technician comes tomorrow at 10.',
    });
    expect(visible.json().data.internal).toBe(false);
    // A tenant cannot make its own comment internal.
    const fromTenant = await call(ctx.app, t.tenant, 'POST', `/api/maintenance-requests/${id}/comments`, {
      body: 'Thank you.',
      internal: true,
    });
    expect(fromTenant.json().data.internal).toBe(false);

    const tenantThread = await call(ctx.app, t.tenant, 'GET', `/api/maintenance-requests/${id}/comments`);
    expect(tenantThread.json().items.map((c: { body: string }) => c.body)).toEqual([
      'A technician comes tomorrow at 10.',
      'Thank you.',
    ]);
    const landlordThread = await call(ctx.app, t.landlord, 'GET', `/api/maintenance-requests/${id}/comments`);
    expect(landlordThread.json().items).toHaveLength(3);
    for (const url of [`/api/maintenance-requests/get/${id}`, '/api/maintenance-requests/list']) {
      expect((await call(ctx.app, t.tenant, 'GET', url)).body).not.toContain('broke the drain');
    }
    const mails = (await mailsTo(ctx.app, 'tenant@example.com', 'maintenance-comment')).filter((m) =>
      m.subject.startsWith(number),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('A technician comes tomorrow');
    expect(mails.map((m) => m.textBody).join()).not.toContain('broke the drain');
  });

  it(`a tenant reports at most ${DAILY_REQUEST_LIMIT} a day, and not the same title twice (429)`, async () => {
    const first = await report(ctx.app, t.tenant, { title: 'Broken window handle' });
    expect(first.statusCode).toBe(200);
    const again = await report(ctx.app, t.tenant, { title: '  broken WINDOW handle ' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(M.sameTitle);
    for (let i = 1; i < DAILY_REQUEST_LIMIT; i += 1)
      expect((await report(ctx.app, t.tenant)).statusCode).toBe(200);
    const eleventh = await report(ctx.app, t.tenant);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(M.dailyLimit);
    // The landlord's side is not limited, and the next day the tenant may report again.
    expect((await report(ctx.app, t.landlord, { unit_id: unit.unitId })).statusCode).toBe(200);
    ctx.clock.advance(86_400_000);
    t = await tokensOf(ctx.app);
    expect((await report(ctx.app, t.tenant, { title: 'Broken window handle' })).statusCode).toBe(200);
  });

  it('delete is a soft delete for holders of Delete Maintenance Request', async () => {
    const { id } = await reported(ctx.app, t.tenant);
    expect(
      (await call(ctx.app, t.tenant, 'POST', `/api/maintenance-requests/delete/${id}`, {})).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx.app, t.manager, 'POST', `/api/maintenance-requests/delete/${id}`, {})).statusCode,
    ).toBe(403);
    const deleted = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/delete/${id}`, {});
    expect(deleted.statusCode).toBe(200);
    expect((await get('landlord', id)).statusCode).toBe(404);
    expect((await get('tenant', id)).statusCode).toBe(404);
    expect(await listIds('landlord')).not.toContain(id);
    // The row stays (numbering and history).
    const [row] = await ctx.app.ctx.db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
