import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, receipts } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { tokensOf, type Who } from './contractFixtures';
import { PDF } from './documentFixtures';
import { multipartBody } from './multipart';
import { moneyOf, paymentPayload, unpaidInvoice, type FileSpec, type SavedAnswer } from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Money under concurrency (issue 7 item 4). The requests go over real HTTP to a listening server,
 * all at once; on PostgreSQL they run in parallel on the pool, so only the row lock keeps the
 * invoice right. (PGlite runs one statement at a time: the same test shows nothing breaks there.)
 */
describe.each(databaseKinds())('manual payments at the same time (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** POST manual-payments/create over HTTP. */
  async function post(payload: unknown, options: { key?: string; files?: FileSpec[] } = {}) {
    const form = await multipartBody(payload, options.files ?? []);
    const res = await fetch(`${base}/api/manual-payments/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tok.landlord}`,
        ...form.headers,
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      body: new Uint8Array(form.body),
    });
    return { status: res.status, body: (await res.json()) as SavedAnswer & { message: string } };
  }

  it('12 payments of 0.100 on an invoice of 1.000 at once: exactly 10 succeed, PAID once, one receipt each', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '1.000' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(paymentPayload(invoice.id, { amount: 0.1, notes: `try ${i}` })),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual([
      [409, 'This invoice is already paid.'],
      [409, 'This invoice is already paid.'],
    ]);
    expect(await moneyOf(t.app, invoice.id)).toEqual({
      payments: 10,
      receipts: 10,
      paid: '1.000',
      status: 'PAID',
    });
    const receiptRows = await t.app.ctx.db.select().from(receipts).where(eq(receipts.invoiceId, invoice.id));
    expect(new Set(receiptRows.map((r) => r.receiptNo)).size).toBe(10);
    expect(new Set(receiptRows.map((r) => r.paymentId))).toEqual(new Set(ok.map((a) => a.body.items.id)));
    // PAID was reached once: the payment that completed it is the only one whose audit says so.
    const [paidOnce] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from audit_log
           where action = 'payment.create' and after->>'invoiceStatus' = 'PAID'
             and entity_id in (select id from payments where invoice_id = ${invoice.id})`,
    );
    expect(paidOnce!.n).toBe(1);
  });

  it('never takes more than the balance, whatever the amounts racing', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '1.000' });
    const answers = await Promise.all(
      [0.3, 0.3, 0.3, 0.3, 0.3, 0.25, 0.25, 0.05].map((amount) =>
        post(paymentPayload(invoice.id, { amount })),
      ),
    );
    const paid = answers
      .filter((a) => a.status === 200)
      .reduce((fils, a) => fils + Math.round(a.body.items.amount * 1000), 0);
    const money = await moneyOf(t.app, invoice.id);
    expect(Math.round(Number(money.paid) * 1000)).toBe(paid);
    expect(paid).toBeLessThanOrEqual(1000);
    expect(money.receipts).toBe(money.payments);
    for (const a of answers.filter((x) => x.status !== 200)) expect([409, 422]).toContain(a.status);
  });

  it('a create retried with the same Idempotency-Key answers the first record and pays once', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '100.000' });
    const payload = paymentPayload(invoice.id, { amount: 10 });
    const files = [{ name: 'slip.pdf', data: PDF }];
    const first = await post(payload, { key: 'retry-seq-1', files });
    const second = await post(payload, { key: 'retry-seq-1', files });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.items.id).toBe(first.body.items.id);
    expect(second.body.message).toBe('Payment added successfully');
    expect({ ...second.body.items, docs: null }).toEqual({ ...first.body.items, docs: null });
    expect(second.body.items.docs.attachments.map((a) => a.name)).toEqual(['slip.pdf']);
    expect(await moneyOf(t.app, invoice.id)).toMatchObject({ payments: 1, receipts: 1, paid: '10.000' });

    const otherBody = await post(paymentPayload(invoice.id, { amount: 11 }), { key: 'retry-seq-1', files });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.message).toBe('This Idempotency-Key was already used with a different request.');
    const otherFile = await post(payload, {
      key: 'retry-seq-1',
      files: [{ name: 'slip.pdf', data: Buffer.concat([PDF, Buffer.from('\n')]) }],
    });
    expect(otherFile.status).toBe(422);
    expect((await moneyOf(t.app, invoice.id)).payments).toBe(1);
  });

  it('the same key sent 6 times at once pays once and answers the same record to all', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '100.000' });
    const payload = paymentPayload(invoice.id, { amount: 7.5 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(payload, { key: 'retry-par-1' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.items.id)).size).toBe(1);
    expect(await moneyOf(t.app, invoice.id)).toMatchObject({ payments: 1, receipts: 1, paid: '7.500' });
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, answers[0]!.body.items.id));
    expect(audits).toHaveLength(1);
    const rows = await t.app.ctx.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
  });
});
