import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemoBillingInto } from './billingFixtures';
import { tokensOf } from './contractFixtures';
import {
  createPayment,
  listPayments,
  paymentPayload,
  unpaidInvoice,
  type ListAnswer,
} from './paymentFixtures';
import { dropDatabase, postgresSkipReason, queryAt, tablesOf, urlOf, urlOfDatabase } from './postgresTools';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './testApp';

/*
 * Issue 23 item 5: the operator's backup (`npm run db:backup`, pg_dump's custom format) of a
 * seeded PostgreSQL database, restored (`npm run db:restore`) into a new database, holds the same
 * rows to the fils, and the app runs on it as before.
 */
const skip = postgresSkipReason(['pg_dump', 'pg_restore']);

/** Runs one of the operator's scripts as `npm run` would; answers its exit code and output. */
function script(file: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [file, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every row of a table as PostgreSQL's own text (numeric(12,3) keeps its three decimals), in id order. */
const rowsOf = (url: string, table: string) =>
  queryAt<{ row: string }>(url, `select t::text as row from ${table} t order by t.id`).then((rows) =>
    rows.map((r) => r.row),
  );

describe.skipIf(skip !== null)(`backup and restore on PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-backup-'));
  const dump = path.join(dir, 'rentals.dump');
  let source: TestDatabase;
  let sourceApp: TestApp;
  let sourceUrl: string;
  const restoredName = `rentals_restored_${process.pid}_${Date.now()}`;
  let restored: DatabaseHandle | undefined;

  beforeAll(async () => {
    source = await openTestDatabase('postgres');
    sourceApp = await buildTestApp(source.handle);
    sourceUrl = await urlOf(source.handle);
    // The first start's year of billing, and a payment through the API with an amount in fils.
    await seedDemoBillingInto(sourceApp.app);
    const tok = await tokensOf(sourceApp.app);
    const invoice = await unpaidInvoice(sourceApp.app, { rent: '450.000' });
    await createPayment(sourceApp.app, tok.landlord, paymentPayload(invoice.id, { amount: '123.457' }));
  }, 120_000);

  afterAll(async () => {
    await restored?.close();
    await dropDatabase(restoredName);
    await sourceApp?.close();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('db:backup writes a custom-format archive and db:restore loads it into a new database', () => {
    const backup = script('scripts/dbBackup.mjs', [dump], { DATABASE_URL: sourceUrl });
    expect(backup.output).toContain(dump);
    expect(backup.status).toBe(0);
    const header = spawnSync('pg_restore', ['--list', dump], { encoding: 'utf8' });
    expect(header.stdout).toMatch(/Format: CUSTOM/);

    const restore = script('scripts/dbRestore.mjs', [dump, urlOfDatabase(restoredName)]);
    expect(restore.output).toContain(`restored ${dump} into ${restoredName}`);
    expect(restore.status).toBe(0);
  }, 120_000);

  it('the restored database has every table with the same row count', async () => {
    const restoredUrl = urlOfDatabase(restoredName);
    const tables = await tablesOf(sourceUrl);
    expect(await tablesOf(restoredUrl)).toEqual(tables);
    expect(tables).toEqual(expect.arrayContaining(['public.invoices', 'public.payments', 'public.receipts']));
    const count = async (url: string, table: string) =>
      (await queryAt<{ n: number }>(url, `select count(*)::int as n from ${table}`))[0]!.n;
    for (const table of tables) {
      expect({ table, rows: await count(restoredUrl, table) }).toEqual({
        table,
        rows: await count(sourceUrl, table),
      });
    }
    for (const table of ['public.invoices', 'public.payments', 'public.receipts']) {
      expect(await count(sourceUrl, table)).toBeGreaterThan(10);
    }
  });

  it('invoices, payments and receipts are identical to the fils, and so are their sums', async () => {
    const restoredUrl = urlOfDatabase(restoredName);
    for (const table of ['invoices', 'payments', 'receipts']) {
      expect(await rowsOf(restoredUrl, table)).toEqual(await rowsOf(sourceUrl, table));
    }
    const sums = `select (select sum(total)::text from invoices) as invoiced,
                         (select sum(paid_amount)::text from invoices) as paid,
                         (select sum(amount)::text from payments) as payments,
                         (select sum(amount)::text from receipts) as receipts,
                         (select count(*)::int from payments where amount = 123.457) as fils_payment`;
    const [restoredSums] = await queryAt<Record<string, string | number>>(restoredUrl, sums);
    expect(restoredSums).toEqual((await queryAt(sourceUrl, sums))[0]);
    expect(restoredSums!.fils_payment).toBe(1);
  });

  it('the app runs on the restored database: same list for the landlord, and a new payment gets the next receipt', async () => {
    restored = await openDatabase({ databaseUrl: urlOfDatabase(restoredName), pgliteDir: 'memory://' });
    await restored.migrate(); // nothing to apply: the migrations journal came with the backup
    const restoredApp = await buildTestApp(restored);
    try {
      const tokSource = await tokensOf(sourceApp.app);
      const tokRestored = await tokensOf(restoredApp.app);
      const page = async (t: TestApp, token: string) => {
        const res = await listPayments(t.app, token, { page: 1, pageSize: 25 });
        const body = res.json<ListAnswer>();
        return { total: body.total, rows: body.items.map((p) => [p.id, p.amount, p.invoice_no]) };
      };
      expect(await page(restoredApp, tokRestored.landlord)).toEqual(
        await page(sourceApp, tokSource.landlord),
      );

      // Sequences, counters and triggers came back too: a payment recorded now gets a fresh receipt.
      const invoice = await unpaidInvoice(restoredApp.app, { rent: '300.000' });
      const payment = await createPayment(restoredApp.app, tokRestored.landlord, paymentPayload(invoice.id));
      const [receipt] = await queryAt<{ n: number }>(
        urlOfDatabase(restoredName),
        'select count(*)::int as n from receipts where payment_id = $1',
        [payment.id],
      );
      expect(receipt!.n).toBe(1);
    } finally {
      await restoredApp.close();
    }
  }, 60_000);

  it('db:restore refuses a database that already holds tables', () => {
    const again = script('scripts/dbRestore.mjs', [dump, sourceUrl]);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/already holds \d+ tables: restore into a new or empty one/);
  });
});
