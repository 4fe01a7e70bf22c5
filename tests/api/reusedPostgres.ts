import pg from 'pg';
import { CATALOGUE_FINGERPRINT, PUT_SEQUENCE_BACK, SEQUENCE_POSITIONS, USER_TABLES } from './templateState';

/*
 * One PostgreSQL database per Vitest worker, put back as the template left it when a test file is
 * done with it, instead of a CREATE DATABASE … TEMPLATE and a DROP DATABASE for every file
 * (tests/api/testApp.ts). Each copy writes the whole 12 MB database, its catalogue included, through
 * the write-ahead log, and each drop removes it again: about 0.65 s of the server's CPU a file
 * (20 copies and drops took 13.2 s of it). Putting back what a file changed costs less.
 *
 * As for PGlite (tests/api/reusedPglite.ts): the rows of every table (in the template's physical
 * order), every sequence's position, and nothing of a file's sessions (each file opens its own
 * connections and closes them; any left are ended first). A file that changed the catalogue
 * (tests/api/templateState.ts) does not hand its database on: it is dropped, as before.
 *
 * The rows are kept as JSON read from the untouched copy and written back with
 * json_populate_recordset, every column but the generated ones (the server makes those again): JSON
 * carries every type the schema uses exactly (numeric and timestamps as their full text).
 */

interface Snapshot {
  tables: { name: string; columns: string; rows: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function fingerprintOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(CATALOGUE_FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function takeSnapshot(url: string): Promise<Snapshot> {
  return withClient(url, async (client) => {
    const tables: Snapshot['tables'] = [];
    for (const { name } of (await client.query<{ name: string }>(USER_TABLES)).rows) {
      const { rows: columns } = await client.query<{ list: string }>(
        `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
        [name],
      );
      const list = columns[0]!.list;
      const { rows } = await client.query<{ rows: string }>(
        `select coalesce(json_agg(t order by t.ctid), '[]')::text as rows from ${name} t`,
      );
      tables.push({ name, columns: list, rows: rows[0]!.rows });
    }
    const sequences = (await client.query<Snapshot['sequences'][number]>(SEQUENCE_POSITIONS)).rows;
    return { tables, sequences, fingerprint: await fingerprintOf(client) };
  });
}

let snapshot: Promise<Snapshot> | undefined;
let idle: string | undefined;

/** The worker's database's name if one is free (already put back), or undefined. */
export function takeIdlePostgres(): string | undefined {
  const name = idle;
  idle = undefined;
  return name;
}

/** Called with every new, untouched copy of the template: the first one's rows become the snapshot. */
export async function rememberPostgresTemplate(url: string): Promise<void> {
  snapshot ??= takeSnapshot(url);
  await snapshot;
}

/**
 * Puts the database back as the template left it and keeps it for the next file of this worker.
 * Resolves false where it could not (the caller drops it then), or where one is already kept.
 */
export async function putBackPostgres(adminUrl: string, name: string): Promise<boolean> {
  if (idle) return false;
  const template = await snapshot;
  if (!template) return false;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Connections a test left open would hold locks TRUNCATE waits for.
  await withClient(adminUrl, (client) =>
    client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    ),
  );
  const restored = await withClient(url.toString(), async (client) => {
    if ((await fingerprintOf(client)) !== template.fingerprint) return false;
    await client.query('begin');
    // Foreign keys are triggers: off while every table is refilled as it was, in any order.
    await client.query('set local session_replication_role = replica');
    await client.query(`truncate ${template.tables.map((t) => t.name).join(', ')}`);
    for (const { name: table, columns, rows } of template.tables) {
      if (rows === '[]') continue;
      await client.query(
        `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [rows],
      );
    }
    for (const { name: sequence, lastValue, isCalled } of template.sequences)
      await client.query(PUT_SEQUENCE_BACK, [sequence, lastValue, isCalled]);
    await client.query('commit');
    return true;
  }).catch(() => false);
  if (restored) idle = name;
  return restored;
}
