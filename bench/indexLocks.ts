/**
 * How long an index build keeps a big table from being written (issue 23 item 5), plain against
 * CONCURRENTLY. A writer inserts one row every 10 ms while the index builds; the longest wait of
 * an insert is the lock time a user would feel.
 *
 *   npx tsx bench/indexLocks.ts            # a scratch table of INDEX_BENCH_ROWS rows (1,000,000)
 *                                          # in database rentals_lockbench (created and dropped)
 *   INDEX_BENCH_ON_BENCH=1 npx tsx bench/indexLocks.ts
 *                                          # migration 0022's index on rentals_bench's
 *                                          # maintenance_requests (npm run seed:bench first), built
 *                                          # under another name and dropped afterwards
 */
import pg from 'pg';
import { BENCH_DATABASE_URL } from './seedBench';

const ROWS = Number(process.env.INDEX_BENCH_ROWS ?? 1_000_000);
const onBench = process.env.INDEX_BENCH_ON_BENCH === '1';

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Runs `build` while a writer inserts a row every 10 ms; answers build time and the longest insert. */
async function measure(url: string, build: string, insert: string) {
  const builder = await connect(url);
  const writer = await connect(url);
  let done = false;
  let longest = 0;
  let inserts = 0;
  const writing = (async () => {
    while (!done) {
      const started = performance.now();
      await writer.query(insert);
      longest = Math.max(longest, performance.now() - started);
      inserts += 1;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  const started = performance.now();
  await builder.query(build);
  const buildMs = performance.now() - started;
  done = true;
  await writing;
  await builder.end();
  await writer.end();
  return { buildMs: Math.round(buildMs), longestInsertMs: Math.round(longest), inserts };
}

async function scratch() {
  const admin = new URL(BENCH_DATABASE_URL);
  admin.pathname = '/postgres';
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = '/rentals_lockbench';
  const root = await connect(admin.toString());
  await root.query('drop database if exists rentals_lockbench with (force)');
  await root.query('create database rentals_lockbench');
  const db = await connect(url.toString());
  // The shape of a payments row that the list indexes cover: landlord, date, amount, a text.
  await db.query(`create table lock_bench (
      id bigint primary key, landlord_id int not null, created_at timestamptz not null,
      amount numeric(12,3) not null, reference text not null)`);
  const t0 = performance.now();
  await db.query(
    `insert into lock_bench
       select g, g % 1000, now() - (g % 700) * interval '1 day', (g % 5000) / 8.0, 'DEP-' || (g::bigint * 7919 % 1000003)
         from generate_series(1, $1) g`,
    [ROWS],
  );
  await db.query('vacuum analyze lock_bench');
  console.log(`filled ${ROWS.toLocaleString()} rows in ${Math.round(performance.now() - t0)} ms`);
  await db.end();
  const insert = `insert into lock_bench values (nextval('lb_seq'), 1, now(), 1.5, 'during the build')`;
  const prep = await connect(url.toString());
  await prep.query(`create sequence lb_seq start ${ROWS + 1}`);
  await prep.end();
  const columns = '(landlord_id, created_at desc, id) include (amount, reference)';
  const results = {
    plain: await measure(url.toString(), `create index lb_plain_idx on lock_bench ${columns}`, insert),
    concurrently: await measure(
      url.toString(),
      `create index concurrently lb_conc_idx on lock_bench ${columns}`,
      insert,
    ),
  };
  await root.query('drop database rentals_lockbench with (force)');
  await root.end();
  return results;
}

async function onBenchDatabase() {
  const db = await connect(BENCH_DATABASE_URL);
  const [{ n }] = (await db.query('select count(*)::int as n from maintenance_requests')).rows;
  console.log(`maintenance_requests: ${n.toLocaleString()} rows`);
  await db.end();
  const columns = `("landlord_id", "category", "created_at" DESC, "id")
    INCLUDE ("status", "priority", "property_id", "assignee_id", "deadline_at", "search_text")
    WHERE "deleted_at" IS NULL`;
  // A harmless write: a comment-free update of one row's updated_at to itself.
  const write = `update maintenance_requests set updated_at = updated_at
                  where id = (select id from maintenance_requests limit 1)`;
  const results = {
    plain: await measure(
      BENCH_DATABASE_URL,
      `create index lb_plain_idx on maintenance_requests ${columns}`,
      write,
    ),
    concurrently: await measure(
      BENCH_DATABASE_URL,
      `create index concurrently lb_conc_idx on maintenance_requests ${columns}`,
      write,
    ),
  };
  const cleanup = await connect(BENCH_DATABASE_URL);
  await cleanup.query('drop index if exists lb_plain_idx');
  await cleanup.query('drop index if exists lb_conc_idx');
  await cleanup.end();
  return results;
}

const results = onBench ? await onBenchDatabase() : await scratch();
console.table(results);
