import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';

/*
 * Helpers for the tests that work on a PostgreSQL database from outside the app: its URL, the
 * client tools (pg_dump, pg_restore), and plain queries on a database the app does not hold.
 */

/** Why a PostgreSQL-only test cannot run here, or null when it can. */
export function postgresSkipReason(tools: readonly string[] = []): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (no PostgreSQL to test on)';
  for (const tool of tools) {
    const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    if (probe.error || probe.status !== 0) return `${tool} is not installed (PostgreSQL client tools)`;
  }
  return null;
}

/** The URL of a database on the TEST_DATABASE_URL server, by name. */
export function urlOfDatabase(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The URL of the PostgreSQL database a handle is open on. */
export async function urlOf(handle: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
  return urlOfDatabase(row!.name);
}

/** One query on a database through a connection of its own. */
export async function queryAt<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table of the database (all schemas but PostgreSQL's own), as schema.name. */
export async function tablesOf(url: string): Promise<string[]> {
  const rows = await queryAt<{ name: string }>(
    url,
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function dropDatabase(name: string): Promise<void> {
  await queryAt(
    process.env.TEST_DATABASE_URL!,
    `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`,
  );
}
