import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

type Executor = Pick<Database, 'execute'>;

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
