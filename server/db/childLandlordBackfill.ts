import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * Migration 0028 gave four child tables a landlord_id (docs/citus.md). New rows get it from the
 * server; rows written before are filled here, after the migrations, from their parent, in
 * batches of BATCH rows each committed on its own, so neither table is ever locked for long
 * (a single UPDATE inside the migration held a million-row table for 77 s on the shared machine).
 * On a database already filled this costs one scan per table per start; the migration that makes
 * the column NOT NULL removes this step.
 */

const BATCH = 5000;

const CHILDREN = [
  { table: 'maintenance_status_history', parentKey: 'request_id', parent: 'maintenance_requests' },
  { table: 'maintenance_comments', parentKey: 'request_id', parent: 'maintenance_requests' },
  { table: 'support_ticket_comments', parentKey: 'ticket_id', parent: 'support_tickets' },
  { table: 'settlement_items', parentKey: 'batch_id', parent: 'settlement_batches' },
] as const;

/** One batch: up to `limit` rows without landlord_id take their parent's (all of them when null). */
function batchStatement(child: (typeof CHILDREN)[number], limit: number | null): string {
  const rows = `select id from ${child.table} where landlord_id is null${limit ? ` limit ${limit}` : ''}`;
  return `update ${child.table} c set landlord_id = p.landlord_id
            from ${child.parent} p
           where p.id = c.${child.parentKey} and c.id in (${rows})`;
}

/** PostgreSQL: fills every child table in committed batches; answers the rows filled per table. */
export async function backfillChildLandlords(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const filled: Record<string, number> = {};
  try {
    for (const child of CHILDREN) {
      let rows = 0;
      for (;;) {
        const { rowCount } = await client.query(batchStatement(child, BATCH));
        rows += rowCount ?? 0;
        if (!rowCount) break;
      }
      filled[child.table] = rows;
    }
  } finally {
    await client.end();
  }
  return filled;
}

/** PGlite: one office's rows, one connection and nobody to block: one statement per table. */
export async function backfillChildLandlordsPglite(client: PGlite): Promise<void> {
  for (const child of CHILDREN) await client.exec(batchStatement(child, null));
}
