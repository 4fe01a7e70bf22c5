import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './rows';

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * Which of the repository's migrations (meta/_journal.json) the database has not applied, by
 * drizzle's own rule: a migration is applied when drizzle's table holds one created at or after
 * its `when`. Empty when the database is up to date.
 */
export async function pendingMigrations(db: Database, migrationsFolder: string): Promise<string[]> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const [last] = await queryRows<{ applied: string | null }>(
    db,
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  ).catch((err: { code?: string; cause?: { code?: string } }) => {
    // No table yet: nothing applied.
    if ((err.code ?? err.cause?.code) === '42P01') return [{ applied: null }];
    throw err;
  });
  const applied = Number(last?.applied ?? 0);
  return journal.entries.filter((e) => e.when > applied).map((e) => e.tag);
}
