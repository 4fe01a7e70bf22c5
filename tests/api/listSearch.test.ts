import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { listCollections } from '../../server/services/collectionQueries';
import { listManualPayments } from '../../server/services/manualPaymentQueries';
import { get, tokensOf, type Who } from './contractFixtures';
import {
  createPayment,
  invoiceRow,
  listPayments,
  paymentPayload,
  unpaidInvoice,
  type InvoiceRow,
  type ListAnswer,
} from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, makeTenant, userId } from '../support/make';

/*
 * The search boxes of the collection report and the manual-payments list (server/services/
 * landlordSearch.ts): a case-insensitive substring inside one landlord's rows, through trigram keys
 * when the term has three letters or digits in a row, by LIKE alone otherwise. Both paths must give
 * the same answer a plain substring test gives, and never another landlord's row.
 */

interface CollectionsAnswer {
  items: { invoice_id: string; invoice_no: string; tenant_name: string; status: string }[];
  total: number;
  totals: { total_collection: number; received_amount: number; pending_amount: number };
}

const sorted = (ids: string[]) => [...ids].sort();

describe.each(databaseKinds())('search of the collection report and the manual payments (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let l1: string;
  let l2: string;
  const app = () => t.app;

  /** One invoice of a new tenant with one payment on it; returns both ids. */
  const billed = async (
    landlord: 'landlord' | 'landlord2',
    name: string,
    reference = 'DEP-7781',
  ): Promise<{ invoice: InvoiceRow; payment: string }> => {
    const landlordEmail = `${landlord}@example.com`;
    const tenantId = await makeTenant(app(), landlordEmail, name);
    const invoice = await unpaidInvoice(app(), { landlordEmail, tenantId, rent: '100.000' });
    const payment = await createPayment(
      app(),
      tok[landlord],
      paymentPayload(invoice.id, { amount: 10, deposit_reference: reference }),
    );
    return { invoice, payment: payment.id };
  };

  let faisal: Awaited<ReturnType<typeof billed>>;
  let arabic: Awaited<ReturnType<typeof billed>>;
  let literal: Awaited<ReturnType<typeof billed>>;
  let lookalike: Awaited<ReturnType<typeof billed>>;
  let zubair: Awaited<ReturnType<typeof billed>>;

  /** Invoice ids the collection report finds for a term (all pages: at most 100 here). */
  const collectionsFound = async (q: string, who: 'landlord' | 'landlord2' = 'landlord') => {
    const landlordId = who === 'landlord' ? l1 : l2;
    const qs = new URLSearchParams({ landlord_id: landlordId, q, pageSize: '100' }).toString();
    const res = await get(app(), tok[who], `/api/collections/list?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CollectionsAnswer>();
    expect(body.total, `collections total for ${q}`).toBe(body.items.length);
    return sorted(body.items.map((r) => r.invoice_id));
  };
  /** Payment ids the manual-payments list finds for a term. */
  const paymentsFound = async (q: string, who: 'landlord' | 'landlord2' = 'landlord') => {
    const landlordId = who === 'landlord' ? l1 : l2;
    const res = await listPayments(app(), tok[who], { actor_id: landlordId, q, pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListAnswer>();
    expect(body.total, `payments total for ${q}`).toBe(body.items.length);
    return sorted(body.items.map((p) => p.id));
  };
  /** Both lists find exactly these rows for the term. */
  const expectFound = async (
    q: string,
    rows: Awaited<ReturnType<typeof billed>>[],
    who: 'landlord' | 'landlord2' = 'landlord',
  ) => {
    expect(await collectionsFound(q, who), `collections for ${q}`).toEqual(
      sorted(rows.map((r) => r.invoice.id)),
    );
    expect(await paymentsFound(q, who), `payments for ${q}`).toEqual(sorted(rows.map((r) => r.payment)));
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    l1 = await userId(t.app, 'landlord@example.com');
    l2 = await userId(t.app, 'landlord2@example.com');
    faisal = await billed('landlord', 'Faisal Al-Azmi');
    arabic = await billed('landlord', 'فيصل العازمي');
    literal = await billed('landlord', 'Rania K_500%', 'REF_50%');
    lookalike = await billed('landlord', 'Rania KX500Z', 'REFX50Y');
    zubair = await billed('landlord2', 'Zubair Qattan');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds a substring in the middle of a word, whatever its case', async () => {
    await expectFound('aisa', [faisal]);
    await expectFound('AISA', [faisal]);
    await expectFound('fAiSaL', [faisal]);
    await expectFound('rania', [literal, lookalike]);
  });

  it('finds by a term of two letters (no trigram), in either case', async () => {
    await expectFound('zm', [faisal]);
    await expectFound('AZ', [faisal]);
    await expectFound('ni', [literal, lookalike]);
  });

  it('takes % and _ literally: a term matches only where the characters are really there', async () => {
    await expectFound('%', [literal]);
    await expectFound('_', [literal]);
    await expectFound('k_500%', [literal]); // with a trigram: KX500Z would match a wildcard _
    await expectFound('K_5', [literal]); // without one
    await expectFound('a%l', []); // as a wildcard it would find Faisal
    await expectFound('f_isal', []);
    await expectFound('\\', []);
    // The deposit reference is searched in the manual payments only.
    expect(await paymentsFound('ref_50%')).toEqual([literal.payment]);
    expect(await paymentsFound('REF_5')).toEqual([literal.payment]);
    expect(await collectionsFound('ref_50%')).toEqual([]);
  });

  it('finds across a word boundary and the hyphens of an invoice number', async () => {
    await expectFound('sal al-az', [faisal]);
    const no = faisal.invoice.invoiceNo; // INV-YYYY-NNNNNN
    expect(no).toMatch(/^INV-\d{4}-\d{6}$/);
    const all = [faisal, arabic, literal, lookalike];
    expect(new Set(all.map((r) => r.invoice.invoiceNo.slice(0, 9))).size).toBe(1);
    await expectFound(no.slice(-6), [faisal]); // the running number
    await expectFound(no.slice(6), [faisal]); // 'YY-NNNNNN', across the second hyphen
    await expectFound(no.toLowerCase(), [faisal]);
    await expectFound(no.slice(0, 8), all); // 'INV-YYYY'
    await expectFound(no.slice(2, 5).toLowerCase(), all); // 'v-2': no trigram
    await expectFound(`${no.slice(0, 9)}0000`, all); // every running number here is below 10
  });

  it('finds an Arabic tenant name by an Arabic substring', async () => {
    await expectFound('عازم', [arabic]);
    await expectFound('فيصل', [arabic]);
    await expectFound('يص', [arabic]);
    await expectFound('صل الع', [arabic]);
    await expectFound('العازمي الهاجري', []);
  });

  it("never answers another landlord's rows: a term of the second landlord's tenant finds nothing for the first", async () => {
    for (const q of ['qattan', 'Zubair', 'zu', 'ubair qat']) {
      await expectFound(q, []);
      const res = await get(
        app(),
        tok.landlord,
        `/api/collections/list?${new URLSearchParams({ landlord_id: l1, q }).toString()}`,
      );
      expect(res.json<CollectionsAnswer>()).toMatchObject({
        total: 0,
        items: [],
        totals: { total_collection: 0, received_amount: 0, pending_amount: 0 },
      });
      await expectFound(q, [zubair], 'landlord2');
    }
    // Invoice numbers run per landlord: both have this one, each finds its own only.
    expect(zubair.invoice.invoiceNo).toBe(faisal.invoice.invoiceNo);
    await expectFound(zubair.invoice.invoiceNo, [zubair], 'landlord2');
    await expectFound(faisal.invoice.invoiceNo.slice(-6), [faisal]);
  });

  it('never answers the rows of a landlord whose id begins alike (the search keys carry 8 characters of it)', async () => {
    // Another landlord id with l2's first 8 characters: the keys of Zubair's rows match its terms.
    const alike = `${l2.slice(0, 8)}-0000-4000-8000-000000000000`;
    expect(alike).not.toBe(l2);
    const links = { secret: 'test', nowMs: Date.now() };
    for (const q of ['qattan', 'zu']) {
      const theirs = await listCollections(
        app().ctx.db,
        { landlordId: l2, q, today: dayOffset(app(), 0) },
        { sort: 'invoice_no', order: 'desc', page: 1, pageSize: 10 },
        links,
      );
      expect(theirs.items.map((r) => r.invoice_id)).toEqual([zubair.invoice.id]);
      const collections = await listCollections(
        app().ctx.db,
        { landlordId: alike, q, today: dayOffset(app(), 0) },
        { sort: 'invoice_no', order: 'desc', page: 1, pageSize: 10 },
        links,
      );
      expect(collections, `collections for ${q}`).toMatchObject({ items: [], total: 0 });
      const payments = await listManualPayments(
        app().ctx.db,
        { landlordId: alike, propertyIds: null, q },
        { page: 1, pageSize: 10 },
        links,
      );
      expect(payments, `payments for ${q}`).toEqual({ items: [], total: 0 });
    }
  });

  it('shows an unpaid invoice past its due date as Overdue, read as of today, without writing the row', async () => {
    const tenantId = await makeTenant(app(), 'landlord@example.com', 'Omar Latepayer');
    const owed = await unpaidInvoice(app(), { tenantId, rent: '100.000' });
    const part = await unpaidInvoice(app(), { tenantId, rent: '200.000' });
    const paid = await unpaidInvoice(app(), { tenantId, rent: '50.000' });
    const notDue = await unpaidInvoice(app(), { tenantId, rent: '25.000' });
    const partPayment = await createPayment(app(), tok.landlord, paymentPayload(part.id, { amount: 40 }));
    const paidPayment = await createPayment(app(), tok.landlord, paymentPayload(paid.id, { amount: 50 }));
    const pastDue = [owed.id, part.id, paid.id];
    await queryRows(
      app().ctx.db,
      sql`update invoices set due_date = ${dayOffset(app(), -2)}::date
           where id in (${owed.id}, ${part.id}, ${paid.id})`,
    );
    const before = await Promise.all([...pastDue, notDue.id].map((id) => invoiceRow(app(), id)));
    expect(before.map((r) => r.status)).toEqual(['UNPAID', 'PARTIALLY_PAID', 'PAID', 'UNPAID']);

    const qs = new URLSearchParams({ landlord_id: l1, q: 'latepayer', sort: 'rent', order: 'desc' });
    const res = await get(app(), tok.landlord, `/api/collections/list?${qs.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CollectionsAnswer>();
    expect(body.items.map((r) => [r.invoice_id, r.status])).toEqual([
      [part.id, 'Overdue'],
      [owed.id, 'Overdue'],
      [paid.id, 'Received'],
      [notDue.id, 'Pending'],
    ]);
    expect(body.total).toBe(4);
    expect(body.totals).toEqual({
      received_amount: 90,
      written_off_amount: 0,
      pending_amount: 285,
      total_collection: 375,
    });

    const payments = await listPayments(app(), tok.landlord, { actor_id: l1, q: 'latepayer' });
    expect(payments.statusCode, payments.body).toBe(200);
    const statusOf = Object.fromEntries(
      payments.json<ListAnswer>().items.map((p) => [p.id, [p.invoice_id, p.invoice_status]]),
    );
    expect(statusOf).toEqual({
      [partPayment.id]: [part.id, 'OVERDUE'],
      [paidPayment.id]: [paid.id, 'PAID'],
    });

    // Nothing was written: the rows keep their stored status and their updated_at.
    const after = await Promise.all([...pastDue, notDue.id].map((id) => invoiceRow(app(), id)));
    expect(after.map((r) => [r.status, r.updatedAt.toISOString()])).toEqual(
      before.map((r) => [r.status, r.updatedAt.toISOString()]),
    );
  });
});
