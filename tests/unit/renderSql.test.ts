import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BENCH_CASES, links } from '../../bench/listEndpoints';
import { payments } from '../../server/db/schema';
import { drizzleRender, renderOwn, renderSql } from '../../server/db/renderSql';
import { todayInKuwait } from '../../server/services/occupancy';

/**
 * The planned pool's renderer (server/db/renderSql.ts) gives drizzle's text and parameters for
 * every statement, rendering the usual chunks itself and leaving the rest to drizzle. The API
 * tests on PostgreSQL also compare the two for every statement the planned pool runs.
 */
describe('renderSql', () => {
  const landlordId = '00000000-0000-4000-8000-000000000b3c';
  const today = todayInKuwait(links.nowMs);

  it('renders text, nested statements, values, lists, names, raw text and joins as drizzle does', () => {
    const inner = sql`i.amount > ${'1.500'}::numeric and i.status in ${['unpaid', 'partial']}`;
    const query = sql`select ${sql.identifier('weird"name')}, ${sql.raw('count(*)')} from invoices i
      where i.landlord_id = ${landlordId} and ${inner} and i.id = ${null}
        and ${sql.join([sql`a = ${1}`, sql`b = ${true}`, sql`c = ${new Date(0)}`], sql` or `)}
        ${undefined} limit ${10} offset ${0}`;
    const own = renderOwn(query);
    expect(own).not.toBeNull();
    expect(own).toEqual(drizzleRender(query));
    expect(own!.params).toEqual([
      landlordId,
      '1.500',
      'unpaid',
      'partial',
      null,
      1,
      true,
      new Date(0),
      10,
      0,
    ]);
    expect(own!.sql).toContain('"weird""name", count(*) from');
    expect(own!.sql).toContain('in ($3, $4)');
  });

  it('leaves columns, placeholders, functions and inlined values to drizzle, with the same result', () => {
    const cases: SQL[] = [
      sql`select 1 from payments where ${eq(payments.landlordId, landlordId)}`,
      sql`select ${sql.placeholder('limit')}`,
      sql`select ${() => 'a function'}`,
      sql`select ${'x'}, ${sql`${'y'}`.inlineParams()}`,
    ];
    for (const query of cases) {
      expect(renderOwn(query)).toBeNull();
      expect(renderSql(query)).toEqual(drizzleRender(query));
    }
  });

  it("renders every bench list's statements itself, as drizzle does", async () => {
    const statements: SQL[] = [];
    for (const c of BENCH_CASES.filter((b) => b.statements)) {
      statements.push(...(await c.statements!(landlordId, today)).statements);
    }
    expect(statements.length).toBeGreaterThan(5);
    for (const query of statements) {
      const own = renderOwn(query);
      expect(own).not.toBeNull();
      expect(own).toEqual(drizzleRender(query));
    }
  });
});
