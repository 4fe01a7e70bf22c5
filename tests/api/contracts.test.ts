import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from '../../domain/contractSchemas';
import { managerProperties } from '../../server/db/schema';
import { bearer, databaseKinds, login, startTestApp } from './testApp';
import {
  buildContract,
  createTenant,
  dayFromToday,
  get,
  post,
  tokensOf,
  unitStatus,
  type Who,
} from './contractFixtures';
import { MINIMAL_PDF, multipartBody } from './multipart';
import { makeUnit, userId } from '../support/make';

interface Contract {
  id: string;
  status: string;
  tenantId: string;
  unitId: string;
  startDate: string;
  endDate: string;
  monthlyRent: string;
  securityDeposit: string;
  renewedFromId: string | null;
  documents: { key: string; url: string; name: string }[];
}

describe.each(databaseKinds())('contracts (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let tenantId: string;
  const app = () => t.app;
  const create = (who: Who, body: unknown) => post(app(), tok[who], '/api/contracts/create', body);
  const act = (who: Who, action: string, id: string, body: unknown = {}) =>
    post(app(), tok[who], `/api/contracts/${action}/${id}`, body);
  const newRequest = async (unitId: string, overrides: Record<string, unknown> = {}) => {
    const res = await create('landlord', buildContract(tenantId, unitId, overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Contract }>().data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    tenantId = await createTenant(t.app, tok.landlord);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a requested contract with money as 3-decimal strings and documents', async () => {
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const { body, headers } = await multipartBody(buildContract(tenantId, unitId), [
      { name: 'lease.pdf', data: MINIMAL_PDF, type: 'application/pdf' },
    ]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/contracts/create',
      headers: { ...bearer(tok.landlord), ...headers },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Contract }>().data;
    expect(data).toMatchObject({ status: 'requested', monthlyRent: '350.500', securityDeposit: '700.000' });
    expect(data.documents).toHaveLength(1);
    const file = await app().inject({ method: 'GET', url: data.documents[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(await unitStatus(app(), unitId)).toBe('vacant');
  });

  it('refuses invalid terms with clear messages', async () => {
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const res = await create(
      'landlord',
      buildContract(tenantId, unitId, {
        startDate: '2026-02-30',
        endDate: '2025-01-01',
        monthlyRent: '12.3456',
        paymentDueDay: 29,
      }),
    );
    expect(res.statusCode).toBe(422);
    const msgs = res.json<{ detail: { msg: string }[] }>().detail.map((d) => d.msg);
    expect(msgs).toEqual(
      expect.arrayContaining([
        CONTRACT_MESSAGES.startDate,
        CONTRACT_MESSAGES.monthlyRent,
        CONTRACT_MESSAGES.dueDay,
      ]),
    );
    const backwards = await create(
      'landlord',
      buildContract(tenantId, unitId, { endDate: dayFromToday(-60) }),
    );
    expect(backwards.json()).toMatchObject({ message: CONTRACT_MESSAGES.endBeforeStart });
  });

  it('approve occupies the unit, moves the contract to the approved list, and refuses overlaps', async () => {
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const first = await newRequest(unitId);
    const second = await newRequest(unitId, { startDate: dayFromToday(100), endDate: dayFromToday(500) });
    expect((await act('landlord', 'approve', first.id)).statusCode).toBe(200);
    expect(await unitStatus(app(), unitId)).toBe('occupied');
    const approved = await get(app(), tok.landlord, `/api/contracts/list?status=approved&unitId=${unitId}`);
    expect(approved.json<{ items: Contract[] }>().items.map((c) => c.id)).toEqual([first.id]);
    const requested = await get(app(), tok.landlord, `/api/contracts/list?status=requested&unitId=${unitId}`);
    expect(requested.json<{ items: Contract[] }>().items.map((c) => c.id)).toEqual([second.id]);

    const clash = await act('landlord', 'approve', second.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ success: false, message: CONTRACT_MESSAGES.overlap });
    // A new request over approved dates is refused before it is even stored.
    const early = await create('landlord', buildContract(tenantId, unitId));
    expect(early.json()).toMatchObject({ message: CONTRACT_MESSAGES.overlap });
    expect((await act('landlord', 'approve', first.id)).json()).toMatchObject({
      message: CONTRACT_MESSAGES.notRequested,
    });
  });

  it('reject, terminate (frees the unit) and renew (the day after the end)', async () => {
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const rejected = await newRequest(unitId);
    expect((await act('landlord', 'reject', rejected.id)).json()).toMatchObject({
      data: { status: 'rejected' },
    });
    const c = await newRequest(unitId, { endDate: '2099-12-31' });
    await act('landlord', 'approve', c.id);
    const renewal = await act('landlord', 'renew', c.id, { monthlyRent: '400' });
    expect(renewal.json()).toMatchObject({
      data: {
        status: 'requested',
        startDate: '2100-01-01',
        endDate: '2100-12-31',
        monthlyRent: '400.000',
        renewedFromId: c.id,
      },
    });
    expect((await act('landlord', 'renew', c.id)).statusCode).toBe(409);
    expect((await act('landlord', 'terminate', c.id)).json()).toMatchObject({
      data: { status: 'terminated' },
    });
    expect(await unitStatus(app(), unitId)).toBe('vacant');
    expect((await act('landlord', 'terminate', c.id)).json()).toMatchObject({
      message: CONTRACT_MESSAGES.notApproved,
    });
  });

  it('an ended contract frees its unit on the next read (expiry without a job)', async () => {
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const c = await newRequest(unitId, { startDate: dayFromToday(-10), endDate: dayFromToday(5) });
    await act('landlord', 'approve', c.id);
    expect(await unitStatus(app(), unitId)).toBe('occupied');
    t.clock.advance(10 * 86_400_000);
    try {
      // Tokens expire with the clock: sign in again in the future.
      const { data: session } = await login(app(), 'landlord@example.com');
      const res = await get(app(), session.access_token, `/api/contracts/get/${c.id}`);
      expect(res.json()).toMatchObject({ data: { status: 'approved', expired: true } });
      expect(await unitStatus(app(), unitId)).toBe('vacant');
    } finally {
      t.clock.reset();
    }
  });

  it('updates and deletes only requested contracts', async () => {
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const c = await newRequest(unitId);
    const updated = await act('landlord', 'update', c.id, { monthlyRent: '1,200.5', paymentDueDay: 10 });
    expect(updated.json()).toMatchObject({ data: { monthlyRent: '1200.500' } });
    await act('landlord', 'approve', c.id);
    expect((await act('landlord', 'update', c.id, { monthlyRent: '1' })).statusCode).toBe(409);
    expect((await act('landlord', 'delete', c.id)).statusCode).toBe(409);
    const other = await newRequest((await makeUnit(app(), 'landlord@example.com')).unitId);
    expect((await act('landlord', 'delete', other.id)).json()).toMatchObject({ success: true });
    expect((await get(app(), tok.landlord, `/api/contracts/get/${other.id}`)).statusCode).toBe(404);
  });

  it("landlord B never reaches landlord A's contracts, units or tenants", async () => {
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const c = await newRequest(unitId);
    for (const action of ['approve', 'reject', 'terminate', 'renew', 'update', 'delete']) {
      expect((await act('landlord2', action, c.id)).statusCode, action).toBe(404);
    }
    expect((await get(app(), tok.landlord2, `/api/contracts/get/${c.id}`)).statusCode).toBe(404);
    const list = await get(app(), tok.landlord2, '/api/contracts/list?pageSize=100');
    expect(list.json<{ items: Contract[] }>().items.map((x) => x.id)).not.toContain(c.id);
    expect((await create('landlord2', buildContract(tenantId, unitId))).statusCode).toBe(404);
    const own = await makeUnit(app(), 'landlord2@example.com');
    const res = await create('landlord2', buildContract(tenantId, own.unitId));
    expect(res.json()).toMatchObject({ message: CONTRACT_MESSAGES.tenantNotFound });
  });

  it('a tenant requests a vacant unit of its landlord and sees only its own contracts', async () => {
    const demoTenant = await userId(app(), 'tenant@example.com');
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    const mine = await create('tenant', buildContract('00000000-0000-4000-8000-000000000000', unitId));
    expect(mine.json()).toMatchObject({
      message: CONTRACT_MESSAGES.requested,
      data: { tenantId: demoTenant },
    });
    const someoneElses = await newRequest((await makeUnit(app(), 'landlord@example.com')).unitId);
    const list = await get(app(), tok.tenant, '/api/contracts/list?pageSize=100');
    const ids = list.json<{ items: Contract[] }>().items.map((x) => x.tenantId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([demoTenant]));
    expect((await get(app(), tok.tenant, `/api/contracts/get/${someoneElses.id}`)).statusCode).toBe(404);
    expect((await act('tenant', 'approve', mine.json<{ data: Contract }>().data.id)).statusCode).toBe(403);

    await act('landlord', 'approve', mine.json<{ data: Contract }>().data.id);
    const occupied = await create(
      'tenant',
      buildContract(tenantId, unitId, { startDate: '2099-01-01', endDate: '2099-12-31' }),
    );
    expect(occupied.json()).toMatchObject({ message: CONTRACT_MESSAGES.unitNotVacant });
    const foreign = await makeUnit(app(), 'landlord2@example.com');
    expect((await create('tenant', buildContract(tenantId, foreign.unitId))).statusCode).toBe(404);
  });

  it('a manager limited to some properties sees and decides only their contracts', async () => {
    const inside = await makeUnit(app(), 'landlord@example.com');
    const outside = await makeUnit(app(), 'landlord@example.com');
    const a = await newRequest(inside.unitId);
    const b = await newRequest(outside.unitId);
    const managerId = await userId(app(), 'manager@example.com');
    const all = await get(app(), tok.manager, '/api/contracts/list?pageSize=100');
    expect(all.json<{ items: Contract[] }>().items.map((x) => x.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    await app().ctx.db.insert(managerProperties).values({ managerId, propertyId: inside.propertyId });
    try {
      const limited = await get(app(), tok.manager, '/api/contracts/list?pageSize=100');
      const ids = limited.json<{ items: Contract[] }>().items.map((x) => x.id);
      expect(ids).toContain(a.id);
      expect(ids).not.toContain(b.id);
      expect((await act('manager', 'approve', b.id)).statusCode).toBe(404);
      expect((await create('manager', buildContract(tenantId, outside.unitId))).statusCode).toBe(404);
      expect((await act('manager', 'approve', a.id)).statusCode).toBe(200);
    } finally {
      await app().ctx.db.delete(managerProperties);
    }
  });
});
