import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { tokensOf, type Who } from './contractFixtures';
import { call, mailsTo, move, report, reported, tenantContract } from './maintenanceFixtures';
import sharp from 'sharp';
import { MINIMAL_PDF, multipartBody } from './multipart';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { dayOffset } from '../support/make';

/*
 * Issue 18 items 1 to 3: reporting on the unit of the tenant's contract, the numbering, the
 * status flow (every move in the table allowed, others refused with both states named), the
 * reason and date rules, the timeline, deadlines by priority and overdue.
 */
describe.each(databaseKinds())('maintenance requests: report, flow and deadlines (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let t: Record<Who, string>;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    t = await tokensOf(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  // Each test on a day of its own: a tenant reports at most 10 requests a day.
  beforeEach(async () => {
    ctx.clock.advance(86_400_000);
    t = await tokensOf(ctx.app);
  });

  it('a tenant without an approved contract is told why it cannot report', async () => {
    const res = await report(ctx.app, t.tenant);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.noContract);
  });

  it('a tenant reports on its contract unit; numbered per landlord, with a timeline', async () => {
    const { unitId } = await tenantContract(ctx.app);
    const year = dayOffset(ctx.app, 0).slice(0, 4);
    const first = await reported(ctx.app, t.tenant, { description: 'Water drips from the indoor unit.' });
    const second = await reported(ctx.app, t.tenant);
    expect(first).toMatchObject({ status: 'OPEN', unit_id: unitId, overdue: false, reopen_count: 0 });
    expect(first.number).toMatch(new RegExp(`^MR-${year}-\\d{6}$`));
    expect(Number(second.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
    expect(first.history).toEqual([expect.objectContaining({ from_status: null, to_status: 'OPEN' })]);
    // Someone else's unit is refused with a reason.
    const other = await report(ctx.app, t.tenant, { unit_id: '00000000-0000-4000-8000-000000000000' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(M.unitNotYours);
  });

  it('allows every move in the table and refuses the others with both states named', async () => {
    const path = async (moves: [string, Record<string, unknown>?][]) => {
      const { id } = await reported(ctx.app, t.tenant);
      for (const [status, extra] of moves) {
        const res = await move(ctx.app, t.landlord, id, { status, ...extra });
        expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
        expect(res.json().data.status).toBe(status);
      }
      return id;
    };
    const until = dayOffset(ctx.app, 5);
    const closed = await path([['IN_PROGRESS'], ['COMPLETED'], ['CLOSED']]);
    await path([['DEFERRED', { until }], ['OPEN']]);
    await path([['IN_PROGRESS'], ['DEFERRED', { until }]]);
    await path([['DECLINED', { reason: 'Tenant damage, not covered.' }]]);
    await path([['IN_PROGRESS'], ['DECLINED', { reason: 'Duplicate of another request.' }]]);
    const reopened = await path([['IN_PROGRESS'], ['COMPLETED'], ['OPEN']]);

    const refused = async (id: string, to: string, from: string) => {
      const res = await move(ctx.app, t.landlord, id, { status: to, reason: 'x', until });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(`A request cannot move from ${from} to ${to}.`);
    };
    await refused(closed, 'OPEN', 'CLOSED');
    await refused(closed, 'IN_PROGRESS', 'CLOSED');
    const fresh = await reported(ctx.app, t.tenant);
    await refused(fresh.id, 'COMPLETED', 'OPEN');
    await refused(fresh.id, 'CLOSED', 'OPEN');
    await refused(fresh.id, 'OPEN', 'OPEN');

    const detail = (
      await call(ctx.app, t.landlord, 'GET', `/api/maintenance-requests/get/${reopened}`)
    ).json().data;
    expect(detail.reopen_count).toBe(1);
    expect(detail.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'OPEN',
      'IN_PROGRESS',
      'COMPLETED',
      'OPEN',
    ]);
    expect(detail.history[1]).toMatchObject({ from_status: 'OPEN', actor_name: expect.any(String) });
  });

  it('declining needs a reason; deferring needs a date after today', async () => {
    const { id } = await reported(ctx.app, t.tenant);
    const noReason = await move(ctx.app, t.landlord, id, { status: 'DECLINED', reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(M.reasonRequired);
    const noDate = await move(ctx.app, t.landlord, id, { status: 'DEFERRED' });
    expect(noDate.json().message).toBe(M.untilRequired);
    const today = await move(ctx.app, t.landlord, id, { status: 'DEFERRED', until: dayOffset(ctx.app, 0) });
    expect(today.json().message).toBe(M.untilFuture);
    const declined = await move(ctx.app, t.landlord, id, { status: 'DECLINED', reason: 'Not a defect.' });
    expect(declined.json().data.history.at(-1)).toMatchObject({
      to_status: 'DECLINED',
      reason: 'Not a defect.',
    });
  });

  it('the tenant is mailed on every status change, with a link to its request', async () => {
    const { id, number } = await reported(ctx.app, t.tenant);
    await move(ctx.app, t.manager, id, { status: 'IN_PROGRESS' });
    const mails = (await mailsTo(ctx.app, 'tenant@example.com', 'maintenance-status')).filter((m) =>
      m.subject.startsWith(number),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('from Open to In progress');
    expect(mails[0]!.textBody).toContain(
      `${ctx.app.ctx.config.publicUrl}/admin-panel/support-tickets/detail/${id}`,
    );
  });

  it('deadlines follow the priority and the landlord’s own settings; overdue is computed on read', async () => {
    const hoursOf = async (priority: string) => {
      const r = await reported(ctx.app, t.tenant, { priority });
      return (Date.parse(r.deadline_at as string) - Date.parse(r.created_at as string)) / 3_600_000;
    };
    expect(await hoursOf('emergency')).toBe(24);
    expect(await hoursOf('high')).toBe(72);
    expect(await hoursOf('normal')).toBe(168);
    expect(await hoursOf('low')).toBe(336);

    const saved = await call(ctx.app, t.landlord, 'POST', '/api/setting/maintenance-deadlines', {
      emergency_hours: 6,
      high_hours: 48,
      normal_hours: 120,
      low_hours: 240,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call(ctx.app, t.manager, 'GET', '/api/setting/maintenance-deadlines');
    expect(read.json().data).toEqual({
      emergency_hours: 6,
      high_hours: 48,
      normal_hours: 120,
      low_hours: 240,
    });
    expect(await hoursOf('emergency')).toBe(6);
    // The landlord was mailed about the emergencies.
    expect((await mailsTo(ctx.app, 'landlord@example.com', 'maintenance-emergency')).length).toBeGreaterThan(
      0,
    );

    const late = await reported(ctx.app, t.tenant, { priority: 'emergency' });
    const done = await reported(ctx.app, t.tenant, { priority: 'emergency' });
    await move(ctx.app, t.landlord, done.id, { status: 'IN_PROGRESS' });
    await move(ctx.app, t.landlord, done.id, { status: 'COMPLETED' });
    ctx.clock.advance(7 * 3_600_000);
    t = await tokensOf(ctx.app);
    {
      const get = async (id: string) =>
        (await call(ctx.app, t.landlord, 'GET', `/api/maintenance-requests/get/${id}`)).json().data;
      expect((await get(late.id)).overdue).toBe(true);
      expect((await get(done.id)).overdue).toBe(false);
      const list = await call(
        ctx.app,
        t.landlord,
        'GET',
        '/api/maintenance-requests/list?overdue=true&pageSize=100',
      );
      const ids = list.json().items.map((i: { id: string }) => i.id);
      expect(ids).toContain(late.id);
      expect(ids).not.toContain(done.id);
    }
  });

  it('the landlord assigns a manager of the property (mailed) but not another landlord', async () => {
    const { id } = await reported(ctx.app, t.tenant);
    const managerId = (await call(ctx.app, t.manager, 'GET', '/api/users/me')).json().data.id as string;
    const assigned = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/update/${id}`, {
      assignee_id: managerId,
      vendor_name: 'Cool Air Co.',
      vendor_phone: '+965 9988 7766',
      cost: '12.345',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      assignee_id: managerId,
      vendor_phone: '99887766',
      cost: '12.345',
    });
    expect(
      (await mailsTo(ctx.app, 'manager@example.com', 'maintenance-assigned')).at(-1)?.textBody,
    ).toContain(`/admin-panel/reported-tickets/detail/${id}`);
    const landlord2Id = (await call(ctx.app, t.landlord2, 'GET', '/api/users/me')).json().data.id as string;
    const wrong = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/update/${id}`, {
      assignee_id: landlord2Id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(M.assignee);
  });

  it('takes up to five photos or PDFs, checked by content', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const post = async (files: { name: string; data: Buffer | Uint8Array<ArrayBuffer> }[]) => {
      const { body, headers } = await multipartBody(
        { title: `Photo report ${files.length} ${Math.random()}`, category: 'plumbing' },
        files,
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/maintenance-requests/create',
        headers: { ...bearer(t.tenant), ...headers },
        payload: body,
      });
    };
    const ok = await post([
      { name: 'leak.jpg', data: jpeg },
      { name: 'invoice.pdf', data: MINIMAL_PDF },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.attachments.map((a: { type: string }) => a.type)).toEqual([
      'image/jpeg',
      'application/pdf',
    ]);
    expect(ok.json().data.attachments[0].url).toMatch(/^\/api\/files\//);
    const disguised = await post([{ name: 'leak.jpg', data: Buffer.from('MZ not really a photo') }]);
    expect(disguised.statusCode).toBe(422);
    const six = await post(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg })));
    expect(six.statusCode).toBe(422);
    expect(six.json().message).toBe(M.files);
  });
});
