import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { tokensOf, type Who } from './contractFixtures';
import { call, move, reported, tenantContract } from './maintenanceFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 18 item 11 (migration 0016): the REPORTED TICKETS list reads its total from counts kept
 * per landlord and status, picks its page before joining names, and searches through per-landlord
 * trigram keys. Each must give the same answers as counting and matching the rows themselves.
 */
describe.each(databaseKinds())('maintenance list totals and search (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let t: Record<Who, string>;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    await tenantContract(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    ctx.clock.advance(86_400_000);
    t = await tokensOf(ctx.app);
  });

  const list = async (who: Who, query: string) => {
    const res = await call(ctx.app, t[who], 'GET', `/api/maintenance-requests/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; items: { id: string; number: string; title: string }[] };
  };
  /** What the landlord's rows say, counted directly. */
  const counted = async (status?: string) => {
    const [row] = await queryRows<{ n: number }>(
      ctx.app.ctx.db,
      sql`select count(*)::int as n from maintenance_requests r join users u on u.id = r.landlord_id
           where u.email = 'landlord@example.com' and r.deleted_at is null
             and (${status ?? null}::text is null or r.status = ${status ?? null})`,
    );
    return row!.n;
  };
  const kept = async () =>
    queryRows<{ status: string; count: number }>(
      ctx.app.ctx.db,
      sql`select c.status, c.count from maintenance_request_counts c join users u on u.id = c.landlord_id
           where u.email = 'landlord@example.com' and c.count <> 0 order by c.status`,
    );

  it('keeps the totals by status through reports, moves and soft deletes', async () => {
    const before = { all: (await list('landlord', 'pageSize=1')).total, open: await counted('OPEN') };
    const a = await reported(ctx.app, t.tenant);
    const b = await reported(ctx.app, t.tenant);
    const c = await reported(ctx.app, t.tenant);
    expect((await list('landlord', 'pageSize=1')).total).toBe(before.all + 3);
    expect((await list('landlord', 'pageSize=1&status=OPEN')).total).toBe(before.open + 3);

    expect((await move(ctx.app, t.landlord, a.id, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    const deleted = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/delete/${b.id}`, {});
    expect(deleted.statusCode).toBe(200);

    const open = await list('landlord', 'pageSize=1&status=OPEN');
    expect(open.total).toBe(before.open + 1);
    expect(open.total).toBe(await counted('OPEN'));
    expect((await list('landlord', 'pageSize=1&status=IN_PROGRESS')).total).toBe(
      await counted('IN_PROGRESS'),
    );
    expect((await list('landlord', 'pageSize=1')).total).toBe(await counted());
    expect((await list('landlord', 'pageSize=100')).items.map((i) => i.id)).toContain(c.id);

    // The kept rows are exactly the counted ones, status by status.
    const byStatus = await queryRows<{ status: string; count: number }>(
      ctx.app.ctx.db,
      sql`select r.status, count(*)::int as count from maintenance_requests r join users u on u.id = r.landlord_id
           where u.email = 'landlord@example.com' and r.deleted_at is null group by r.status order by r.status`,
    );
    expect(await kept()).toEqual(byStatus);
  });

  it('a narrowed list counts its own matches, on every page and past the end', async () => {
    const mark = `Geyser${Date.now()}`;
    for (let i = 0; i < 3; i++) await reported(ctx.app, t.tenant, { title: `${mark} cold water ${i}` });
    const all = await list('landlord', `q=${mark}&pageSize=2`);
    expect(all.total).toBe(3);
    expect(all.items).toHaveLength(2);
    const second = await list('landlord', `q=${mark}&pageSize=2&page=2`);
    expect(second.total).toBe(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...all.items, ...second.items].map((i) => i.id)).size).toBe(3);
    const past = await list('landlord', `q=${mark}&pageSize=2&page=5`);
    expect(past).toMatchObject({ total: 3, items: [] });
    // The tenant's own list is narrowed by its scope, not by the landlord's kept counts.
    expect((await list('tenant', 'pageSize=1')).total).toBe(
      (await list('tenant', 'pageSize=100')).items.length,
    );
  });

  it('counts by status in one call, as the list counts each status, whole, filtered and scoped', async () => {
    const mark = `Boiler${Date.now()}`;
    const a = await reported(ctx.app, t.tenant, { title: `${mark} no heat`, category: 'plumbing' });
    await reported(ctx.app, t.tenant, { title: `${mark} leaks`, category: 'plumbing' });
    await reported(ctx.app, t.tenant, { title: `${mark} door`, category: 'carpentry' });
    expect((await move(ctx.app, t.landlord, a.id, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    const statuses = ['OPEN', 'IN_PROGRESS', 'COMPLETED', 'CLOSED', 'DEFERRED', 'DECLINED'];
    const counts = async (who: Who, filters: string) => {
      const res = await call(ctx.app, t[who], 'GET', `/api/maintenance-requests/counts?${filters}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Maintenance requests counted by status.' });
      return (res.json() as { counts: Record<string, number> }).counts;
    };
    /** What the six counting lists the screen asked before answer. */
    const listed = async (who: Who, filters: string) =>
      Object.fromEntries(
        await Promise.all(
          statuses.map(
            async (s) => [s, (await list(who, `${filters}&status=${s}&pageSize=1`)).total] as const,
          ),
        ),
      );
    // The landlord's whole list (its kept counts), a search with a category, the tenant's own.
    for (const [who, filters] of [
      ['landlord', ''],
      ['landlord', `q=${mark}&category=plumbing`],
      ['tenant', ''],
    ] as const)
      expect(await counts(who, filters)).toEqual(await listed(who, filters));
    expect(await counts('landlord', `q=${mark}&category=plumbing`)).toMatchObject({
      OPEN: 1,
      IN_PROGRESS: 1,
    });
    expect(Object.values(await counts('landlord2', `q=${mark}`)).every((n) => n === 0)).toBe(true);
  });

  it('searches titles and numbers case-insensitively, and never another landlord’s', async () => {
    const mark = `Heater${Date.now()}`;
    const mine = await reported(ctx.app, t.tenant, { title: `Water ${mark} broken` });
    const byTitle = await list('landlord', `q=${mark.toUpperCase()}`);
    expect(byTitle.items.map((i) => i.id)).toEqual([mine.id]);
    const byNumber = await list('landlord', `q=${encodeURIComponent(mine.number)}`);
    expect(byNumber.items.map((i) => i.id)).toContain(mine.id);
    // Short terms (no run of three letters) are matched without the keys, still exactly.
    const short = await list('landlord', `q=${encodeURIComponent(' ' + mark.slice(-2))}`);
    expect(short.items.map((i) => i.id)).toContain(mine.id);
    expect((await list('landlord2', `q=${mark}`)).total).toBe(0);
  });

  it('searches within a category from the category index, exactly, and never another landlord’s', async () => {
    const mark = `Hinge${Date.now()}`;
    const door = await reported(ctx.app, t.tenant, { title: `Door ${mark} loose`, category: 'carpentry' });
    const tap = await reported(ctx.app, t.tenant, { title: `Tap ${mark} drips`, category: 'plumbing' });
    const carpentry = await list('landlord', `category=carpentry&q=${mark.toLowerCase()}`);
    expect(carpentry.items.map((i) => i.id)).toEqual([door.id]);
    expect(carpentry.total).toBe(1);
    const plumbing = await list('landlord', `category=plumbing&priority=normal&q=${mark.toUpperCase()}`);
    expect(plumbing.items.map((i) => i.id)).toEqual([tap.id]);
    // Wildcards stay literal on this path too.
    expect((await list('landlord', `category=carpentry&q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list('landlord2', `category=carpentry&q=${mark}`)).total).toBe(0);
    // The index holds every column the list filters on and the search text, so a category's
    // list is read from it alone (migration 0022; bench/README.md has the figures).
    const [index] = await queryRows<{ def: string }>(
      ctx.app.ctx.db,
      sql`select indexdef as def from pg_indexes where indexname = 'maintenance_requests_landlord_category_idx'`,
    );
    expect(index?.def).toMatch(/\(landlord_id, category, created_at DESC, id\) INCLUDE \(.*search_text.*\)/);
  });
});
