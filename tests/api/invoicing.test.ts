import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, receipts } from '../../server/db/schema';
import { generateInvoices, refreshInvoiceStatuses } from '../../server/services/invoicing';
import { todayInKuwait } from '../../server/services/occupancy';
import { payInvoice } from './billingFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, monthStart } from '../support/make';

describe.each(databaseKinds())('invoice generation and money (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const app = () => t.app;
  const today = () => todayInKuwait(app().ctx.now());

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues one invoice per contract and month however many runs go at once', async () => {
    const { contractId, landlordId } = await makeContract(app(), { startDate: monthStart(app(), -3) });
    const counts = await Promise.all(
      Array.from({ length: 5 }, () => generateInvoices(app().ctx.db, { today: today(), landlordId })),
    );
    const rows = await app().ctx.db.select().from(invoices).where(eq(invoices.contractId, contractId));
    expect(rows).toHaveLength(4);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(new Set(rows.map((r) => r.period)).size).toBe(4);
    expect(new Set(rows.map((r) => r.invoiceNo)).size).toBe(4);
    for (const row of rows) expect(row.invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
    // A later run finds nothing left to issue.
    expect(await generateInvoices(app().ctx.db, { today: today(), landlordId })).toBe(0);
  });

  it('turns an unpaid invoice OVERDUE once its due date has passed', async () => {
    const { contractId, landlordId } = await makeContract(app(), {
      startDate: dayOffset(app(), 0),
      dueDay: 1,
    });
    const [first] = await issueInvoices(app(), landlordId, contractId);
    expect(first!.dueDate).toBe(today());
    expect(first!.status).toBe('UNPAID');
    t.clock.advance(2 * 86_400_000);
    try {
      await refreshInvoiceStatuses(app().ctx.db, landlordId, today());
      const [after] = await app().ctx.db.select().from(invoices).where(eq(invoices.id, first!.id));
      expect(after!.status).toBe('OVERDUE');
    } finally {
      t.clock.reset();
    }
  });

  it('adds money to the fils: 0.1 + 0.2 pays a 0.300 invoice exactly, with a receipt each', async () => {
    const { contractId, landlordId } = await makeContract(app(), {
      rent: '0.300',
      startDate: dayOffset(app(), 0),
    });
    const [invoice] = await issueInvoices(app(), landlordId, contractId);
    const pay = (amount: string) => payInvoice(app(), { landlordId, invoiceId: invoice!.id, amount });
    await pay('0.1');
    const [partly] = await app().ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(partly!.paidAmount).toBe('0.100');
    expect(partly!.status).toBe('PARTIALLY_PAID');
    await pay('0.2');
    const [paid] = await app().ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(paid!.paidAmount).toBe('0.300');
    expect(paid!.total).toBe('0.300');
    expect(paid!.status).toBe('PAID');
    const issued = await app().ctx.db.select().from(receipts).where(eq(receipts.invoiceId, invoice!.id));
    expect(issued.map((r) => r.amount).sort()).toEqual(['0.100', '0.200']);
    // Nothing more can be paid on a paid invoice.
    await expect(pay('0.001')).rejects.toMatchObject({ kind: 'conflict' });
  });
});
