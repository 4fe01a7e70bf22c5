import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '../../domain/receiptSchemas';
import { buildTenant, get, post, tokensOf, type Who } from './contractFixtures';
import {
  createPayment,
  createPaymentCall,
  listPayments,
  paymentPayload,
  unpaidInvoice,
  type ListAnswer,
  type SavedAnswer,
} from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * Issue 16 items 2 and 7: the super admin's cross-landlord views. Where it sees several landlords'
 * rows each row says whose it is and the list filters by landlord; where it creates a record it
 * names the landlord; a landlord naming another landlord sees nothing more than before.
 */
describe.each(databaseKinds())("the super admin's cross-landlord views (%s)", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let l1: string;
  let l2: string;
  const app = () => t.app;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    l1 = await userId(t.app, 'landlord@example.com');
    l2 = await userId(t.app, 'landlord2@example.com');
    // One payment, hence one receipt, per landlord: both are each landlord's first receipt number.
    const i1 = await unpaidInvoice(t.app, { rent: '300.000' });
    const i2 = await unpaidInvoice(t.app, { rent: '200.000', landlordEmail: 'landlord2@example.com' });
    await createPayment(t.app, tok.landlord, paymentPayload(i1.id, { amount: 100 }));
    await createPayment(t.app, tok.landlord2, paymentPayload(i2.id, { amount: 50 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const receiptsOf = async (who: Who, query = '') => {
    const res = await get(app(), tok[who], `/api/receipts/list?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Receipt[]; total: number }>();
  };

  it('TENANT PAYMENTS: every landlord at once, labelled, with the tenant; or one landlord', async () => {
    const all = await listPayments(app(), tok.super, { pageSize: 100 });
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json<ListAnswer>().items;
    const byLandlord = new Map(items.map((p) => [p.landlord_id, p.landlord_name]));
    expect([...byLandlord.keys()].sort()).toEqual([l1, l2].sort());
    expect(byLandlord.get(l1)).not.toBe(byLandlord.get(l2));
    expect(items.every((p) => p.tenant_name.length > 0)).toBe(true);

    const onlyL2 = (await listPayments(app(), tok.super, { actor_id: l2 })).json<ListAnswer>().items;
    expect(onlyL2.length).toBeGreaterThan(0);
    expect(onlyL2.every((p) => p.landlord_id === l2)).toBe(true);
    // A landlord still cannot name another.
    expect((await listPayments(app(), tok.landlord, { actor_id: l2 })).statusCode).toBe(403);
  });

  it("records a payment on the landlord it names, into that landlord's own numbering", async () => {
    const invoice = await unpaidInvoice(app(), { rent: '120.000', landlordEmail: 'landlord2@example.com' });
    const res = await createPaymentCall(app(), tok.super, paymentPayload(invoice.id, { amount: 20 }), {
      query: `actor_id=${l2}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedAnswer>().items).toMatchObject({ landlord_id: l2, invoice_id: invoice.id });
    // Naming the wrong landlord for an invoice finds no such invoice.
    const other = await unpaidInvoice(app(), { rent: '90.000', landlordEmail: 'landlord2@example.com' });
    const wrong = await createPaymentCall(app(), tok.super, paymentPayload(other.id, { amount: 5 }), {
      query: `actor_id=${l1}`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('RECEIPTS: the same number for two landlords is told apart by a landlord column and filter', async () => {
    const all = (await receiptsOf('super')).items;
    const first = all.filter((r) => r.receiptNo.endsWith('-000001'));
    expect(first.map((r) => r.landlordId).sort()).toEqual([l1, l2].sort());
    expect(new Set(first.map((r) => r.landlordName)).size).toBe(2);
    expect(first.every((r) => (r.landlordName ?? '').length > 0)).toBe(true);

    const onlyL2 = await receiptsOf('super', `landlordId=${l2}`);
    expect(onlyL2.total).toBeGreaterThan(0);
    expect(onlyL2.items.every((r) => r.landlordId === l2)).toBe(true);
    const report = await get(app(), tok.super, `/api/reports/receipts?landlordId=${l2}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<{ data: { count: number } }>().data.count).toBe(onlyL2.total);

    // A landlord naming another landlord narrows its own receipts to none; it never sees theirs.
    const foreign = await receiptsOf('landlord', `landlordId=${l2}`);
    expect(foreign.total).toBe(0);
    expect((await receiptsOf('landlord')).items.every((r) => r.landlordId === l1)).toBe(true);
  });

  it('creates a tenant for the landlord it chooses, and asks for one when none is chosen', async () => {
    const res = await post(app(), tok.super, '/api/tenants/create', buildTenant({ landlordId: l2 }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: string } }>().data.id;
    const seen = await get(app(), tok.landlord2, `/api/tenants/get/${id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect((await get(app(), tok.landlord, `/api/tenants/get/${id}`)).statusCode).toBe(404);

    const none = await post(app(), tok.super, '/api/tenants/create', buildTenant());
    expect(none.statusCode).toBe(422);
    expect(none.json<{ message: string }>().message).toBe('Choose the landlord this record belongs to.');
  });
});
