import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from '../../server/db/migrations/meta/_journal.json';
import {
  BIG_TABLES,
  buildConcurrentIndexes,
  concurrentIndexes,
  withoutConcurrently,
} from '../../server/db/concurrentIndexes';
import { postgresSkipReason, queryAt, urlOf } from './postgresTools';
import { openTestDatabase, type TestDatabase } from './testApp';

/*
 * Issue 23 item 5: migrations lock no big table for long. Drizzle runs the migrations in one
 * transaction, where CREATE INDEX CONCURRENTLY cannot run, so an index on an existing big table
 * goes to server/db/concurrentIndexes/ and is built after them, outside a transaction.
 */

/** Indexes built on existing big tables before this rule; their lock times are in bench/README.md. */
const BEFORE_THE_RULE: Record<string, string[]> = {
  '0004_contract_overlap': ['contracts_no_overlap_per_unit'],
  '0006_list_covering_indexes': ['payments_landlord_created_cover_idx', 'invoices_collection_cover_idx'],
  '0007_landlord_totals_and_search_keys': ['invoices_search_keys_idx', 'payments_search_keys_idx'],
  '0010_collection_sort_indexes': [
    'invoices_landlord_total_idx',
    'invoices_landlord_tenant_name_idx',
    'invoices_landlord_last_payment_idx',
  ],
  '0016_maintenance_list_indexes': [
    'maintenance_requests_landlord_list_idx',
    'maintenance_requests_landlord_status_idx',
    'maintenance_requests_search_keys_idx',
  ],
  '0019_maintenance_search_text': ['maintenance_requests_search_keys_idx'],
  '0022_maintenance_category_index': ['maintenance_requests_landlord_category_idx'],
};

const migrationText = (tag: string) =>
  readFileSync(path.join('server/db/migrations', `${tag}.sql`), 'utf8').replace(/--[^\n]*/g, '');

/** Index builds in a migration: CREATE INDEX, and constraints that build one (UNIQUE, PRIMARY KEY, EXCLUDE). */
function indexBuilds(text: string): { name: string; table: string }[] {
  const table = String.raw`(?:ONLY\s+)?(?:"?public"?\.)?"?(\w+)"?`;
  const created = new RegExp(
    String.raw`CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?\s+ON\s+${table}`,
    'gi',
  );
  const constraint = new RegExp(
    String.raw`ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?${table}\s+ADD\s+CONSTRAINT\s+"?(\w+)"?\s+(?:UNIQUE|PRIMARY\s+KEY|EXCLUDE)`,
    'gi',
  );
  return [
    ...[...text.matchAll(created)].map((m) => ({ name: m[1]!, table: m[2]! })),
    ...[...text.matchAll(constraint)].map((m) => ({ name: m[2]!, table: m[1]! })),
  ];
}

const createdTables = (text: string) =>
  [...text.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:"?public"?\.)?"?(\w+)"?/gi)].map(
    (m) => m[1]!,
  );

describe('migrations and big tables', () => {
  it('no migration indexes an existing big table (those indexes are built concurrently after them)', () => {
    const big = new Set<string>(BIG_TABLES);
    const offending: string[] = [];
    for (const { tag } of journal.entries) {
      const text = migrationText(tag);
      const ownTables = new Set(createdTables(text));
      for (const build of indexBuilds(text)) {
        if (!big.has(build.table) || ownTables.has(build.table)) continue;
        if (BEFORE_THE_RULE[tag]?.includes(build.name)) continue;
        offending.push(`${tag}: ${build.name} on ${build.table}`);
      }
    }
    expect(offending, 'move these to server/db/concurrentIndexes/ (see its README.md)').toEqual([]);
  });

  it('the check sees an index on an existing big table, and the historical ones', () => {
    expect(indexBuilds(migrationText('0022_maintenance_category_index'))).toEqual([
      { name: 'maintenance_requests_landlord_category_idx', table: 'maintenance_requests' },
    ]);
    expect(indexBuilds('CREATE UNIQUE INDEX IF NOT EXISTS x_idx ON ONLY public.payments (a)')).toEqual([
      { name: 'x_idx', table: 'payments' },
    ]);
    expect(indexBuilds('ALTER TABLE "receipts" ADD CONSTRAINT "r_u" UNIQUE ("a")')).toEqual([
      { name: 'r_u', table: 'receipts' },
    ]);
  });

  it('no migration asks for CONCURRENTLY (it cannot run inside the migrations transaction)', () => {
    const concurrent = journal.entries.filter(({ tag }) => /\bCONCURRENTLY\b/i.test(migrationText(tag)));
    expect(concurrent.map((e) => e.tag)).toEqual([]);
  });

  it('every file of server/db/concurrentIndexes/ is one CREATE INDEX CONCURRENTLY IF NOT EXISTS', () => {
    expect(() => concurrentIndexes()).not.toThrow();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-indexes-'));
    try {
      writeFileSync(path.join(dir, '0001_plain.sql'), 'CREATE INDEX "p_idx" ON "payments" ("amount");');
      expect(() => concurrentIndexes(dir)).toThrow(/0001_plain\.sql: must hold one statement/);
      writeFileSync(
        path.join(dir, '0001_plain.sql'),
        '-- why\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "p_idx" ON "payments" ("amount");\n',
      );
      expect(concurrentIndexes(dir).map((i) => [i.name, i.table])).toEqual([['p_idx', 'payments']]);
      expect(withoutConcurrently(dir)).toEqual([
        'CREATE INDEX IF NOT EXISTS "p_idx" ON "payments" ("amount");',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const skip = postgresSkipReason();
describe.skipIf(skip !== null)(
  `concurrent index builds on PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`,
  () => {
    let database: TestDatabase;
    let url: string;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-indexes-'));

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      url = await urlOf(database.handle);
      await queryAt(
        url,
        `create table lock_probe as
         select g as id, (g % 1000)::text as note, (g % 7)::numeric(12,3) as amount
           from generate_series(1, 20000) g`,
      );
      writeFileSync(
        path.join(dir, '0001_probe.sql'),
        'CREATE INDEX CONCURRENTLY IF NOT EXISTS "lock_probe_note_idx" ON "lock_probe" ("note", "id");',
      );
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    /** An insert that gives up after 300 ms waiting for a lock: true when it went through. */
    async function insertWithin300ms(): Promise<boolean> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`set lock_timeout = '300ms'`);
        await client.query(`insert into lock_probe values (0, 'during the build', 1.5)`);
        return true;
      } catch (err) {
        if ((err as { code?: string }).code === '55P03') return false; // lock_not_available
        throw err;
      } finally {
        await client.end();
      }
    }

    it('a plain CREATE INDEX blocks writes while it builds; the concurrent build does not', async () => {
      // A plain build (what a migration would do) holds its SHARE lock until its transaction ends.
      const plain = new pg.Client({ connectionString: url });
      await plain.connect();
      await plain.query('begin');
      await plain.query('create index lock_probe_plain_idx on lock_probe (amount)');
      expect(await insertWithin300ms()).toBe(false);
      await plain.query('rollback');
      await plain.end();

      // An open snapshot makes the concurrent build wait in the middle of its work: it is under way
      // for as long as this transaction lasts, and writes go through meanwhile.
      const reader = new pg.Client({ connectionString: url });
      await reader.connect();
      await reader.query('begin isolation level repeatable read');
      await reader.query('select count(*) from lock_probe');
      const build = buildConcurrentIndexes(url, dir);
      const underWay = async () =>
        (
          await queryAt<{ n: number }>(
            url,
            `select count(*)::int as n from pg_stat_progress_create_index p
             join pg_class c on c.oid = p.relid where c.relname = 'lock_probe'`,
          )
        )[0]!.n > 0;
      for (let i = 0; i < 100 && !(await underWay()); i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(await underWay()).toBe(true);
      expect(await insertWithin300ms()).toBe(true);
      await reader.query('commit');
      await reader.end();
      expect(await build).toEqual(['lock_probe_note_idx']);

      const [index] = await queryAt<{ valid: boolean }>(
        url,
        `select indisvalid as valid from pg_index where indexrelid = 'lock_probe_note_idx'::regclass`,
      );
      expect(index!.valid).toBe(true);
      expect(await buildConcurrentIndexes(url, dir)).toEqual([]); // built already: nothing to do
    }, 60_000);

    it('an index a failed build left invalid is dropped and built again', async () => {
      const file = path.join(dir, '0002_unique.sql');
      writeFileSync(
        file,
        'CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "lock_probe_id_key" ON "lock_probe" ("id");',
      );
      // A duplicate id makes the build fail half-way, which leaves an invalid index behind.
      await queryAt(url, `insert into lock_probe values (1, 'duplicate', 0)`);
      await expect(buildConcurrentIndexes(url, dir)).rejects.toThrow(/could not create unique index/);
      const validity = () =>
        queryAt<{ valid: boolean }>(
          url,
          `select indisvalid as valid from pg_index where indexrelid = 'lock_probe_id_key'::regclass`,
        );
      expect(await validity()).toEqual([{ valid: false }]);
      await queryAt(url, `delete from lock_probe where note = 'duplicate'`);
      expect(await buildConcurrentIndexes(url, dir)).toEqual(['lock_probe_id_key']);
      expect(await validity()).toEqual([{ valid: true }]);
      rmSync(file);
    }, 60_000);

    it('two instances starting together build each index once', async () => {
      writeFileSync(
        path.join(dir, '0003_amount.sql'),
        'CREATE INDEX CONCURRENTLY IF NOT EXISTS "lock_probe_amount_idx" ON "lock_probe" ("amount");',
      );
      const built = await Promise.all([buildConcurrentIndexes(url, dir), buildConcurrentIndexes(url, dir)]);
      expect(built.flat()).toEqual(['lock_probe_amount_idx']);
    }, 60_000);
  },
);
