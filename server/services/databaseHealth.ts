import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/client';
import { pendingMigrations } from '../db/migrationState';

/** The database answers a trivial query (throws otherwise): what /api/health reports. */
export async function databaseAnswers(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The migrations of this version that the database has not applied yet (readiness). */
export function pendingMigrationsOf(db: Database): Promise<string[]> {
  return pendingMigrations(db, migrationsFolder);
}
