import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

type Executor = Pick<Database, 'execute'>;

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type PlannedQuery = <T>(query: SQL) => Promise<T[]>;

/** The databases (not transactions) whose hot statements run planned once (server/db/client.ts). */
const plannedQueries = new WeakMap<object, PlannedQuery>();

export function registerPlannedQuery(db: object, query: PlannedQuery): void {
  plannedQueries.set(db, query);
}

/**
 * Runs a hot read statement planned once per connection with a generic plan, where the database
 * offers that (PostgreSQL's pool; server/db/client.ts says why); else, on PGlite or inside a
 * transaction, as queryRows does. Only for statements whose generic plan has been looked at: the
 * plan is chosen without the parameters' values.
 */
export async function queryPlanned<T>(db: Executor, query: SQL): Promise<T[]> {
  const planned = plannedQueries.get(db);
  return planned ? planned<T>(query) : queryRows<T>(db, query);
}
