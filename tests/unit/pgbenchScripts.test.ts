import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_CASES, links, scriptPath, scriptText, scriptVariables } from '../../bench/listEndpoints';
import { todayInKuwait } from '../../server/services/occupancy';

/**
 * The committed pgbench scripts (bench/pgbench/*.sql) are what the product's services send today
 * (issue 37 item 6: they were once stale). bench/listEndpoints.ts rewrites them at each run from
 * the services; this test writes them the same way, without a database, and compares.
 */
describe('bench/pgbench scripts', () => {
  const landlordId = '00000000-0000-4000-8000-000000000b3c';
  // The day the services read (statuses as of today, from links.nowMs), as the bench gives it: a
  // fixed date here differed from Kuwait's today on every other day (and from 21:00 UTC on this one).
  const today = todayInKuwait(links.nowMs);
  for (const c of BENCH_CASES.filter((b) => b.statements)) {
    it(`${c.name}: bench/pgbench/${c.script}.sql is what the service sends`, async () => {
      const { statements } = await c.statements!(landlordId, today);
      const { text } = scriptText(c.script, statements, scriptVariables(c, landlordId, today));
      expect(readFileSync(scriptPath(c.script), 'utf8')).toBe(text);
    });
  }
});
