/**
 * The list-endpoint benchmark (issue 7 item 6): the manual-payments and collections lists of a
 * landlord with 10,000 invoices and 10,000 payments, in a PostgreSQL database of a million of each
 * (`npm run seed:bench`). For every case the real server answers autocannon at 20 connections,
 * then pgbench runs the same SQL — every statement the request sends, captured from the services
 * and written to bench/pgbench/*.sql — at 20 clients (-j 2,
 * planned as the server plans them) on the same database. Ratio = API req/s ÷ pgbench
 * TPS; the targets are p95 ≤ 25 ms and a ratio ≥ 0.5.
 *
 * `npm run bench` runs it when the bench database is seeded; `npx tsx bench/listEndpoints.ts` runs
 * it alone (BENCH_SECONDS=10 by default, BENCH_CASES=substring to pick cases).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PLANNED_POOL_OPTIONS, type Database } from '../server/db/client';
import { registerPlannedQuery } from '../server/db/rows';
import { DEMO_PASSWORD } from '../server/db/seed';
import { listCollections } from '../server/services/collectionQueries';
import type { CollectionSort } from '../domain/collectionSchemas';
import { lowerContainsPattern } from '../server/db/likePattern';
import { listManualPayments } from '../server/services/manualPaymentQueries';
import { todayInKuwait } from '../server/services/occupancy';
import { BENCH_DATABASE_URL, BENCH_LANDLORD_EMAIL } from './seedBench';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const SEARCH = 'faisal'; // a tenant first name: 1 tenant in 30, ~333 of the landlord's rows
const P95_TARGET_MS = 25;
/**
 * How pgbench sends the statements: as the server does, read from the service itself (capture). A
 * statement the server runs planned once (server/db/client.ts, plannedPool) is pgbench's
 * `-M prepared` with the pool's settings; one planned for its values on each call is `-M extended`.
 * Since migration 0010 every benched case is planned once.
 */
const pgbenchMode = (planned: boolean) => (planned ? 'prepared' : 'extended');
const RATIO_TARGET = 0.5;
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const scriptsDir = path.join(benchDir, 'pgbench');

type Autocannon = (
  options: Record<string, unknown>,
  done: (err: Error | null, result: AutocannonResult) => void,
) => NodeJS.EventEmitter;
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p97_5: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  duration: number;
}
// autocannon ships no types; its documented programmatic API is this one function.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface ListBenchRow {
  case: string;
  'API req/s': number;
  'API p50 ms': number;
  'API p95 ms': number;
  /** The pgbench columns are null for a case benched against its p95 target only. */
  'pgbench TPS': number | null;
  'pgbench p50 ms': number | null;
  'pgbench p95 ms': number | null;
  ratio: number | null;
  ok: string;
}

interface BenchCase {
  name: string;
  page: number;
  /** The request, without the landlord id (added as actor_id or landlord_id). */
  url: (landlordId: string) => string;
  /** The SQL shape's script file in bench/pgbench/. */
  script: string;
  /**
   * What the route's services send for this request, and how. The guard's session lookup is not
   * among it: after a session's first call the server remembers it (server/auth/principalCache.ts).
   * Absent for a case whose issue sets a p95 target only (the reported tickets list, issue 18).
   */
  statements?: (landlordId: string, today: string) => Promise<Captured>;
}

/** The statement a request sends, and whether the server runs it planned once (queryPlanned). */
interface Captured {
  statements: SQL[];
  planned: boolean;
}

/**
 * The statement a service sends for a page that has rows, and how it sends it: the service runs
 * against an executor that records its statements and answers no rows, registered as a planned
 * database so that queryPlanned's choice is seen (server/db/rows.ts). Only the first is kept:
 * answered no rows, a list asks for its total on its own (a page past the end), but the benched
 * pages have rows (the probe checks), so the server sends that one statement only. (Before the last
 * commits of 2026-11-23 the count was kept too: the deep-page scripts made pgbench do one
 * primary-key read more than the server.)
 */
export async function capture(run: (db: Database) => Promise<unknown>): Promise<Captured> {
  const sent: { query: SQL; planned: boolean }[] = [];
  const db = {
    execute: async (query: SQL) => {
      sent.push({ query, planned: false });
      return { rows: [] };
    },
  } as unknown as Database;
  registerPlannedQuery(db, async <T>(query: SQL) => {
    sent.push({ query, planned: true });
    return [] as T[];
  });
  await run(db);
  const [first] = sent;
  if (!first) throw new Error('the service sent no statement');
  return { statements: [first.query], planned: first.planned };
}

// Today's date is read from nowMs (statuses as of today): it must be the day the server reads too.
export const links = { secret: 'bench', nowMs: Date.now() };
const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

const payments = (name: string, script: string, page: number, extra: { q?: string; dates?: boolean }) => ({
  name,
  script,
  page,
  url: (id: string) => {
    const today = todayInKuwait(Date.now());
    const params = new URLSearchParams({ constantPage: String(page), pageSize: '10' });
    if (extra.q) params.set('q', extra.q);
    if (extra.dates) {
      params.set('dateFrom', addMonths(today, -6));
      params.set('dateTo', addMonths(today, 6));
    }
    params.set('role', 'landlord');
    params.set('actor_id', id);
    return `/api/manual-payments/list?${params}`;
  },
  statements: (landlordId: string, today: string) =>
    capture((db) =>
      listManualPayments(
        db,
        {
          landlordId,
          propertyIds: null,
          q: extra.q,
          dateFrom: extra.dates ? addMonths(today, -6) : undefined,
          dateTo: extra.dates ? addMonths(today, 6) : undefined,
        },
        { page, pageSize: 10 },
        links,
      ),
    ),
});

const collections = (
  name: string,
  script: string,
  page: number,
  extra: { q?: string; sort?: CollectionSort; order?: 'asc' | 'desc' },
) => ({
  name,
  script,
  page,
  url: (id: string) => {
    const params = new URLSearchParams({ landlord_id: id, page: String(page), pageSize: '10' });
    if (extra.q) params.set('q', extra.q);
    if (extra.sort) params.set('sort', extra.sort);
    if (extra.order) params.set('order', extra.order);
    return `/api/collections/list?${params}`;
  },
  statements: (landlordId: string, today: string) =>
    capture(async (db) => {
      await listCollections(
        db,
        { landlordId, q: extra.q, today },
        { sort: extra.sort ?? 'invoice_no', order: extra.order ?? 'desc', page, pageSize: 10 },
        links,
      );
    }),
});

/**
 * The REPORTED TICKETS list (issue 18 item 11): the bench landlord's 10,000 maintenance requests
 * among 1,000,000, as the panel asks for them (10 a page, newest first), filtered and searched.
 * Its target is p95 ≤ 25 ms alone, so no pgbench run.
 */
const reportedTickets = (name: string, page: number, filters: Record<string, string>): BenchCase => ({
  name,
  script: '',
  page,
  url: () => {
    const params = new URLSearchParams({
      page: String(page),
      pageSize: '10',
      sort: 'createdAt',
      order: 'desc',
    });
    for (const [key, value] of Object.entries(filters)) params.set(key, value);
    return `/api/maintenance-requests/list?${params}`;
  },
});

export const BENCH_CASES: BenchCase[] = [
  payments('manual-payments, page 1', 'manual-payments', 1, {}),
  payments('manual-payments, page 500 of 1,000', 'manual-payments', 500, {}),
  payments(`manual-payments, q=${SEARCH}`, 'manual-payments-search', 1, { q: SEARCH }),
  payments('manual-payments, ±6 months (panel default)', 'manual-payments-dates', 1, { dates: true }),
  collections('collections, page 1', 'collections-invoice_no-desc', 1, {}),
  collections('collections, page 500 of 1,000', 'collections-invoice_no-desc', 500, {}),
  collections(`collections, q=${SEARCH}`, 'collections-search', 1, { q: SEARCH }),
  collections('collections, sort=rent desc', 'collections-rent-desc', 1, { sort: 'rent', order: 'desc' }),
  collections('collections, sort=tenant_name asc', 'collections-tenant_name-asc', 1, {
    sort: 'tenant_name',
    order: 'asc',
  }),
  reportedTickets('reported tickets, page 1', 1, {}),
  reportedTickets('reported tickets, page 100 of 1,000', 100, {}),
  reportedTickets('reported tickets, status=OPEN', 1, { status: 'OPEN' }),
  reportedTickets('reported tickets, overdue', 1, { overdue: 'true' }),
  reportedTickets('reported tickets, q=leak', 1, { q: 'leak' }),
  reportedTickets('reported tickets, category + priority + q=door', 1, {
    category: 'carpentry',
    priority: 'normal',
    q: 'door',
  }),
];

/**
 * Writes one pgbench script: the statements with their parameters as pgbench variables
 * (`:landlord_id`, …; pgbench binds them as parameters, as the app sends them).
 * pgbench reads `:name` even inside string literals, so a colon in a literal becomes `' || ':' || '`
 * (a constant the planner folds away).
 */
export function scriptText(
  file: string,
  statements: SQL[],
  known: Record<string, string>,
): { text: string; used: Record<string, string> } {
  const variables = new Map(Object.entries(known).map(([name, value]) => [value, name]));
  if (variables.size !== Object.keys(known).length)
    throw new Error(`pgbench script ${file}: two variables share a value`);
  const dialect = new PgDialect();
  const used: Record<string, string> = {};
  const text = statements.map((statement) => {
    const query = dialect.sqlToQuery(statement);
    const body = query.sql
      .replace(/'(?:[^']|'')*'/g, (literal) => literal.replaceAll(':', `' || ':' || '`))
      .replace(/\$(\d+)/g, (_, n: string) => {
        const value = String(query.params[Number(n) - 1]);
        const name = variables.get(value);
        if (!name) throw new Error(`pgbench script ${file}: no variable for parameter value ${value}`);
        used[name] = value;
        return `:${name}`;
      });
    return `${body.replace(/\n\s*\n/g, '\n').trim()};`;
  });
  const header = [
    `-- Generated by bench/listEndpoints.ts from the services the route calls; do not edit.`,
    `-- Variables: ${Object.keys(used).join(', ')}`,
  ];
  return { text: [...header, ...text].join('\n') + '\n', used };
}

/** Writes the script (scriptText) at each run, so pgbench runs what the product sends today. */
function writeScript(file: string, statements: SQL[], known: Record<string, string>): Record<string, string> {
  const { text, used } = scriptText(file, statements, known);
  writeFileSync(scriptPath(file), text);
  return used;
}

export const scriptPath = (file: string) => path.join(scriptsDir, `${file}.sql`);

/** The p-th percentile of ascending figures (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function runPgbench(script: string, variables: Record<string, string>, planned: boolean) {
  const url = new URL(BENCH_DATABASE_URL);
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const args = [
    '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'),
    '-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-M', pgbenchMode(planned),
    '-l', '--log-prefix', path.join(logDir, 'log'),
    '-f', path.join(scriptsDir, `${script}.sql`),
    ...Object.entries(variables).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
    decodeURIComponent(url.pathname.slice(1)),
  ]; // prettier-ignore
  const run = spawnSync('pgbench', args, {
    encoding: 'utf8',
    env: planned ? { ...process.env, PGOPTIONS: PLANNED_POOL_OPTIONS } : process.env,
  });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]);
  // Per-transaction log lines: client_id transaction_no latency_us script_no epoch_s epoch_us.
  const latencies = readdirSync(logDir)
    .flatMap((f) => readFileSync(path.join(logDir, f), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  rmSync(logDir, { recursive: true, force: true });
  return { tps, p50: percentile(latencies, 50), p95: percentile(latencies, 95), args };
}

export function runAutocannon(url: string, token: string, seconds: number) {
  const latencies: number[] = [];
  return new Promise<{ rps: number; answered: number; p50: number; p95: number; failed: number }>(
    (resolve, reject) => {
      const instance = autocannon(
        { url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } },
        (err, result) => {
          if (err) return reject(err);
          latencies.sort((a, b) => a - b);
          resolve({
            rps: result['2xx'] / result.duration,
            answered: result['2xx'],
            p50: percentile(latencies, 50),
            p95: percentile(latencies, 95),
            failed: result.non2xx + result.errors + result.timeouts,
          });
        },
      );
      // autocannon reports p50, p90 and p97.5 but not p95: every response's time is kept here.
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      });
    },
  );
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The environment the bench's servers run with: production, the bench database, no jobs, logs at warn. */
export const benchServerEnv = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: BENCH_DATABASE_URL,
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  PAYMENT_RECONCILER_MINUTES: '0',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  ACCESS_TOKEN_TTL: '3600',
  LOG_LEVEL: 'warn',
  // No scheduled job: one running in the server's process (the reminders' pass over a million
  // invoices) would be counted in bench/cpuPerRequest.ts's CPU per request and slow the lists.
  INVOICE_JOB_MINUTES: '0',
  MAINTENANCE_JOB_MINUTES: '0',
  EXPENSE_JOB_MINUTES: '0',
  REMINDER_JOB_MINUTES: '0',
  SUBSCRIPTION_JOB_MINUTES: '0',
  JOB_RUNS_KEEP_DAYS: '0',
  FILE_SWEEP_MINUTES: '0',
  SEED_DEMO: 'false',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-')),
});

/** The product's server on the bench database; `env` adds to or overrides benchServerEnv's. */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...benchServerEnv(port), ...env },
    cwd: path.resolve(benchDir, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within a minute');
}

export async function signIn(base: string, email = BENCH_LANDLORD_EMAIL): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { access_token?: string }; message?: string };
  if (!res.ok || !body.data?.access_token) throw new Error(`sign-in failed: ${res.status} ${body.message}`);
  return body.data.access_token;
}

/** The values a case's statements are given, by the pgbench variable that stands for each. */
export const scriptVariables = (c: BenchCase, landlordId: string, today: string) => ({
  landlord_id: landlordId,
  today,
  date_from: addMonths(today, -6),
  date_to: addMonths(today, 6),
  pattern: lowerContainsPattern(SEARCH),
  term: SEARCH,
  limit: '10',
  offset: String((c.page - 1) * 10),
});

/** pgbench on the statements the case's request sends (captured from the services). */
async function pgbenchCase(c: BenchCase, landlordId: string, today: string) {
  const { statements, planned } = await c.statements!(landlordId, today);
  const variables = writeScript(c.script, statements, scriptVariables(c, landlordId, today));
  return runPgbench(c.script, variables, planned);
}

/** The bench landlord's id, read from the bench database. */
export async function benchLandlordId(): Promise<string> {
  const db = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await db.connect();
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [
    BENCH_LANDLORD_EMAIL,
  ]);
  await db.end();
  const landlordId = rows[0]?.id;
  if (!landlordId) throw new Error(`${BENCH_LANDLORD_EMAIL} is missing: run npm run seed:bench`);
  return landlordId;
}

/** Runs every case (or those whose name contains `only`); prints progress, returns the table's rows. */
export async function benchListEndpoints(only = process.env.BENCH_CASES): Promise<ListBenchRow[]> {
  const landlordId = await benchLandlordId();

  const today = todayInKuwait(Date.now());
  const cases = BENCH_CASES.filter((c) => !only || c.name.includes(only));
  const { base, child } = await startServer();
  const out: ListBenchRow[] = [];
  try {
    const token = await signIn(base);
    for (const c of cases) {
      const url = `${base}${c.url(landlordId)}`;
      const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await probe.json()) as { items?: unknown[]; total?: number };
      if (!probe.ok || !body.items?.length)
        throw new Error(`${c.name}: ${probe.status} ${JSON.stringify(body)}`);

      await runAutocannon(url, token, WARMUP_SECONDS);
      const api = await runAutocannon(url, token, SECONDS);
      const db = c.statements ? await pgbenchCase(c, landlordId, today) : null;
      const ratio = db ? api.rps / db.tps : null;
      const row: ListBenchRow = {
        case: c.name,
        'API req/s': Math.round(api.rps),
        'API p50 ms': Number(api.p50.toFixed(1)),
        'API p95 ms': Number(api.p95.toFixed(1)),
        'pgbench TPS': db && Math.round(db.tps),
        'pgbench p50 ms': db && Number(db.p50.toFixed(1)),
        'pgbench p95 ms': db && Number(db.p95.toFixed(1)),
        ratio: ratio === null ? null : Number(ratio.toFixed(2)),
        ok:
          api.failed > 0
            ? `NO (${api.failed} failed)`
            : api.p95 <= P95_TARGET_MS && (ratio === null || ratio >= RATIO_TARGET)
              ? 'yes'
              : 'NO',
      };
      console.log(`${c.name}: total ${body.total}; ${JSON.stringify(row)}`);
      out.push(row);
    }
  } finally {
    child.kill('SIGTERM');
  }
  return out;
}

// Run alone: `npx tsx bench/listEndpoints.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  benchListEndpoints().then(
    (rows) => console.table(rows),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
