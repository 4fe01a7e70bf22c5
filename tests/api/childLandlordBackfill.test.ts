import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { seedDemoMaintenance } from '../../server/db/seedMaintenance';
import { seedDemoSettlements } from '../../server/db/seedSettlements';
import { seedDemoSupport } from '../../server/db/seedSupport';
import { seedDemoBillingInto } from './billingFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Migration 0028: four child tables carry their parent's landlord_id (docs/citus.md). The server
 * writes it with every row; rows from before the migration are filled after it, at start.
 */
const CHILDREN = [
  ['maintenance_status_history', 'request_id', 'maintenance_requests'],
  ['maintenance_comments', 'request_id', 'maintenance_requests'],
  ['support_ticket_comments', 'ticket_id', 'support_tickets'],
  ['settlement_items', 'batch_id', 'settlement_batches'],
] as const;

describe.each(databaseKinds())("child rows carry their parent's landlord_id (%s)", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const now = new Date(t.app.ctx.now());
    await seedDemoBillingInto(t.app);
    await seedDemoMaintenance(t.app.ctx.db, t.app.ctx.storage, now);
    await seedDemoSupport(t.app.ctx.db, t.app.ctx.storage, now);
    await seedDemoSettlements(t.app.ctx.db, now);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Per child table: its rows, and those whose landlord_id is not their parent's. */
  const check = () =>
    Promise.all(
      CHILDREN.map(async ([table, key, parent]) => {
        const [row] = await queryRows<{ rows: number; wrong: number }>(
          t.app.ctx.db,
          sql.raw(`select count(*)::int as rows,
                          count(*) filter (where c.landlord_id is distinct from p.landlord_id)::int as wrong
                     from ${table} c join ${parent} p on p.id = c.${key}`),
        );
        return { table, ...row! };
      }),
    );

  it('the server writes it with every row', async () => {
    for (const r of await check()) {
      expect(r.rows, r.table).toBeGreaterThan(0);
      expect(r.wrong, r.table).toBe(0);
    }
  });

  it('rows written before the migration are filled at the next start', async () => {
    for (const [table] of CHILDREN) {
      await queryRows(t.app.ctx.db, sql.raw(`update ${table} set landlord_id = null`));
    }
    expect((await check()).every((r) => r.wrong === r.rows)).toBe(true);
    await t.database.handle.migrate(); // what a start runs: no migration left, then the fill
    for (const r of await check()) expect(r.wrong, r.table).toBe(0);
  }, 60_000);
});
