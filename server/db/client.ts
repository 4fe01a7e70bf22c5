import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { backfillChildLandlords, backfillChildLandlordsPglite } from './childLandlordBackfill';
import { buildConcurrentIndexes, withoutConcurrently } from './concurrentIndexes';
import { renderCheckedSql, renderSql } from './renderSql';
import { registerPlannedQuery } from './rows';
import * as schema from './schema';

/** One Drizzle type for both drivers: the rest of the server never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the main pool (the job queue shares it; /metrics reports its connections). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process on this database runs its own (PostgreSQL: a
   * session advisory lock; PGlite has one process). Start-up holds it to migrate and seed: two
   * instances starting together on a new database otherwise both create the first table, and one
   * dies on the duplicate (tests/api/twoInstances.test.ts starts them so).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: `message` gets the payload of every NOTIFY on `channel`; `listening` says when
   * the listening connection is up (after its LISTEN) or lost. A lost one is reopened every second.
   * Answers the function that stops listening (closing the database stops every listener too).
   */
  listen?(
    channel: string,
    handlers: { message(payload: string): void; listening(on: boolean): void },
  ): () => Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * An idle connection can be ended by the server (a restart, a failover, an admin's terminate):
 * pg then emits 'error' on the pool, which would crash the process if nobody listened. The pool
 * drops that client and opens a new one on the next query, so logging is enough.
 */
function logLostConnections(pool: pg.Pool): void {
  pool.on('error', (err) => {
    console.warn(
      `PostgreSQL connection lost (${(err as { code?: string }).code ?? err.message}); it will be reopened.`,
    );
  });
}

/**
 * The hot read statements (the guard's session lookup, the big lists' pages, the dashboards'
 * figures) as named prepared statements planned once per connection, with a generic plan. Planning
 * them on every call cost more than running them (a 10-row page: 0.5 ms to plan, 0.2 ms to run;
 * 1,790 against 7,300 TPS at 20 clients), and PostgreSQL's own choice keeps re-planning them: a
 * LIMIT or OFFSET given as a parameter is costed as 10% of the rows in a generic plan. Only statements whose generic plan was
 * checked go through here (server/db/rows.ts, queryPlanned); the main pool keeps custom plans.
 * These statements read one landlord's page: never worth parallel workers, which a generic plan's
 * guessed row counts can ask for (a search's plan did: 2 workers started per call, 4 ms each).
 */
export const PLANNED_POOL_OPTIONS =
  '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0';

function plannedPool(databaseUrl: string, checkRendering: boolean) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 20,
    options: PLANNED_POOL_OPTIONS,
  });
  logLostConnections(pool);
  // Rendered in one pass (renderSql.ts); under test, also by drizzle, and any difference fails.
  const render = checkRendering ? renderCheckedSql : renderSql;
  // Named after the text: one name per statement shape, prepared once on each connection. The
  // names are remembered (a few dozen shapes), so a request does not hash its statement again.
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = `planned_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      if (names.size >= 1_000) names.clear();
      names.set(text, name);
    }
    return name;
  };
  return {
    query: async <T>(query: SQL): Promise<T[]> => {
      const { sql: text, params } = render(query);
      const name = nameOf(text);
      return (await pool.query({ name, text, values: params })).rows as T[];
    },
    end: () => pool.end(),
  };
}

/** How often a listening connection proves it is alive, and how long it has to answer. */
const LISTENER_HEARTBEAT_MS = 30_000;
const LISTENER_ANSWER_MS = 5_000;

/**
 * Connections that LISTEN, one per `listen` call, each reopened a second after a loss until its
 * own stop or `stopAll`. A listener sends nothing by itself, so a connection dropped silently (an
 * idle timeout in between, a failover) would never be noticed: TCP keepalive is on and every 30 s
 * it must answer a `select 1` within 5 s, or it counts as lost. pg emits 'error' and then 'end' for
 * a lost connection; any of these starts the reopening, once.
 */
function listeners(databaseUrl: string) {
  const stops = new Set<() => Promise<void>>();
  const listen = (
    channel: string,
    handlers: { message(payload: string): void; listening(on: boolean): void },
  ): (() => Promise<void>) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    const open = () => {
      const current = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
      client = current;
      let lost = false;
      const onLoss = (err?: Error) => {
        if (lost) return;
        lost = true;
        clearInterval(heartbeat);
        handlers.listening(false);
        void current.end().catch(() => undefined);
        if (stopped) return;
        console.warn(
          `PostgreSQL listener lost (${(err as { code?: string } | undefined)?.code ?? err?.message ?? 'closed'}); it will be reopened.`,
        );
        retry = setTimeout(open, 1000);
      };
      current.on('error', onLoss);
      current.on('end', () => onLoss());
      current.on('notification', (n) => {
        if (n.channel === channel && !lost) handlers.message(n.payload ?? '');
      });
      current
        .connect()
        .then(() => current.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
        .then(
          () => {
            if (lost || stopped) return;
            handlers.listening(true);
            heartbeat = setInterval(() => {
              const late = setTimeout(
                () => onLoss(new Error('no answer to the heartbeat')),
                LISTENER_ANSWER_MS,
              );
              current.query('select 1').then(
                () => clearTimeout(late),
                (err: Error) => {
                  clearTimeout(late);
                  onLoss(err);
                },
              );
            }, LISTENER_HEARTBEAT_MS);
            heartbeat.unref();
          },
          (err: Error) => onLoss(err),
        );
    };
    const stop = async () => {
      stopped = true;
      stops.delete(stop);
      clearTimeout(retry);
      clearInterval(heartbeat);
      await client?.end().catch(() => undefined);
    };
    stops.add(stop);
    open();
    return stop;
  };
  return {
    listen,
    stopAll: async () => {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}

/** The start-up lock's key, named like the jobs' advisory locks (server/jobs/paymentReconciler.ts). */
const STARTUP_LOCK = "hashtextextended('rentals:startup', 0)";

/** How often an instance waiting to start asks for the start-up lock again. */
const STARTUP_LOCK_RETRY_MS = 200;

/**
 * Held on a connection of its own, so that `work` may use the whole pool meanwhile. Waited for by
 * asking again, not by a blocking pg_advisory_lock: a session blocked inside that statement holds
 * a snapshot, and the instance holding the lock builds indexes CONCURRENTLY, which waits for every
 * older snapshot. The two then waited on each other for ever, and PostgreSQL cannot see the cycle
 * (it runs through the holder's own code, on its other connection): two instances starting
 * together on a new database never started.
 */
async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ got: boolean }>(
        `select pg_try_advisory_lock(${STARTUP_LOCK}) as got`,
      );
      if (rows[0]?.got) break;
      await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(${STARTUP_LOCK})`);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  /**
   * PGlite only: a data directory (a `dumpDataDir` tarball) to start from instead of an empty
   * cluster. The API tests start every file from one migrated, seeded copy (tests/databaseTemplates.ts):
   * a new cluster's initdb alone takes seconds.
   */
  pgliteStartFrom?: Blob | undefined;
  /**
   * PGlite only: its compiled WebAssembly module and file-system bundle, made once and given to
   * every instance instead of each reading and compiling its own (tests/api/testApp.ts opens one
   * PGlite per test file: about 0.7 s of CPU less each).
   */
  pgliteRuntime?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob } | undefined;
  /**
   * PostgreSQL only: the planned pool renders each statement both ways, its own and drizzle's,
   * and refuses it on any difference (the API tests' databases; server/db/renderSql.ts).
   */
  checkRendering?: boolean | undefined;
}): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    logLostConnections(pool);
    const db = drizzlePg(pool, { schema });
    const planned = plannedPool(databaseUrl, options.checkRendering === true);
    registerPlannedQuery(db, planned.query);
    const notifications = listeners(databaseUrl);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      pool,
      // Then the big tables' new indexes, outside the migrations' transaction (concurrentIndexes/README.md).
      migrate: async () => {
        await migratePg(db, { migrationsFolder });
        await buildConcurrentIndexes(databaseUrl);
        await backfillChildLandlords(databaseUrl);
      },
      exclusively: (work) => withStartupLock(pool, work),
      close: async () => {
        await Promise.all([pool.end(), planned.end(), notifications.stopAll()]);
      },
      listen: notifications.listen,
    };
  }
  if (!options.pgliteDir.includes('://')) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  // btree_gist backs the contracts' no-overlap constraint (migration 0004); pg_trgm the payment search (0005).
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { btree_gist, pg_trgm },
    ...(options.pgliteStartFrom ? { loadDataDir: options.pgliteStartFrom } : {}),
    ...options.pgliteRuntime,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      for (const statement of withoutConcurrently()) await client.exec(statement);
      await backfillChildLandlordsPglite(client);
    },
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
