import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { seedDemoBillingInto } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 23 item 6: ready for Citus. docs/citus.md names each table's role; this test holds the
 * schema and the hot statements to it: every table carries landlord_id unless the document lists
 * it as a reference or local table, and a landlord's list and dashboard calls send no statement
 * over a distributed table without that landlord's id.
 */

type Role = 'distributed' | 'reference' | 'local';

/** The document's table of roles: `name` (or `schema.*`) → role. */
function rolesFromDocument(): Map<string, Role> {
  const text = readFileSync('docs/citus.md', 'utf8');
  const rows = text.matchAll(/^\|\s*`([a-z_]+(?:\.\*)?)`\s*\|\s*(distributed|reference|local)\s*\|/gm);
  return new Map([...rows].map((m) => [m[1]!, m[2] as Role]));
}

const roles = rolesFromDocument();
const roleOf = (schema: string, table: string) =>
  schema === 'public' ? roles.get(table) : roles.get(`${schema}.*`);
const distributed = [...roles].filter(([, role]) => role === 'distributed').map(([name]) => name);

/** The calls a landlord's screens make most: every main list and the dashboard. */
const HOT_CALLS = [
  '/api/manual-payments/list?role=landlord&page=1&pageSize=10',
  '/api/manual-payments/list?role=landlord&page=1&pageSize=10&q=ahmad',
  '/api/invoices/list?page=1&pageSize=10',
  '/api/receipts/list?page=1&pageSize=10',
  '/api/collections/list?page=1&pageSize=10',
  '/api/maintenance-requests/list?page=1&pageSize=10',
  '/api/properties/list?page=1&pageSize=10',
  '/api/property-units/list?page=1&pageSize=10',
  '/api/tenants/list?page=1&pageSize=10',
  '/api/contracts/list?page=1&pageSize=10',
  '/api/support-tickets/list?page=1&pageSize=10',
  '/api/bank-settlements/list?page=1&pageSize=10',
];

describe('docs/citus.md', () => {
  it('names a role for the big tables and lists the exceptions', () => {
    expect(roles.get('invoices')).toBe('distributed');
    expect(roles.get('payments')).toBe('distributed');
    expect(roles.get('receipts')).toBe('distributed');
    expect(roles.get('users')).toBe('reference');
    expect(roles.get('sessions')).toBe('local');
    expect(roles.size).toBeGreaterThan(35);
  });
});

describe.each(databaseKinds())('ready for Citus (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let landlordId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBillingInto(t.app);
    tok = await tokensOf(t.app);
    landlordId = await userId(t.app, 'landlord@example.com');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('every table carries landlord_id, or the document lists it as reference or local', async () => {
    const tables = await queryRows<{ schema: string; name: string; has_landlord: boolean }>(
      t.app.ctx.db,
      sql`select t.table_schema as schema, t.table_name as name,
                 exists (select 1 from information_schema.columns c
                          where c.table_schema = t.table_schema and c.table_name = t.table_name
                            and c.column_name = 'landlord_id') as has_landlord
            from information_schema.tables t
           where t.table_type = 'BASE TABLE'
             and t.table_schema not in ('pg_catalog', 'information_schema')
           order by 1, 2`,
    );
    expect(tables.length).toBeGreaterThan(30);
    const unplaced = tables
      .filter((table) => !table.has_landlord && !roleOf(table.schema, table.name))
      .map((table) => `${table.schema}.${table.name}`);
    expect(unplaced, 'add landlord_id, or give the table its role in docs/citus.md').toEqual([]);
    // What the document says distributed must be distributable: it has the column.
    const wrong = tables
      .filter((table) => roleOf(table.schema, table.name) === 'distributed' && !table.has_landlord)
      .map((table) => table.name);
    expect(wrong).toEqual([]);
    const present = new Set(tables.map((table) => table.name));
    expect(distributed.filter((name) => !present.has(name))).toEqual([]);
  });

  /** The SQL text and parameters the database driver receives while `work` runs. */
  async function statementsOf(work: () => Promise<void>): Promise<{ text: string; values: unknown[] }[]> {
    const seen: { text: string; values: unknown[] }[] = [];
    const record = (query: unknown, values: unknown) => {
      const text = typeof query === 'string' ? query : (query as { text?: string }).text;
      const params = Array.isArray(values) ? values : ((query as { values?: unknown[] }).values ?? []);
      if (text) seen.push({ text, values: params });
    };
    // The driver's own query method, wrapped to note each call and pass it on: the statements run as usual.
    const target = (kind === 'postgres' ? pg.Client.prototype : PGlite.prototype) as unknown as {
      query: (...args: unknown[]) => unknown;
    };
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      record(args[0], args[1]);
      return original.apply(this, args);
    };
    try {
      await work();
    } finally {
      target.query = original;
    }
    return seen;
  }

  /** Distributed tables a statement reads or writes (FROM, JOIN, UPDATE, INSERT INTO, DELETE FROM). */
  const distributedIn = (text: string) =>
    distributed.filter((table) =>
      new RegExp(String.raw`\b(from|join|update|into)\s+(only\s+)?"?${table}"?(\s|$|,|\))`, 'i').test(text),
    );

  /** Statements over distributed tables that the calls send without the landlord's id. */
  async function unrouted(who: Who, urls: string[]) {
    const offending: string[] = [];
    let counted = 0;
    for (const url of urls) {
      const statements = await statementsOf(async () => {
        const res = await get(t.app, tok[who], url);
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      });
      for (const statement of statements) {
        const tables = distributedIn(statement.text);
        if (tables.length === 0) continue;
        counted += 1;
        const named =
          statement.values.some((v) => v === landlordId) || statement.text.includes(`'${landlordId}'`);
        if (!named || !/landlord_id/.test(statement.text)) {
          offending.push(
            `${url}: ${tables.join(', ')}: ${statement.text.replace(/\s+/g, ' ').slice(0, 300)}`,
          );
        }
      }
    }
    return { offending, counted };
  }

  it("a landlord's lists and dashboard send no statement over a distributed table without its landlord_id", async () => {
    const { offending, counted } = await unrouted('landlord', [
      ...HOT_CALLS,
      `/api/dashboard/landlord-activity/${landlordId}`,
    ]);
    expect(counted).toBeGreaterThan(HOT_CALLS.length);
    expect(offending).toEqual([]);
  }, 120_000);

  it("the check sees a statement that crosses shards: the super admin's list of every landlord's payments", async () => {
    const { offending } = await unrouted('super', ['/api/manual-payments/list?page=1&pageSize=10']);
    expect(offending.length).toBeGreaterThan(0);
    expect(offending.join('\n')).toMatch(/payments/);
  }, 60_000);
});
