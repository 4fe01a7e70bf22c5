import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices } from '../../server/db/schema';
import { payInvoice } from './billingFixtures';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract } from '../support/make';

interface Detail {
  id: string;
  invoiceNo: string;
  total: string;
  paidAmount: string;
  balance: string;
  status: string;
  items: { id: string; kind: 'rent' | 'charge'; description: string; amount: string }[];
  payments: {
    id: string;
    amount: string;
    method: string | null;
    paymentDate: string;
    receiptId: string | null;
    receiptNo: string | null;
    attachments: { name: string; url: string }[];
  }[];
  receipts: { id: string; receiptNo: string; amount: string; method: string | null; receivedOn: string }[];
}

describe.each(databaseKinds())('invoice charges and cancelling (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  /** One invoice of this month for the demo tenant, with `rent` as its rent item. */
  const freshInvoice = async (rent = '350.000') => {
    const contract = await makeContract(app(), { rent, startDate: dayOffset(app(), 0) });
    const [row] = await issueInvoices(app(), contract.landlordId, contract.contractId);
    return { ...contract, invoice: row! };
  };
  const addCharge = (who: Who, body: Record<string, unknown>) =>
    post(app(), tok[who], '/api/invoice-items/create', body);
  const detail = async (id: string) => {
    const res = await get(app(), tok.landlord, `/api/invoices/get/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Detail }>().data;
  };
  const pay = (landlordId: string, invoiceId: string, amount: string) =>
    payInvoice(app(), { landlordId, invoiceId, amount, method: 'bank_transfer', reference: 'REF-1' });

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds money to the fils: rent 0.100 plus a charge 0.200 is 0.300, paid down exactly', async () => {
    const { invoice, landlordId } = await freshInvoice('0.100');
    const res = await addCharge('landlord', { invoiceId: invoice.id, description: '  Water  ', amount: 0.2 });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json<{ success: boolean; message: string; data: Detail }>();
    expect(added).toMatchObject({ success: true, message: 'Charge added.' });
    expect(added.data).toMatchObject({
      total: '0.300',
      paidAmount: '0.000',
      balance: '0.300',
      status: 'UNPAID',
    });
    expect(added.data.items.map((i) => [i.kind, i.description, i.amount])).toEqual([
      ['rent', expect.stringMatching(/^Rent for /), '0.100'],
      ['charge', 'Water', '0.200'],
    ]);

    await pay(landlordId, invoice.id, '0.1');
    expect(await detail(invoice.id)).toMatchObject({
      total: '0.300',
      paidAmount: '0.100',
      balance: '0.200',
      status: 'PARTIALLY_PAID',
    });
    await pay(landlordId, invoice.id, '0.2');
    const paid = await detail(invoice.id);
    expect(paid).toMatchObject({ total: '0.300', paidAmount: '0.300', balance: '0.000', status: 'PAID' });
    expect(paid.payments.map((p) => p.amount)).toEqual(['0.100', '0.200']);
    expect(paid.payments.every((p) => /^RCT-\d{4}-\d{6}$/.test(p.receiptNo ?? ''))).toBe(true);
    expect(paid.receipts.map((r) => r.amount).sort()).toEqual(['0.100', '0.200']);
    expect(paid.receipts.map((r) => r.id).sort()).toEqual(paid.payments.map((p) => p.receiptId).sort());

    // A new charge on a paid invoice means money is owed again.
    const more = await addCharge('landlord', {
      invoiceId: invoice.id,
      description: 'Parking',
      amount: '0.050',
    });
    expect(more.json<{ data: Detail }>().data).toMatchObject({
      total: '0.350',
      paidAmount: '0.300',
      balance: '0.050',
      status: 'PARTIALLY_PAID',
    });
  });

  it('refuses bad charges with 422 and the field named', async () => {
    const { invoice } = await freshInvoice();
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceId: invoice.id, description: 'Water', amount: 0 }, 'amount'],
      [{ invoiceId: invoice.id, description: 'Water', amount: '1.2345' }, 'amount'],
      // 0.1 + 0.2 in floating point has too many decimals to be money.
      [{ invoiceId: invoice.id, description: 'Water', amount: 0.1 + 0.2 }, 'amount'],
      [{ invoiceId: invoice.id, description: '   ', amount: 5 }, 'description'],
      [{ invoiceId: invoice.id, description: 'x'.repeat(201), amount: 5 }, 'description'],
      [{ invoiceId: 'nope', description: 'Water', amount: 5 }, 'invoiceId'],
    ];
    for (const [body, field] of cases) {
      const res = await addCharge('landlord', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc.at(-1))).toContain(field);
    }
    expect((await detail(invoice.id)).total).toBe('350.000');
  });

  it('removes a charge but never the rent, nor below what was paid', async () => {
    const { invoice, landlordId } = await freshInvoice('100.000');
    const added = await addCharge('landlord', {
      invoiceId: invoice.id,
      description: 'Cleaning',
      amount: '20.250',
    });
    const { items } = added.json<{ data: Detail }>().data;
    const rent = items.find((i) => i.kind === 'rent')!;
    const charge = items.find((i) => i.kind === 'charge')!;

    const rentRes = await post(app(), tok.landlord, `/api/invoice-items/delete/${rent.id}`);
    expect(rentRes.statusCode).toBe(409);
    expect(rentRes.json()).toMatchObject({ message: 'The rent item cannot be removed.' });

    await pay(landlordId, invoice.id, '110.000');
    const below = await post(app(), tok.landlord, `/api/invoice-items/delete/${charge.id}`);
    expect(below.statusCode).toBe(409);
    expect((await detail(invoice.id)).total).toBe('120.250');

    const other = await freshInvoice('100.000');
    const extra = await addCharge('manager', {
      invoiceId: other.invoice.id,
      description: 'Late fee',
      amount: 5,
    });
    expect(extra.statusCode, extra.body).toBe(200);
    const extraItem = extra.json<{ data: Detail }>().data.items.find((i) => i.kind === 'charge')!;
    const removed = await post(app(), tok.landlord, `/api/invoice-items/delete/${extraItem.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ message: string; data: Detail }>()).toMatchObject({
      message: 'Charge removed.',
      data: { total: '100.000', balance: '100.000' },
    });
    expect(removed.json<{ data: Detail }>().data.items).toHaveLength(1);
    const again = await post(app(), tok.landlord, `/api/invoice-items/delete/${extraItem.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('lets only the invoice’s own landlord side change charges', async () => {
    const { invoice } = await freshInvoice();
    expect(
      (await addCharge('tenant', { invoiceId: invoice.id, description: 'x', amount: 1 })).statusCode,
    ).toBe(403);
    const foreign = await addCharge('landlord2', { invoiceId: invoice.id, description: 'x', amount: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Invoice not found.' });
    expect((await detail(invoice.id)).total).toBe('350.000');
  });

  it('refuses to cancel an invoice with payments; cancels and audits one without', async () => {
    const withPayment = await freshInvoice();
    await pay(withPayment.landlordId, withPayment.invoice.id, '50');
    const refused = await post(app(), tok.landlord, `/api/invoices/cancel/${withPayment.invoice.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'An invoice with payments cannot be cancelled.',
    });
    expect((await detail(withPayment.invoice.id)).status).toBe('PARTIALLY_PAID');

    const { invoice } = await freshInvoice();
    expect((await post(app(), tok.tenant, `/api/invoices/cancel/${invoice.id}`)).statusCode).toBe(403);
    expect((await post(app(), tok.landlord2, `/api/invoices/cancel/${invoice.id}`)).statusCode).toBe(404);
    const res = await post(app(), tok.landlord, `/api/invoices/cancel/${invoice.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Invoice cancelled.',
      data: { id: invoice.id, status: 'CANCELLED', balance: '0.000', total: '350.000' },
    });
    const [row] = await app().ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    const audits = await app()
      .ctx.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.cancel')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entity: 'invoice',
      before: { status: 'UNPAID' },
      after: { status: 'CANCELLED' },
    });

    const twice = await post(app(), tok.landlord, `/api/invoices/cancel/${invoice.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'This invoice is already cancelled.' });
    const charge = await addCharge('landlord', { invoiceId: invoice.id, description: 'Water', amount: 1 });
    expect(charge.statusCode).toBe(409);
    await expect(pay(invoice.landlordId, invoice.id, '1')).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('never leaves a cancelled invoice with money on it when a payment races the cancel', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { invoice, landlordId } = await freshInvoice();
      const [cancel, payment] = await Promise.allSettled([
        post(app(), tok.landlord, `/api/invoices/cancel/${invoice.id}`),
        pay(landlordId, invoice.id, '10'),
      ]);
      const [row] = await app().ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      const cancelled = cancel.status === 'fulfilled' && cancel.value.statusCode === 200;
      expect(cancelled).toBe(payment.status === 'rejected');
      expect(row!.status === 'CANCELLED').toBe(cancelled);
      expect(row!.paidAmount).toBe(cancelled ? '0.000' : '10.000');
    }
  });
});
