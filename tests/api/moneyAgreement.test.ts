import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantStatement, CollectionTotals, RentalCollectionRow } from '../../domain/reportSchemas';
import { queryRows } from '../../server/db/rows';
import type { CollectionRow, CollectionListTotals as CollectionCards } from '../../domain/collectionSchemas';
import { get, post, tokensOf, type Who } from './contractFixtures';
import {
  createPayment,
  createPaymentCall,
  paymentPayload,
  updatePaymentCall,
  updatePayload,
} from './paymentFixtures';
import { attemptRow, browserReturns, payerDecides, settlementDeps } from './onlinePaymentFixtures';
import { startCheckout } from '../../server/services/onlineCheckout';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant, userId } from '../support/make';

/*
 * Issue 16 item 1: one definition of expected, received, written off and pending. For one invoice
 * after each kind of payment, every screen's API (invoice, collection report row and cards, rental
 * collection, tenant statement, receipts report) says the same, and for the whole landlord
 * expected = received + written off + pending to the fils.
 */

interface Expected {
  total: string;
  received: string;
  writtenOff: string;
  pending: string;
  status: string;
  collectionStatus: string | null;
}

const kwd = (v: string | number) => new Big(v).toFixed(3);

describe.each(databaseKinds())('one money definition across screens (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: Record<Who, string>;
  const app = () => t.app;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await tokensOf(app());
  });
  afterAll(async () => t?.close());

  /** A new tenant on a new property with one 450 KWD invoice for this month. */
  async function freshInvoice(name: string) {
    const tenantId = await makeTenant(app(), 'landlord@example.com', name);
    const { contractId, landlordId, propertyId } = await makeContract(app(), {
      tenantId,
      rent: '450.000',
      startDate: dayOffset(app(), 0),
      dueDay: 28,
    });
    const [invoice] = await issueInvoices(app(), landlordId, contractId);
    return { invoice: invoice!, tenantId, propertyId };
  }

  const json = async <T>(path: string): Promise<T> => {
    const res = await get(app(), tokens.landlord, path);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  /** What each screen's API says about one invoice, checked against `e`. */
  async function expectAgreement(f: Awaited<ReturnType<typeof freshInvoice>>, e: Expected): Promise<void> {
    const { invoice, tenantId, propertyId } = f;
    const detail = (await json<{ data: Record<string, unknown> }>(`/api/invoices/get/${invoice.id}`)).data;
    expect({
      total: detail.total,
      paid: detail.paidAmount,
      writtenOff: detail.writtenOffAmount,
      balance: detail.balance,
      status: detail.status,
    }).toEqual({
      total: e.total,
      paid: e.received,
      writtenOff: e.writtenOff,
      balance: e.pending,
      status: e.status,
    });
    expect(Boolean(detail.writeOff)).toBe(e.writtenOff !== '0.000');

    const report = await json<{ items: CollectionRow[]; totals: CollectionCards }>(
      `/api/collections/list?q=${encodeURIComponent(invoice.invoiceNo)}`,
    );
    const row = report.items.find((r) => r.invoice_id === invoice.id);
    if (e.collectionStatus === null) {
      expect(row).toBeUndefined();
    } else {
      expect(row).toMatchObject({
        rent: Number(e.total),
        written_off: Number(e.writtenOff),
        status: e.collectionStatus,
      });
      expect(report.totals).toEqual({
        total_collection: Number(e.total),
        received_amount: Number(e.received),
        written_off_amount: Number(e.writtenOff),
        pending_amount: Number(e.pending),
      });
    }

    const month = invoice.period.slice(0, 7);
    const rental = await json<{ items: RentalCollectionRow[]; totals: CollectionTotals }>(
      `/api/reports/rental-collection?month=${month}&propertyId=${propertyId}`,
    );
    const live = e.collectionStatus !== null;
    expect(rental.totals).toEqual({
      due: live ? e.total : '0.000',
      collected: live ? e.received : '0.000',
      writtenOff: live ? e.writtenOff : '0.000',
      outstanding: live ? e.pending : '0.000',
    });

    const statement = (await json<{ data: TenantStatement }>(`/api/tenant-statements/get/${tenantId}`)).data;
    expect(statement.closingBalance).toBe(live ? e.pending : '0.000');
    expect(statement.totalWrittenOff).toBe(live ? e.writtenOff : '0.000');

    const receipts = (
      await json<{ data: { total: string } }>(`/api/reports/receipts?propertyId=${propertyId}`)
    ).data;
    expect(receipts.total).toBe(e.received);
  }

  /** The whole landlord: the cards (kept totals) equal the invoices' own sums, and add up. */
  async function expectLandlordAddsUp(): Promise<void> {
    const cards = (await json<{ totals: CollectionCards }>('/api/collections/list')).totals;
    const landlordId = await userId(app(), 'landlord@example.com');
    const [db] = await queryRows<{
      expected: string;
      received: string;
      written_off: string;
      pending: string;
    }>(
      app().ctx.db,
      sql`select sum(total)::text as expected, sum(paid_amount)::text as received,
                 sum(written_off_amount)::text as written_off,
                 sum(total - paid_amount - written_off_amount)::text as pending
            from invoices where landlord_id = ${landlordId} and status <> 'CANCELLED'`,
    );
    expect(cards).toEqual({
      total_collection: Number(db!.expected),
      received_amount: Number(db!.received),
      written_off_amount: Number(db!.written_off),
      pending_amount: Number(db!.pending),
    });
    expect(kwd(cards.received_amount + cards.written_off_amount + cards.pending_amount)).toBe(
      kwd(cards.total_collection),
    );
  }

  it('a full payment: received 450, nothing pending', async () => {
    const f = await freshInvoice('Full Payer');
    await createPayment(app(), tokens.landlord, paymentPayload(f.invoice.id, { amount: 450 }));
    await expectAgreement(f, {
      total: '450.000',
      received: '450.000',
      writtenOff: '0.000',
      pending: '0.000',
      status: 'PAID',
      collectionStatus: 'Received',
    });
    await expectLandlordAddsUp();
  });

  it('a partial payment: 50 still pending everywhere', async () => {
    const f = await freshInvoice('Part Payer');
    await createPayment(app(), tokens.landlord, paymentPayload(f.invoice.id, { amount: 400 }));
    await expectAgreement(f, {
      total: '450.000',
      received: '400.000',
      writtenOff: '0.000',
      pending: '50.000',
      status: 'PARTIALLY_PAID',
      collectionStatus: 'Partially paid',
    });
    await expectLandlordAddsUp();
  });

  it('a partial payment marked as paid: 50 written off with who, when and why, in the audit', async () => {
    const f = await freshInvoice('Short Payer');
    const payment = await createPayment(
      app(),
      tokens.landlord,
      paymentPayload(f.invoice.id, { amount: 400, mark_as_paid: true, write_off_reason: 'Agreed discount' }),
    );
    const expected = {
      total: '450.000',
      received: '400.000',
      writtenOff: '50.000',
      pending: '0.000',
      status: 'PAID',
      collectionStatus: 'Received',
    };
    await expectAgreement(f, expected);
    await expectLandlordAddsUp();

    const detail = (
      await json<{ data: { writeOff: Record<string, unknown> } }>(`/api/invoices/get/${f.invoice.id}`)
    ).data;
    expect(detail.writeOff).toMatchObject({
      amount: '50.000',
      reason: 'Agreed discount',
      createdByName: 'Khaled Al-Sabah',
    });
    const statement = (await json<{ data: TenantStatement }>(`/api/tenant-statements/get/${f.tenantId}`))
      .data;
    expect(statement.entries.map((e) => [e.kind, e.credit ?? e.debit, e.balance])).toEqual([
      ['invoice', '450.000', '450.000'],
      ['payment', '400.000', '50.000'],
      ['write_off', '50.000', '0.000'],
    ]);
    const audit = await queryRows<{ action: string; actor: string }>(
      app().ctx.db,
      sql`select a.action, a.actor_id::text as actor from audit_log a
           where a.entity = 'invoice_write_off' and a.after->>'invoiceId' = ${f.invoice.id}`,
    );
    expect(audit).toEqual([
      { action: 'write_off.create', actor: await userId(app(), 'landlord@example.com') },
    ]);

    // Closed: a further payment is refused, as before.
    expect(payment.invoice_status).toBe('PAID');
    const again = await createPaymentCall(
      app(),
      tokens.landlord,
      paymentPayload(f.invoice.id, { amount: 1 }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('edited payments: the write-off follows the closing payment; a plain partial stays pending', async () => {
    const closed = await freshInvoice('Edited Closer');
    const closing = await createPayment(
      app(),
      tokens.landlord,
      paymentPayload(closed.invoice.id, { amount: 400, mark_as_paid: true }),
    );
    let res = await updatePaymentCall(app(), tokens.landlord, closing.id, updatePayload({ amount: 420 }));
    expect(res.statusCode, res.body).toBe(200);
    await expectAgreement(closed, {
      total: '450.000',
      received: '420.000',
      writtenOff: '30.000',
      pending: '0.000',
      status: 'PAID',
      collectionStatus: 'Received',
    });
    // Raised to the whole total: nothing is written off any more.
    res = await updatePaymentCall(app(), tokens.landlord, closing.id, updatePayload({ amount: 450 }));
    expect(res.statusCode, res.body).toBe(200);
    await expectAgreement(closed, {
      total: '450.000',
      received: '450.000',
      writtenOff: '0.000',
      pending: '0.000',
      status: 'PAID',
      collectionStatus: 'Received',
    });

    const open = await freshInvoice('Edited Partial');
    const partial = await createPayment(
      app(),
      tokens.landlord,
      paymentPayload(open.invoice.id, { amount: 400 }),
    );
    res = await updatePaymentCall(app(), tokens.landlord, partial.id, updatePayload({ amount: 300 }));
    expect(res.statusCode, res.body).toBe(200);
    await expectAgreement(open, {
      total: '450.000',
      received: '300.000',
      writtenOff: '0.000',
      pending: '150.000',
      status: 'PARTIALLY_PAID',
      collectionStatus: 'Partially paid',
    });
    await expectLandlordAddsUp();
  });

  it('a cancelled invoice is expected nothing anywhere', async () => {
    const f = await freshInvoice('Cancelled Tenant');
    const res = await post(app(), tokens.landlord, `/api/invoices/cancel/${f.invoice.id}`);
    expect(res.statusCode, res.body).toBe(200);
    await expectAgreement(f, {
      total: '450.000',
      received: '0.000',
      writtenOff: '0.000',
      pending: '0.000',
      status: 'CANCELLED',
      collectionStatus: null,
    });
    await expectLandlordAddsUp();
  });

  it('a charge added after a write-off is owed again, not written off', async () => {
    const f = await freshInvoice('Charged After');
    await createPayment(
      app(),
      tokens.landlord,
      paymentPayload(f.invoice.id, { amount: 400, mark_as_paid: true }),
    );
    const res = await post(app(), tokens.landlord, '/api/invoice-items/create', {
      invoiceId: f.invoice.id,
      description: 'Water',
      amount: '20',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectAgreement(f, {
      total: '470.000',
      received: '400.000',
      writtenOff: '50.000',
      pending: '20.000',
      status: 'PARTIALLY_PAID',
      collectionStatus: 'Partially paid',
    });
    await expectLandlordAddsUp();
  });

  it('an online capture the invoice could not take (paid by hand meanwhile) is refunded and counts nowhere', async () => {
    const f = await freshInvoice('Paid Twice');
    // Issue 30 item 5: the tenant's checkout is open when the landlord records the rent received.
    const attempt = await startCheckout(settlementDeps(app()), {
      tenantId: f.tenantId,
      landlordId: f.invoice.landlordId,
      invoiceId: f.invoice.id,
    });
    await createPayment(app(), tokens.landlord, paymentPayload(f.invoice.id, { amount: 450 }));
    await payerDecides(app(), attempt.id);
    await browserReturns(app(), attempt.id);
    expect((await attemptRow(app(), attempt.id)).state).toBe('refunded');
    await expectAgreement(f, {
      total: '450.000',
      received: '450.000',
      writtenOff: '0.000',
      pending: '0.000',
      status: 'PAID',
      collectionStatus: 'Received',
    });
    await expectLandlordAddsUp();
  });
});
