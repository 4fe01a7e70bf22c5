import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../../server/app';
import { ARRIVAL_PREFIX, PRINCIPAL_CHANNEL } from '../../server/auth/principalCache';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { LoginResponseData } from '../../domain/user';
import { adminQuery } from './adminQuery';
import { putBack, rememberTemplate, takeIdlePglite } from './reusedPglite';
import { putBackPostgres, rememberPostgresTemplate, takeIdlePostgres } from './reusedPostgres';
import { runTag } from './runTag';

export type DatabaseKind = DatabaseHandle['kind'];

export const TEST_JWT_SECRET = 'test-secret-for-api-tests-0123456789abcdef';
export const ACCESS_TOKEN_TTL_SECONDS = 900;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (concurrency is only real there). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A clock the app reads instead of Date.now(); advance it to expire tokens without sleeping. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
  reset(): void;
}

export function createClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The global setup's PGlite copy (tests/databaseTemplates.ts), read once per worker. */
let pgliteTemplate: Blob | undefined;

/**
 * PGlite's WebAssembly module, compiled once per worker, and its file-system bundle, read once:
 * each file's PGlite otherwise reads and compiles its own 9 MB module (3.0 -> 2.3 s of CPU per
 * open, bench/README.md "Test suite time").
 */
let pgliteRuntime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

function sharedPgliteRuntime() {
  pgliteRuntime ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return pgliteRuntime;
}

/**
 * A migrated, seeded database of its own: PGlite in memory, or a throwaway PostgreSQL database
 * (created here, dropped on close) so test files running in parallel never share rows. Both start
 * as a copy of the global setup's template (tests/databaseTemplates.ts).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // The worker's PGlite as the template left it, when the last file has given it back
    // (tests/api/reusedPglite.ts); a new one from the template otherwise.
    let kept = takeIdlePglite();
    if (!kept) {
      pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
      const handle = await openDatabase({
        pgliteDir: 'memory://',
        pgliteStartFrom: pgliteTemplate,
        pgliteRuntime: await sharedPgliteRuntime(),
      });
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      await rememberTemplate(client);
      kept = { handle, client };
    }
    const lent = kept;
    return { handle: lent.handle, close: async () => void (await putBack(lent)) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // The worker's database as the template left it, when the last file has given it back
  // (tests/api/reusedPostgres.ts); a new copy of the template otherwise.
  let name = takeIdlePostgres();
  const url = new URL(adminUrl);
  if (!name) {
    const template = inject('postgresTemplateDatabase');
    // Named after the run's template too, so that the run's end drops what its workers kept.
    name = `rentals_test_${process.pid}_${runTag(template)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  }
  url.pathname = `/${name}`;
  // The first untouched copy's rows become what every later file of the worker starts from.
  await rememberPostgresTemplate(url.toString());
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    pgliteDir: 'memory://',
    checkRendering: true,
  });
  const lent = name;
  return {
    handle,
    close: async () => {
      await handle.close();
      if (!(await putBackPostgres(adminUrl, lent)))
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${lent}" WITH (FORCE)`);
    },
  };
}

export interface TestAppOptions {
  logStream?: NodeJS.WritableStream;
  logLevel?: string;
  /** Extra environment variables for loadConfig. */
  env?: Record<string, string>;
  /** The API's route modules instead of the whole list (a fixture resource's test adds its own). */
  routeModules?: BuildOptions['routeModules'];
  /** Scheduled jobs instead of none (the registry's are turned off above); tests/api/jobFixtures.ts. */
  jobs?: BuildOptions['jobs'];
}

export interface TestApp {
  app: App;
  clock: TestClock;
  close(): Promise<void>;
}

/** An app on an already open database (several apps may share one; closing the app leaves it open). */
export async function buildTestApp(database: DatabaseHandle, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: options.logLevel ?? 'silent',
    STATIC_DIR: path.join(dataDir, 'no-such-build'),
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
    // Tests run generation themselves, at the moment their clock says.
    INVOICE_JOB_MINUTES: '0',
    MAINTENANCE_JOB_MINUTES: '0',
    EXPENSE_JOB_MINUTES: '0',
    REMINDER_JOB_MINUTES: '0',
    SUBSCRIPTION_JOB_MINUTES: '0',
    // Tests write rows straight to the tables and read the dashboards at once: nothing kept
    // (tests/api/dashboardCache.test.ts turns it on).
    DASHBOARD_CACHE_SECONDS: '0',
    FILE_SWEEP_MINUTES: '0',
    PAYMENT_RECONCILER_MINUTES: '0',
    // No scheduled job at all: on PostgreSQL the job queue starts only for a test that schedules one.
    JOB_RUNS_KEEP_DAYS: '0',
    ...options.env,
  });
  const clock = createClock();
  const app = await buildApp(config, {
    database,
    now: () => clock.now(),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.routeModules ? { routeModules: options.routeModules } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  await app.ready();
  return {
    app,
    clock,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of the given kind and an app on it; close() closes both. */
export async function startTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp & { database: TestDatabase }> {
  const database = await openTestDatabase(kind);
  const testApp = await buildTestApp(database.handle, options);
  return {
    ...testApp,
    database,
    close: async () => {
      await testApp.close();
      await database.close();
    },
  };
}

export interface LoginBody {
  success: boolean;
  message: string;
  data: LoginResponseData;
}

/** POST /api/users/login; the raw answer, for tests about refusals. */
export function postLogin(app: App, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/users/login', payload: body });
}

/** Signs in (demo password by default) and returns the answer's body; fails the test unless 200. */
export async function login(
  app: App,
  email: string,
  password: string = DEMO_PASSWORD,
  extra: { remember?: boolean } = {},
): Promise<LoginBody> {
  const res = await postLogin(app, { email, password, ...extra });
  if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json<LoginBody>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /api/users/me with the given access token (or none). */
export function getMe(app: App, token?: string) {
  return app.inject({ method: 'GET', url: '/api/users/me', headers: token ? bearer(token) : {} });
}

/** GET /api/refresh/token with the given refresh token. */
export function refresh(app: App, refreshToken: string) {
  return app.inject({ method: 'GET', url: '/api/refresh/token', headers: bearer(refreshToken) });
}

/** A JWT's payload, read without checking the signature (the tests check what the server put in). */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Waits until every change committed so far has reached the app's remembered principals
 * (server/auth/principalCache.ts): a change made behind the server's back, in SQL, takes effect when
 * PostgreSQL's notification arrives. Notifications arrive in commit order, so this one's arrival
 * means the earlier ones have been handled. Nothing to wait for where nothing is remembered.
 */
export async function principalChangesArrived(app: App): Promise<void> {
  if (!app.ctx.principals.listening) return;
  const marker = `${ARRIVAL_PREFIX}${randomUUID()}`;
  const arrived = app.ctx.principals.arrival(marker);
  await queryRows(app.ctx.db, sql`select pg_notify(${PRINCIPAL_CHANNEL}, ${marker})`);
  await arrived;
}
