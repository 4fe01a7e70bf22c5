/**
 * Cold dashboards (issue 37 item 1): many different people each opening their dashboard once, the
 * first call of their day, on the bench database (`npm run seed:bench`: 1,000 landlords, each with
 * a manager limited to every second property, 50,000 tenants; 1,000,000 invoices and payments).
 *
 * - 1,000 landlords' landlord-activity, 1,000 managers' manager/stats and 1,000 tenants' (one of
 *   each landlord's) tenant/stats, each called once, 20 at a time. Target p95 ≤ 50 ms each.
 * - The platform's figures for the super admin, one call at a time. Target p95 ≤ 150 ms.
 *
 * The server runs with the figures' cache off (`DASHBOARD_CACHE_SECONDS=0`): every answer is
 * computed, so the figures hold without the cache. Each person gets a session of its own, made
 * here as sign-in makes one (a sessions row and an access token signed with the server's secret),
 * so the guard's first look at each session is in the timings too; signing in 3,000 people with
 * their passwords would only time the password hash. The sessions are deleted afterwards.
 *
 * `npx tsx bench/coldDashboards.ts` (BENCH_COLD_PEOPLE=200 for fewer of each).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../server/auth/tokens';
import { loadAverage } from './cpuPerRequest';
import { percentile, startServer } from './listEndpoints';
import { BENCH_DATABASE_URL } from './seedBench';

const PEOPLE = Number(process.env.BENCH_COLD_PEOPLE ?? 1_000);
const AT_A_TIME = 20;
const PLATFORM_CALLS = 50;
const TARGET_MS = 50;
const PLATFORM_TARGET_MS = 150;
/** Marks the sessions this bench made, so they are deleted afterwards and nothing else is. */
const SESSION_MARK = 'bench-cold-dashboards';

export interface ColdDashboardRow {
  call: string;
  calls: number;
  'p50 ms': number;
  'p95 ms': number;
  'max ms': number;
  target: string;
  ok: string;
  'load avg': string;
}

/** Who calls: the bench's landlords, their managers, one tenant of each landlord, the super admin. */
async function people(db: pg.Client) {
  const byRole = async (sqlText: string) =>
    (await db.query<{ id: string }>(sqlText, [PEOPLE])).rows.map((r) => r.id);
  const landlords = await byRole(`
    select u.id from users u join roles r on r.id = u.role_id
     where r.key = 'landlord' and u.email like 'bench-landlord%' order by u.email limit $1`);
  const managers = await byRole(`
    select u.id from users u join roles r on r.id = u.role_id
     where r.key = 'manager' and u.email like 'bench-manager%' order by u.email limit $1`);
  const tenants = await byRole(`
    select id from (select distinct on (u.landlord_id) u.id, u.email from users u join roles r on r.id = u.role_id
                     where r.key = 'user' and u.email like 'bench-tenant-%' order by u.landlord_id, u.email) t
     order by email limit $1`);
  const [admin] = (await db.query<{ id: string }>(`select id from users where email = 'super@example.com'`))
    .rows;
  if (landlords.length < PEOPLE || managers.length < PEOPLE || tenants.length < PEOPLE || !admin)
    throw new Error(
      `the bench database has ${landlords.length} landlords, ${managers.length} managers and ${tenants.length} ` +
        `landlords with tenants (${PEOPLE} of each wanted): run npm run seed:bench -- --fresh`,
    );
  return { landlords, managers, tenants, admin: admin.id };
}

/** A live session per user, as sign-in starts one, and its access token. */
async function sessionTokens(db: pg.Client, secret: string, userIds: string[]): Promise<Map<string, string>> {
  const tokens = createTokenService({ secret, accessTtlSeconds: 3600 });
  const { rows } = await db.query<{ id: string; user_id: string }>(
    `insert into sessions (user_id, remember, expires_at, refresh_token_hash)
     select unnest($1::uuid[]), false, now() + interval '1 day', $2
     returning id, user_id`,
    [userIds, SESSION_MARK],
  );
  const out = new Map<string, string>();
  for (const r of rows) out.set(r.user_id, await tokens.signAccess(r.user_id, r.id));
  return out;
}

/** Each call once, `AT_A_TIME` in flight; the wall time of each, in ms. */
async function callEach(base: string, calls: { url: string; token: string }[], atATime: number) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const { url, token } = calls[next++]!;
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      times.push(performance.now() - started);
      if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: atATime }, worker));
  return times.sort((a, b) => a - b);
}

function row(call: string, times: number[], targetMs: number, load: [number, number]): ColdDashboardRow {
  const p95 = percentile(times, 95);
  return {
    call,
    calls: times.length,
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(p95.toFixed(1)),
    'max ms': Number(times[times.length - 1]!.toFixed(1)),
    target: `p95 ≤ ${targetMs} ms`,
    ok: p95 <= targetMs ? 'yes' : 'NO',
    'load avg': `${load[0]}→${load[1]}`,
  };
}

export async function benchColdDashboards(): Promise<ColdDashboardRow[]> {
  const db = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await db.connect();
  const secret = randomBytes(48).toString('base64url');
  const { base, child } = await startServer({ JWT_SECRET: secret, DASHBOARD_CACHE_SECONDS: '0' });
  const out: ColdDashboardRow[] = [];
  try {
    const who = await people(db);
    const tokens = await sessionTokens(db, secret, [
      ...who.landlords,
      ...who.managers,
      ...who.tenants,
      who.admin,
    ]);
    const cases = [
      { call: `landlord-activity, ${PEOPLE} landlords once each, ${AT_A_TIME} at a time`, ids: who.landlords, url: (id: string) => `/api/dashboard/landlord-activity/${id}` },
      { call: `manager/stats, ${PEOPLE} managers once each, ${AT_A_TIME} at a time`, ids: who.managers, url: () => '/api/dashboard/manager/stats' },
      { call: `tenant/stats, ${PEOPLE} tenants once each, ${AT_A_TIME} at a time`, ids: who.tenants, url: () => '/api/super/dashboard/tenant/stats' },
    ]; // prettier-ignore
    for (const c of cases) {
      const load = loadAverage();
      const times = await callEach(
        base,
        c.ids.map((id) => ({ url: c.url(id), token: tokens.get(id)! })),
        AT_A_TIME,
      );
      const r = row(`PostgreSQL 1M, cache off: ${c.call}`, times, TARGET_MS, [load, loadAverage()]);
      console.log(JSON.stringify(r));
      out.push(r);
    }
    const adminToken = tokens.get(who.admin)!;
    const load = loadAverage();
    const platform = await callEach(
      base,
      Array.from({ length: PLATFORM_CALLS }, () => ({
        url: '/api/super/dashboard/platform',
        token: adminToken,
      })),
      1,
    );
    const r = row(
      `PostgreSQL 1M, cache off: platform, ${PLATFORM_CALLS} calls one at a time`,
      platform,
      PLATFORM_TARGET_MS,
      [load, loadAverage()],
    );
    console.log(JSON.stringify(r));
    out.push(r);
  } finally {
    child.kill('SIGTERM');
    await db.query(`delete from sessions where refresh_token_hash = $1`, [SESSION_MARK]);
    await db.end();
  }
  return out;
}

// Run alone: `npx tsx bench/coldDashboards.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.table(await benchColdDashboards());
}
