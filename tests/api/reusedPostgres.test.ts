import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { createTenant, tokensOf } from './contractFixtures';
import { buildTestApp, openTestDatabase, type TestDatabase } from './testApp';

/*
 * The worker's PostgreSQL database is handed from one test file to the next
 * (tests/api/reusedPostgres.ts). The next file must find exactly what a new copy of the template
 * holds: every table's rows in the same order and every sequence where it was. These tests make the
 * changes a file makes, give the database back, take it again and compare it with a new copy.
 */

const nameOf = async (database: TestDatabase) =>
  (await queryRows<{ name: string }>(database.handle.db, sql`select current_database() as name`))[0]!.name;

/** Every user table's rows in physical order, and every sequence's position, as one comparable list. */
async function contentsOf(database: TestDatabase): Promise<string[]> {
  const db = database.handle.db;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const digests: string[] = [];
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string; n: number }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t.ctid), '')) as digest from ${name} t`,
      ),
    );
    digests.push(`${name} ${row!.n} ${row!.digest}`);
  }
  const sequences = await queryRows<{ line: string }>(
    db,
    sql`select format('%I.%I %s', schemaname, sequencename, last_value) as line from pg_sequences order by 1`,
  );
  return [...digests, ...sequences.map((s) => s.line)];
}

// Each test copies the template more than once (45 s for the first at a load of 20 on 2 cores): a
// budget of its own on a busy machine.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the worker PostgreSQL database handed from file to file',
  { timeout: 300_000 },
  () => {
    it('comes back as the template left it after writes and a sequence moved, and a copy made beside it is new', async () => {
      const first = await openTestDatabase('postgres');
      const name = await nameOf(first);
      const t = await buildTestApp(first.handle);
      const tokens = await tokensOf(t.app);
      await createTenant(t.app, tokens.landlord);
      await queryRows(
        first.handle.db,
        sql`update users set first_name = 'Changed by a test' where email = 'landlord@example.com'`,
      );
      await queryRows(
        first.handle.db,
        sql`delete from audit_log where id in (select id from audit_log limit 1)`,
      );
      await queryRows(first.handle.db, sql`select nextval(pg_get_serial_sequence('roles', 'id'))`);
      const changed = await contentsOf(first);
      await t.close();
      await first.close();

      const second = await openTestDatabase('postgres');
      const fresh = await openTestDatabase('postgres');
      try {
        expect(await nameOf(second), 'the same database, handed on').toBe(name);
        expect(await nameOf(fresh), 'a second one at once is a new copy').not.toBe(name);
        const handedOn = await contentsOf(second);
        expect(handedOn).toEqual(await contentsOf(fresh));
        expect(handedOn).not.toEqual(changed);
      } finally {
        await second.close();
        await fresh.close();
      }
    });

    it('is not handed on once a file has changed the schema: that database is dropped', async () => {
      const altered = await openTestDatabase('postgres');
      const name = await nameOf(altered);
      await queryRows(altered.handle.db, sql`create table made_by_a_test (id int)`);
      await altered.close();
      const next = await openTestDatabase('postgres');
      try {
        expect(await nameOf(next)).not.toBe(name);
        const [row] = await queryRows<{ n: number }>(
          next.handle.db,
          sql`select count(*)::int as n from pg_database where datname = ${name}`,
        );
        expect(row!.n, 'the altered database no longer exists').toBe(0);
      } finally {
        await next.close();
      }
    });
  },
);
