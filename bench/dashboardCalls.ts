/**
 * The dashboard benchmark (issue 19 item 6).
 *
 * 1. PostgreSQL at scale: the real server on the bench database (`npm run seed:bench`: 1,000
 *    landlords, 1,000,000 invoices and payments); each dashboard call for the bench landlord, its
 *    manager (25 of its 50 properties) and one of its tenants, and the platform's figures for the
 *    super admin, answer autocannon at 20 connections. Target p95 ≤ 50 ms for the landlord's,
 *    manager's and tenant's calls; the platform call reads every landlord and is shown without one.
 * 2. The embedded database: a server on PGlite with the demo data, as `npm start` runs it; the demo
 *    landlord's dashboard, one call at a time (PGlite runs one query at a time). Target < 100 ms.
 *
 * `npm run bench` runs both (the first only with the bench database seeded);
 * `npx tsx bench/dashboardCalls.ts` runs them alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DEMO_PASSWORD } from '../server/db/seed';
import { benchLandlordId, runAutocannon, signIn, startServer } from './listEndpoints';
import { BENCH_LANDLORD_EMAIL, BENCH_MANAGER_EMAIL } from './seedBench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const P95_TARGET_MS = 50;
const EMBEDDED_TARGET_MS = 100;
const EMBEDDED_CALLS = 50;
const BENCH_TENANT_EMAIL = 'bench-tenant-000000@example.com'; // the bench landlord's first tenant

export interface DashboardBenchRow {
  call: string;
  'req/s': number | null;
  'p50 ms': number;
  'p95 ms': number;
  target: string;
  ok: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The dashboard calls at 20 connections on the bench database. */
export async function benchDashboardAtScale(): Promise<DashboardBenchRow[]> {
  const landlordId = await benchLandlordId();

  const { base, child } = await startServer();
  const out: DashboardBenchRow[] = [];
  try {
    const cases = [
      { call: 'landlord-activity (bench landlord)', email: BENCH_LANDLORD_EMAIL, url: `/api/dashboard/landlord-activity/${landlordId}`, target: true },
      { call: 'manager/stats (its manager, 25 of 50 properties)', email: BENCH_MANAGER_EMAIL, url: '/api/dashboard/manager/stats', target: true },
      { call: 'tenant/stats (one of its tenants)', email: BENCH_TENANT_EMAIL, url: '/api/super/dashboard/tenant/stats', target: true },
      { call: 'platform (super admin, every landlord)', email: 'super@example.com', url: '/api/super/dashboard/platform', target: false },
    ]; // prettier-ignore
    for (const c of cases) {
      const token = await signIn(base, c.email);
      const probe = await fetch(`${base}${c.url}`, { headers: { authorization: `Bearer ${token}` } });
      if (!probe.ok) throw new Error(`${c.call}: ${probe.status} ${await probe.text()}`);
      await runAutocannon(`${base}${c.url}`, token, WARMUP_SECONDS);
      const api = await runAutocannon(`${base}${c.url}`, token, SECONDS);
      const row: DashboardBenchRow = {
        call: `PostgreSQL 1M: ${c.call}`,
        'req/s': Math.round(api.rps),
        'p50 ms': Number(api.p50.toFixed(1)),
        'p95 ms': Number(api.p95.toFixed(1)),
        target: c.target ? `p95 ≤ ${P95_TARGET_MS} ms at 20 connections` : '—',
        ok:
          api.failed > 0
            ? `NO (${api.failed} failed)`
            : !c.target
              ? ''
              : api.p95 <= P95_TARGET_MS
                ? 'yes'
                : 'NO',
      };
      console.log(JSON.stringify(row));
      out.push(row);
    }
  } finally {
    child.kill('SIGTERM');
  }
  return out;
}

/**
 * The demo landlord's dashboard on the embedded database, as `npm start` serves it, with the
 * figures' cache for `cacheSeconds` (0: off, every call computed; the server's default is 15). The
 * config is given here in full, so the row measures what it names whatever the shell exports.
 */
export async function benchDashboardEmbedded(cacheSeconds: number): Promise<DashboardBenchRow> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-embedded-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      INVOICE_JOB_MINUTES: '0',
      MAINTENANCE_JOB_MINUTES: '0',
      EXPENSE_JOB_MINUTES: '0',
      REMINDER_JOB_MINUTES: '0',
      FILE_SWEEP_MINUTES: '0',
      JOB_RUNS_KEEP_DAYS: '0',
      DASHBOARD_CACHE_SECONDS: String(cacheSeconds),
    }),
  );
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'landlord@example.com', password: DEMO_PASSWORD },
    });
    const { access_token: token, id } = login.json().data as { access_token: string; id: string };
    const url = `/api/dashboard/landlord-activity/${id}`;
    const times: number[] = [];
    for (let i = 0; i < EMBEDDED_CALLS + 5; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`embedded dashboard: ${res.statusCode} ${res.body}`);
      if (i >= 5) times.push(performance.now() - started); // the first five warm the caches
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    return {
      call: `PGlite demo data: landlord-activity (demo landlord), one at a time, cache ${cacheSeconds ? `${cacheSeconds} s` : 'off'}`,
      'req/s': null,
      'p50 ms': Number(percentile(times, 50).toFixed(1)),
      'p95 ms': Number(p95.toFixed(1)),
      target: `< ${EMBEDDED_TARGET_MS} ms`,
      ok: p95 < EMBEDDED_TARGET_MS ? 'yes' : 'NO',
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx bench/dashboardCalls.ts` (BENCH_SKIP_SCALE=1 for the embedded row only).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = [await benchDashboardEmbedded(0), await benchDashboardEmbedded(15)];
  if (!process.env.BENCH_SKIP_SCALE) rows.push(...(await benchDashboardAtScale()));
  console.table(rows);
}
