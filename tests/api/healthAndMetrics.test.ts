import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { countingJob } from './jobFixtures';
import { eventually } from './processHelpers';
import { buildTestApp, databaseKinds, startTestApp, type TestApp } from './testApp';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** The newest migration of this version: the one the readiness test takes back. */
const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: { tag: string }[];
};
const NEWEST_MIGRATION = journal.entries.at(-1)!.tag;

/** Issue 23 item 4: health for load balancers, and Prometheus metrics that outsiders cannot read. */
describe.each(databaseKinds())('health and metrics (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const ran: { at: number }[] = [];
  const metrics = async (app = t.app) => (await app.inject({ method: 'GET', url: '/metrics' })).body;

  beforeAll(async () => {
    t = await startTestApp(kind, { jobs: [countingJob('test-metrics', 60 * 60_000, ran)] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers live, ready, and the first health route', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ success: true, message: 'OK', data: { status: 'live' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, message: 'OK', data: { db: 'ok', pendingMigrations: [] } });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ success: true, message: 'OK', data: { db: 'ok' } });
  });

  it('is not ready while a migration of this version is not applied, and counts that 503', async () => {
    const db = t.app.ctx.db;
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        success: false,
        message: 'Not ready',
        detail: { db: 'ok', pendingMigrations: [NEWEST_MIGRATION] },
      });
      // Liveness does not depend on the database: a restart would not apply a migration.
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect(await metrics()).toContain('http_server_errors_total{method="GET",route="/api/health/ready"} 1');
  });

  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/invoices/get/00000000-0000-4000-8000-000000000001' });
    const text = await metrics();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} \d+/);
    expect(text).toContain('route="/api/invoices/get/:id",status="401"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health\/live"\} \d+/,
    );
    if (kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });

  it('counts job runs by job and result', async () => {
    expect(await eventually(() => ran.length > 0, 20_000)).toBe(true);
    expect(
      await eventually(
        async () => (await metrics()).includes('job_runs_total{job="test-metrics",result="ok"} 1'),
        10_000,
      ),
    ).toBe(true);
  });

  it('answers /metrics to no outsider: not from elsewhere, not through a proxy (404)', async () => {
    const outsider = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('http_requests_total');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN, answers only its bearer (401 otherwise), from anywhere', async () => {
    let withToken: TestApp | undefined;
    try {
      withToken = await buildTestApp(t.database.handle, { env: { METRICS_TOKEN } });
      const get = (headers: Record<string, string>) =>
        withToken!.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7', headers });
      expect((await get({})).statusCode).toBe(401);
      expect((await get({ authorization: `Bearer ${METRICS_TOKEN}x` })).statusCode).toBe(401);
      const local = await withToken.app.inject({ method: 'GET', url: '/metrics' });
      expect(local.statusCode).toBe(401);
      const allowed = await get({ authorization: `Bearer ${METRICS_TOKEN}` });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['content-type']).toContain('text/plain');
      expect(allowed.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await withToken?.close();
    }
  });
});
