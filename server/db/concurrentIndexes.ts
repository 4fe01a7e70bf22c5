import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/*
 * Indexes on big tables built with CREATE INDEX CONCURRENTLY after the migrations, outside any
 * transaction, so no table is locked against writes while they build (concurrentIndexes/README.md).
 */

/**
 * Tables that grow with the business (a row per invoice, payment, request, event): a plain CREATE
 * INDEX on one of them, once it exists, blocks its writes for as long as the build takes.
 */
export const BIG_TABLES = [
  'audit_log',
  'auth_events',
  'contracts',
  'idempotency_keys',
  'invoice_items',
  'invoice_write_offs',
  'invoices',
  'mail_outbox',
  'maintenance_comments',
  'maintenance_requests',
  'maintenance_status_history',
  'payment_attempts',
  'payment_refunds',
  'payments',
  'receipts',
  'sessions',
  'settlement_items',
  'support_ticket_comments',
  'users',
] as const;

export const CONCURRENT_INDEX_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'concurrentIndexes',
);

/** The only shape a file may hold: one CREATE INDEX CONCURRENTLY IF NOT EXISTS, quoted name and table. */
const STATEMENT =
  /^\s*CREATE\s+(UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+"([a-z0-9_]+)"\s+ON\s+"([a-z0-9_]+)"[^;]*;\s*$/i;

export interface ConcurrentIndex {
  file: string;
  name: string;
  table: string;
  statement: string;
}

/** The folder's index files in name order; throws on a file that is not one such statement. */
export function concurrentIndexes(folder = CONCURRENT_INDEX_FOLDER): ConcurrentIndex[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8')
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n');
      const match = STATEMENT.exec(text);
      if (!match) {
        throw new Error(
          `${file}: must hold one statement CREATE INDEX CONCURRENTLY IF NOT EXISTS "name" ON "table" …;`,
        );
      }
      return { file, name: match[2]!, table: match[3]!, statement: text.trim() };
    });
}

/** Any 64-bit number of our own: the builders of one database take turns on it. */
const BUILD_LOCK = 7_402_310_028;

/**
 * Builds the folder's indexes on PostgreSQL, each in its own statement outside a transaction.
 * Answers the names built now; [] when another instance holds the build (it builds them).
 */
export async function buildConcurrentIndexes(
  databaseUrl: string,
  folder = CONCURRENT_INDEX_FOLDER,
): Promise<string[]> {
  const indexes = concurrentIndexes(folder);
  if (indexes.length === 0) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [lock] = (await client.query('select pg_try_advisory_lock($1) as got', [BUILD_LOCK])).rows;
    if (!lock.got) return [];
    const built: string[] = [];
    for (const index of indexes) {
      const { rows } = await client.query(
        `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname = $1 and c.relnamespace = current_schema()::regnamespace`,
        [index.name],
      );
      if (rows[0]?.valid) continue;
      // A build stopped half-way (a crash, a kill) leaves an invalid index that IF NOT EXISTS would keep.
      if (rows[0]) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${pg.escapeIdentifier(index.name)}`);
      await client.query(index.statement);
      built.push(index.name);
    }
    return built;
  } finally {
    await client.end(); // ends the session, and its advisory lock with it
  }
}

/** The same statements for PGlite: one connection and nobody to block, so no CONCURRENTLY. */
export function withoutConcurrently(folder = CONCURRENT_INDEX_FOLDER): string[] {
  return concurrentIndexes(folder).map((index) => index.statement.replace(/\s+CONCURRENTLY\s+/i, ' '));
}
