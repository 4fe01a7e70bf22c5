import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createTenant, tokensOf } from './contractFixtures';
import { buildTestApp, openTestDatabase, type TestDatabase } from './testApp';

/*
 * The worker's PGlite is handed from one test file to the next (tests/api/reusedPglite.ts). The
 * next file must find exactly what a PGlite opened from the template holds: every table's rows in
 * the same order, every sequence where it was, a fresh session. These tests make the changes a
 * file makes, give the instance back, take it again and compare it with one opened anew.
 */

const clientOf = (database: TestDatabase) => (database.handle.db as unknown as { $client: PGlite }).$client;

/** Every user table's rows in physical order, and every sequence's position, as one comparable list. */
async function contentsOf(client: PGlite): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const digests: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ digest: string; n: number }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t.ctid), '')) as digest from ${name} t`,
    );
    digests.push(`${name} ${rows[0]!.n} ${rows[0]!.digest}`);
  }
  const { rows: sequences } = await client.query<{ line: string }>(
    `select format('%I.%I %s', schemaname, sequencename, last_value) as line from pg_sequences order by 1`,
  );
  return [...digests, ...sequences.map((s) => s.line)];
}

// Each test opens PGlite from the template more than once, the very cost the reuse saves every
// other file: 4 s of CPU apiece in a whole run, 25 s apiece at a load of 20 on 2 cores (measured).
// A budget of its own, not the default 30 s.
describe('the worker PGlite handed from file to file', { timeout: 300_000 }, () => {
  const open: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of open) await database.close();
  });

  it('comes back as the template left it after writes, a sequence moved and a session changed', async () => {
    const first = await openTestDatabase('pglite');
    const client = clientOf(first);
    const t = await buildTestApp(first.handle);
    const tokens = await tokensOf(t.app);
    await createTenant(t.app, tokens.landlord);
    await client.exec(`
      update users set first_name = 'Changed by a test' where email = 'landlord@example.com';
      delete from audit_log where id in (select id from audit_log limit 1);
      select nextval(pg_get_serial_sequence('roles', 'id'));
      set statement_timeout = '1234ms';
      prepare kept_by_a_test as select 1;
      listen a_test_channel;
    `);
    const changed = await contentsOf(client);
    await t.close();
    await first.close();

    const second = await openTestDatabase('pglite');
    open.push(second);
    expect(clientOf(second), 'the same instance, handed on').toBe(client);
    const fresh = await openTestDatabase('pglite');
    open.push(fresh);
    expect(clientOf(fresh), 'a second one at once is opened anew').not.toBe(client);

    const handedOn = await contentsOf(clientOf(second));
    expect(handedOn).toEqual(await contentsOf(clientOf(fresh)));
    expect(handedOn).not.toEqual(changed);
    expect((await client.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]).toEqual({
      statement_timeout: '0',
    });
    // The name is free again: the prepared statement went with the session.
    await expect(client.exec('prepare kept_by_a_test as select 2')).resolves.toBeDefined();
  });

  it('is not handed on once a file has changed the schema, nor once the file closed it itself', async () => {
    for (const database of open.splice(0)) await database.close();

    const altered = await openTestDatabase('pglite');
    await clientOf(altered).exec('create table made_by_a_test (id int)');
    await altered.close();
    expect(clientOf(altered).closed, 'closed, not kept').toBe(true);
    const next = await openTestDatabase('pglite');
    expect(clientOf(next)).not.toBe(clientOf(altered));
    const { rows } = await clientOf(next).query(`select to_regclass('made_by_a_test') as t`);
    expect(rows).toEqual([{ t: null }]);

    await next.handle.close();
    await next.close();
    const after = await openTestDatabase('pglite');
    open.push(after);
    expect(clientOf(after)).not.toBe(clientOf(next));
    expect(clientOf(after).closed).toBe(false);
  });
});
