import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, receipts, users } from '../../server/db/schema';
import { seedDemoBilling } from '../../server/db/seedBilling';
import { seedDemoPortfolio } from '../../server/db/seedPortfolio';
import { createDiskStorage } from '../../server/storage/diskStorage';
import { databaseKinds, openTestDatabase, TEST_JWT_SECRET, type TestDatabase } from './testApp';

describe.each(databaseKinds())('the demo billing data (%s)', (kind) => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-seed-billing-'));
  const storage = createDiskStorage(dataDir, TEST_JWT_SECRET);
  const now = new Date('2026-11-22T09:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoPortfolio(database.handle.db, now);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the first landlord a year of invoices in every state, with paid receipts, once', async () => {
    const { db } = database.handle;
    expect(await seedDemoBilling(db, storage, now)).toBe(true);
    expect(await seedDemoBilling(db, storage, now)).toBe(false);

    const [landlord] = await db.select().from(users).where(eq(users.email, 'landlord@example.com'));
    const statuses = await db
      .select({ status: invoices.status, count: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.landlordId, landlord!.id))
      .groupBy(invoices.status);
    const byStatus = Object.fromEntries(statuses.map((s) => [s.status, s.count]));
    // Two contracts since January (11 months each) and the villa since October (2 months).
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(24);
    expect(byStatus.PAID).toBeGreaterThanOrEqual(18);
    expect(byStatus.PARTIALLY_PAID ?? 0).toBe(0); // the part-paid month is past due
    expect(byStatus.OVERDUE).toBeGreaterThanOrEqual(2);

    // Every payment has exactly one receipt of the same amount; paid amounts are the payments' sums.
    const [check] = await db
      .execute<{ mismatched: number }>(
        sql`
      select count(*)::int as mismatched from invoices i
       where i.paid_amount <> coalesce((select sum(amount) from payments p where p.invoice_id = i.id), 0)`,
      )
      .then((r) => (r as unknown as { rows: { mismatched: number }[] }).rows);
    expect(check!.mismatched).toBe(0);
    const paymentRows = await db.select().from(payments);
    const receiptRows = await db.select().from(receipts);
    expect(receiptRows).toHaveLength(paymentRows.length);
    expect(paymentRows.some((p) => p.attachments.length > 3)).toBe(true);
    expect(paymentRows.some((p) => p.notes?.startsWith('Part payment'))).toBe(true);
  });
});
