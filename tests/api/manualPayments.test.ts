import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, receipts } from '../../server/db/schema';
import { get, tokensOf, type Who } from './contractFixtures';
import { PDF, png } from './documentFixtures';
import {
  createPayment,
  createPaymentCall,
  invoiceRow,
  listPayments,
  moneyOf,
  paymentPayload,
  unpaidInvoice,
  updatePayload,
  updatePaymentCall,
  type ListAnswer,
  type SavedAnswer,
} from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

describe.each(databaseKinds())('manual payments API (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let landlordId: string;
  let landlord2Id: string;
  const app = () => t.app;
  const list = async (who: Who, query: Record<string, string | number> = {}) => {
    const res = await listPayments(app(), tok[who], { actor_id: landlordId, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListAnswer>();
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    landlordId = await userId(t.app, 'landlord@example.com');
    landlord2Id = await userId(t.app, 'landlord2@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a payment: the answer is the new record, first in the list, total one more, receipt issued', async () => {
    const invoice = await unpaidInvoice(app(), { rent: '1500.000' });
    const before = await list('landlord');
    const res = await createPaymentCall(
      app(),
      tok.landlord,
      // A comma as a thousands separator is read as one ('1,00.25' is refused: badInput.test.ts).
      paymentPayload(invoice.id, { amount: '1,000.25', method: 'cheque' }),
      {
        query: `admin_user_id=${landlordId}&role=landlord&actor_id=${landlordId}`,
        files: [
          { name: 'slip.pdf', data: PDF, type: 'application/pdf' },
          { name: 'photo.png', data: await png(), type: 'image/png' },
        ],
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedAnswer>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Payment added successfully');
    const record = body.items;
    expect(record).toMatchObject({
      invoice_no: invoice.invoiceNo,
      landlord_name: 'Khaled Al-Sabah',
      amount: 1000.25,
      method: 'cheque',
      deposit_reference: 'DEP-7781',
      notes: 'Paid at the branch',
      invoice_id: invoice.id,
      currency: 'KWD',
      tenant_name: invoice.tenantName,
      invoice_status: 'PARTIALLY_PAID',
    });
    expect(record.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(record.deposit_date).toMatch(/Z$/);
    expect(record.docs.attachments.map((a) => a.name)).toEqual(['slip.pdf', 'photo.png']);
    const download = await app().inject({ method: 'GET', url: record.docs.attachments[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const after = await list('landlord');
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toEqual({ ...record, docs: after.items[0]!.docs });
    expect(after.msg).toBeTruthy();
    const money = await moneyOf(app(), invoice.id);
    expect(money).toMatchObject({ payments: 1, receipts: 1, paid: '1000.250', status: 'PARTIALLY_PAID' });
  });

  it('mark_as_paid makes the invoice PAID even when the amount is short; a paid invoice takes no more', async () => {
    const invoice = await unpaidInvoice(app(), { rent: '400.000' });
    const record = await createPayment(
      app(),
      tok.landlord,
      paymentPayload(invoice.id, { amount: 300, mark_as_paid: true }),
    );
    expect(record.invoice_status).toBe('PAID');
    expect(await invoiceRow(app(), invoice.id)).toMatchObject({ status: 'PAID', paidAmount: '300.000' });
    const again = await createPaymentCall(app(), tok.landlord, paymentPayload(invoice.id, { amount: 10 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already paid.');
  });

  it('refuses more than the balance with the balance in the message', async () => {
    const invoice = await unpaidInvoice(app(), { rent: '200.000' });
    const res = await createPaymentCall(app(), tok.landlord, paymentPayload(invoice.id, { amount: 200.001 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Amount exceeds the invoice balance of 200.000 KWD.');
    expect((await moneyOf(app(), invoice.id)).payments).toBe(0);
  });

  it('accepts cheque but not pos on create, pos but not cheque on update', async () => {
    const invoice = await unpaidInvoice(app());
    const pos = await createPaymentCall(app(), tok.landlord, paymentPayload(invoice.id, { method: 'pos' }));
    expect(pos.statusCode).toBe(422);
    expect(pos.json()).toMatchObject({
      message: 'Method must be one of: Bank Transfer, Cash, Cheque.',
      detail: [{ loc: ['payload', 'method'], msg: 'Method must be one of: Bank Transfer, Cash, Cheque.' }],
    });
    for (const method of ['bank_transfer', 'cash', 'cheque']) {
      const record = await createPayment(
        app(),
        tok.landlord,
        paymentPayload(invoice.id, { amount: 1, method }),
      );
      expect(record.method).toBe(method);
    }
    const none = await createPayment(
      app(),
      tok.landlord,
      paymentPayload(invoice.id, { amount: 1, method: '' }),
    );
    expect(none.method).toBeNull();

    const cheque = await updatePaymentCall(app(), tok.landlord, none.id, updatePayload({ method: 'cheque' }));
    expect(cheque.statusCode).toBe(422);
    expect(cheque.json().message).toBe('Method must be one of: Bank Transfer, Cash, POS.');
    for (const method of ['bank_transfer', 'cash', 'pos']) {
      const res = await updatePaymentCall(app(), tok.landlord, none.id, updatePayload({ amount: 1, method }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<SavedAnswer>().items.method).toBe(method);
    }
  });

  it('updates a payment: the answer and the list row carry the new fields; attachments kept, removed, added', async () => {
    const invoice = await unpaidInvoice(app(), { rent: '500.000' });
    const created = await createPayment(app(), tok.landlord, paymentPayload(invoice.id, { amount: 100 }), {
      files: [
        { name: 'a.pdf', data: PDF },
        { name: 'b.pdf', data: PDF },
      ],
    });
    const res = await updatePaymentCall(
      app(),
      tok.landlord,
      created.id,
      // invoice_id and mark_as_paid are not part of an update: sent anyway, they change nothing.
      updatePayload({
        amount: '250.5',
        keep_attachments: ['b.pdf'],
        invoice_id: created.id,
        mark_as_paid: true,
      }),
      { files: [{ name: 'c.png', data: await png() }] },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedAnswer>();
    expect(body.msg).toBe('Payment updated successfully');
    expect(body.items).toMatchObject({
      id: created.id,
      amount: 250.5,
      method: 'cash',
      deposit_reference: 'DEP-UPDATED',
      notes: 'Corrected amount',
      invoice_id: invoice.id,
      invoice_status: 'PARTIALLY_PAID',
    });
    expect(body.items.docs.attachments.map((a) => a.name)).toEqual(['b.pdf', 'c.png']);
    const row = (await list('landlord')).items.find((p) => p.id === created.id);
    expect(row).toMatchObject({ amount: 250.5, method: 'cash', notes: 'Corrected amount' });
    expect(await moneyOf(app(), invoice.id)).toMatchObject({ paid: '250.500', status: 'PARTIALLY_PAID' });
    const [receipt] = await app().ctx.db.select().from(receipts).where(eq(receipts.paymentId, created.id));
    expect(receipt).toMatchObject({ amount: '250.500', method: 'cash' });
  });

  it('writes an audit record for each create and update, with before and after', async () => {
    const invoice = await unpaidInvoice(app());
    const created = await createPayment(app(), tok.manager, paymentPayload(invoice.id, { amount: 20 }));
    const managerId = await userId(app(), 'manager@example.com');
    const res = await updatePaymentCall(app(), tok.landlord, created.id, updatePayload({ amount: 30 }));
    expect(res.statusCode).toBe(200);
    const rows = await app()
      .ctx.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, created.id)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.actorId, r.landlordId])).toEqual([
      ['payment.create', managerId, landlordId],
      ['payment.update', landlordId, landlordId],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ amount: '20.000' });
    expect(rows[1]!.before).toMatchObject({ amount: '20.000' });
    expect(rows[1]!.after).toMatchObject({ amount: '30.000', method: 'cash' });
    expect(rows[1]!.createdAt).toBeInstanceOf(Date);
  });

  it('searches invoice number, tenant name and reference, and filters by payment date', async () => {
    const invoice = await unpaidInvoice(app());
    const ref = `REF-${Date.now()}`;
    const record = await createPayment(
      app(),
      tok.landlord,
      paymentPayload(invoice.id, {
        amount: 5,
        deposit_reference: ref,
        deposit_date: '2031-03-04T10:00:00.000Z',
      }),
    );
    for (const q of [ref.toLowerCase(), invoice.invoiceNo, invoice.tenantName.toUpperCase()]) {
      const found = await list('landlord', { q });
      expect(found.items.map((p) => p.id)).toContain(record.id);
    }
    const byRef = await list('landlord', { q: ref });
    expect(byRef.total).toBe(1);
    expect((await list('landlord', { q: 'no-such-thing-%' })).total).toBe(0);
    const inRange = await list('landlord', { dateFrom: '2031-03-04', dateTo: '2031-03-04T23:59:59Z' });
    expect(inRange.items.map((p) => p.id)).toEqual([record.id]);
    expect((await list('landlord', { dateFrom: '2031-03-05' })).total).toBe(0);
    // Pages of one: the second page holds the second-newest row.
    const page2 = await list('landlord', { constantPage: 2, pageSize: 1 });
    const page1 = await list('landlord', { constantPage: 1, pageSize: 2 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0]!.id).toBe(page1.items[1]!.id);
  });

  it("never shows or touches another landlord's payments", async () => {
    const invoice = await unpaidInvoice(app());
    const record = await createPayment(app(), tok.landlord, paymentPayload(invoice.id, { amount: 1 }));

    const foreign = await listPayments(app(), tok.landlord2, { actor_id: landlordId });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("You can only see your own landlord's payments.");
    const managerForeign = await listPayments(app(), tok.manager, { actor_id: landlord2Id });
    expect(managerForeign.statusCode).toBe(403);
    const own = await listPayments(app(), tok.landlord2, { actor_id: landlord2Id });
    expect(own.json<ListAnswer>().items.map((p) => p.id)).not.toContain(record.id);
    const ownNoActor = await listPayments(app(), tok.landlord2, {});
    expect(ownNoActor.json<ListAnswer>().items.map((p) => p.id)).not.toContain(record.id);
    expect((await listPayments(app(), tok.landlord, { role: 'manager' })).statusCode).toBe(422);

    const lov = await get(
      app(),
      tok.landlord2,
      `/api/manual-payments/unpaid-invoices/lov?landlord_id=${landlordId}`,
    );
    expect(lov.statusCode).toBe(403);
    expect(lov.json().message).toBe("You can only see your own landlord's payments.");
    const allLov = await get(
      app(),
      tok.landlord2,
      `/api/manual-payments/invoices/lov?landlord_id=${landlordId}`,
    );
    expect(allLov.statusCode).toBe(403);

    const pay = await createPaymentCall(app(), tok.landlord2, paymentPayload(invoice.id, { amount: 1 }));
    expect(pay.statusCode).toBe(404);
    expect(pay.json().message).toBe('Invoice not found.');
    const payAs = await createPaymentCall(app(), tok.landlord2, paymentPayload(invoice.id), {
      query: `role=landlord&actor_id=${landlordId}`,
    });
    expect(payAs.statusCode).toBe(403);
    const edit = await updatePaymentCall(app(), tok.landlord2, record.id, updatePayload());
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Payment not found.');
    expect((await moneyOf(app(), invoice.id)).paid).toBe('1.000');

    // The tenant holds no Landlord Payment permission; the manager may add but not update.
    expect((await listPayments(app(), tok.tenant, {})).statusCode).toBe(403);
    expect((await updatePaymentCall(app(), tok.manager, record.id, updatePayload())).statusCode).toBe(403);
    expect((await list('manager')).items.map((p) => p.id)).toContain(record.id);
  });

  it("lets the super admin read every landlord's payments, each labelled, or a named landlord's", async () => {
    const invoice = await unpaidInvoice(app(), { landlordEmail: 'landlord2@example.com' });
    const record = await createPayment(app(), tok.landlord2, paymentPayload(invoice.id, { amount: 1 }));
    // Issue 16 item 2: no actor_id is every landlord's list, not "Missing actor_id".
    const everyone = await listPayments(app(), tok.super, { pageSize: 100 });
    expect(everyone.statusCode, everyone.body).toBe(200);
    const all = everyone.json<ListAnswer>().items;
    expect(new Set(all.map((p) => p.landlord_id))).toEqual(new Set([landlordId, landlord2Id]));
    expect(all.find((p) => p.id === record.id)).toMatchObject({ landlord_id: landlord2Id });
    const ofLandlord2 = await listPayments(app(), tok.super, { actor_id: landlord2Id });
    const items = ofLandlord2.json<ListAnswer>().items;
    expect(items[0]!.id).toBe(record.id);
    expect(items.every((p) => p.landlord_name === items[0]!.landlord_name)).toBe(true);
    const ofLandlord1 = await listPayments(app(), tok.super, { actor_id: landlordId });
    expect(ofLandlord1.json<ListAnswer>().items.map((p) => p.id)).not.toContain(record.id);
  });

  it('looks up unpaid invoices with balance, and any invoice by id for the update dialog', async () => {
    const invoice = await unpaidInvoice(app(), { rent: '350.000' });
    await createPayment(app(), tok.landlord, paymentPayload(invoice.id, { amount: 100 }));
    const paid = await unpaidInvoice(app(), { rent: '10.000' });
    await createPayment(app(), tok.landlord, paymentPayload(paid.id, { amount: 10 }));

    const res = await get(
      app(),
      tok.landlord,
      `/api/manual-payments/unpaid-invoices/lov?landlord_id=${landlordId}&q=${invoice.invoiceNo}`,
    );
    expect(res.statusCode).toBe(200);
    const items = res.json<{ success: boolean; data: { items: { id: string; name: string }[] } }>().data
      .items;
    expect(items).toEqual([
      {
        id: invoice.id,
        name: `${invoice.invoiceNo} — ${invoice.tenantName} — ${invoice.propertyName} / ${invoice.unitNo} — balance 250.000 KWD`,
      },
    ]);
    const unpaid = await get(app(), tok.manager, '/api/manual-payments/unpaid-invoices/lov');
    const ids = unpaid.json<{ data: { items: { id: string }[] } }>().data.items.map((i) => i.id);
    expect(ids).not.toContain(paid.id);
    expect(ids.length).toBeLessThanOrEqual(50);

    const one = await get(
      app(),
      tok.landlord,
      `/api/manual-payments/invoices/lov?landlord_id=${landlordId}&id=${paid.id}`,
    );
    expect(one.json<{ data: { items: { id: string; name: string }[] } }>().data.items).toEqual([
      { id: paid.id, name: expect.stringContaining(`${paid.invoiceNo} — `) as string },
    ]);
    expect((await get(app(), tok.super, '/api/manual-payments/unpaid-invoices/lov')).json().message).toBe(
      'Missing landlord_id',
    );
    expect((await get(app(), tok.tenant, '/api/manual-payments/unpaid-invoices/lov')).statusCode).toBe(403);
  });
});
