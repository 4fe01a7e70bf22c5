import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { seedDemoBillingInto } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import {
  createPayment,
  listPayments,
  paymentPayload,
  unpaidInvoice,
  type ListAnswer,
} from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, userId } from '../support/make';

/*
 * landlord_billing_totals (migration 0007) is kept by statement-level triggers on invoices and
 * payments. Whatever writes (the seed, the payment API, an operator's SQL touching many rows and
 * landlords at once), the kept row of every landlord must equal a recount of the two tables.
 */

interface Figures {
  invoices: number;
  received: string;
  /** Closed by "Mark as paid" without payment (migration 0012). */
  writtenOff: string;
  pending: string;
  payments: number;
}

interface CollectionsAnswer {
  total: number;
  totals: {
    total_collection: number;
    received_amount: number;
    written_off_amount: number;
    pending_amount: number;
  };
}

const fils = (amount: string | number) => Math.round(Number(amount) * 1000);

describe.each(databaseKinds())('landlord billing totals kept by triggers (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let l1: string;
  let l2: string;
  const app = () => t.app;
  const db = () => t.app.ctx.db;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

  /** Kept row and recount of every landlord (a landlord missing from the kept table reads as zeros). */
  async function keptEqualsRecount(): Promise<Map<string, Figures>> {
    const rows = await run<{ landlord_id: string; kept: Figures; recount: Figures }>(sql`
      with recount as (
        select landlord_id,
               count(*) filter (where status <> 'CANCELLED')::int as invoices,
               coalesce(sum(paid_amount) filter (where status <> 'CANCELLED'), 0) as received,
               coalesce(sum(written_off_amount) filter (where status <> 'CANCELLED'), 0) as written_off,
               -- domain/invoiceMoney.ts: pending = total - paid - written off (issue 16 item 1).
               coalesce(sum(total - paid_amount - written_off_amount) filter (where status <> 'CANCELLED'), 0) as pending
          from invoices group by landlord_id),
      paid as (select landlord_id, count(*)::int as payments from payments group by landlord_id),
      everyone as (select landlord_id from recount union select landlord_id from paid
                   union select landlord_id from landlord_billing_totals)
      select e.landlord_id,
             json_build_object('invoices', coalesce(b.invoice_count, 0),
                               'received', coalesce(b.received_amount, 0)::numeric(18, 3)::text,
                               'writtenOff', coalesce(b.written_off_amount, 0)::numeric(18, 3)::text,
                               'pending', coalesce(b.pending_amount, 0)::numeric(18, 3)::text,
                               'payments', coalesce(b.payment_count, 0)) as kept,
             json_build_object('invoices', coalesce(r.invoices, 0),
                               'received', coalesce(r.received, 0)::numeric(18, 3)::text,
                               'writtenOff', coalesce(r.written_off, 0)::numeric(18, 3)::text,
                               'pending', coalesce(r.pending, 0)::numeric(18, 3)::text,
                               'payments', coalesce(p.payments, 0)) as recount
        from everyone e
        left join landlord_billing_totals b on b.landlord_id = e.landlord_id
        left join recount r on r.landlord_id = e.landlord_id
        left join paid p on p.landlord_id = e.landlord_id
       order by e.landlord_id`);
    expect(rows.map((r) => ({ landlord: r.landlord_id, ...r.kept }))).toEqual(
      rows.map((r) => ({ landlord: r.landlord_id, ...r.recount })),
    );
    return new Map(rows.map((r) => [r.landlord_id, r.recount]));
  }

  const none: Figures = {
    invoices: 0,
    received: '0.000',
    writtenOff: '0.000',
    pending: '0.000',
    payments: 0,
  };
  /** How one landlord's figures moved: [invoices, received in fils, pending in fils, payments]. */
  const delta = (before: Map<string, Figures>, after: Map<string, Figures>, landlordId: string) => {
    const a = before.get(landlordId) ?? none;
    const b = after.get(landlordId) ?? none;
    return [
      b.invoices - a.invoices,
      fils(b.received) - fils(a.received),
      fils(b.pending) - fils(a.pending),
      b.payments - a.payments,
    ];
  };
  const landlordsOf = (rows: { landlord_id: string }[]) =>
    [...new Set(rows.map((r) => r.landlord_id))].sort();

  let partPaid: string; // landlord 1, 300.000 with 100.000 paid
  let l2Invoice: string; // landlord 2, 120.000 with 20.000 paid
  let l1Payment: string;
  let l2Payment: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBillingInto(t.app);
    tok = await tokensOf(t.app);
    l1 = await userId(t.app, 'landlord@example.com');
    l2 = await userId(t.app, 'landlord2@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("after the demo seed, every landlord's kept totals equal a recount of invoices and payments", async () => {
    const totals = await keptEqualsRecount();
    for (const landlordId of [l1, l2]) {
      expect(totals.get(landlordId)!.invoices).toBeGreaterThan(0);
      expect(totals.get(landlordId)!.payments).toBeGreaterThan(0);
      expect(fils(totals.get(landlordId)!.received)).toBeGreaterThan(0);
    }
    expect(fils(totals.get(l1)!.pending)).toBeGreaterThan(0);
  });

  it('payments through the API (in part, in full, marked paid) move the totals by exactly their money', async () => {
    const before = await keptEqualsRecount();
    const part = await unpaidInvoice(app(), { rent: '300.000' });
    const full = await unpaidInvoice(app(), { rent: '200.000' });
    const marked = await unpaidInvoice(app(), { rent: '150.000' });
    const other = await unpaidInvoice(app(), { rent: '120.000', landlordEmail: 'landlord2@example.com' });
    await createPayment(app(), tok.landlord, paymentPayload(part.id, { amount: 100 }));
    l1Payment = (await createPayment(app(), tok.landlord, paymentPayload(full.id, { amount: 200 }))).id;
    await createPayment(app(), tok.landlord, paymentPayload(marked.id, { amount: 50, mark_as_paid: true }));
    l2Payment = (await createPayment(app(), tok.landlord2, paymentPayload(other.id, { amount: 20 }))).id;
    partPaid = part.id;
    l2Invoice = other.id;

    const after = await keptEqualsRecount();
    // Received 100 + 200 + 50; still owed 200 (the marked-paid invoice owes nothing: its 100 is written off).
    expect(delta(before, after, l1)).toEqual([3, 350_000, 200_000, 3]);
    expect(fils(after.get(l1)!.writtenOff) - fils((before.get(l1) ?? none).writtenOff)).toBe(100_000);
    expect(delta(before, after, l2)).toEqual([1, 20_000, 100_000, 1]);
  });

  it('an invoice cancelled by a direct SQL UPDATE leaves the count, the received and the pending money', async () => {
    const before = await keptEqualsRecount();
    await run(sql`update invoices set status = 'CANCELLED', cancelled_at = now() where id = ${partPaid}`);
    const after = await keptEqualsRecount();
    expect(delta(before, after, l1)).toEqual([-1, -100_000, -200_000, 0]);
    expect(delta(before, after, l2)).toEqual([0, 0, 0, 0]);
  });

  it("one UPDATE over several landlords' invoices keeps each landlord's totals", async () => {
    // Landlord 1's open invoices are overdue already: one more not yet due, so both have rows to move.
    await unpaidInvoice(app(), { rent: '90.000' });
    const before = await keptEqualsRecount();
    // Overdue by SQL, as the hourly job does: a status change that moves no money.
    const overdue = await run<{ landlord_id: string }>(sql`
      update invoices set status = 'OVERDUE'
       where status in ('UNPAID', 'PARTIALLY_PAID') and due_date < ${dayOffset(app(), 60)}::date
       returning landlord_id`);
    expect(landlordsOf(overdue)).toEqual([l1, l2].sort());
    const unchanged = await keptEqualsRecount();
    expect(unchanged).toEqual(before);

    // Every overdue invoice of both landlords grows by 1.005: pending grows by that per invoice.
    const grown = await run<{ landlord_id: string }>(sql`
      update invoices set total = total + 1.005
       where status = 'OVERDUE' and landlord_id in (${l1}, ${l2}) returning landlord_id`);
    const afterGrowth = await keptEqualsRecount();
    for (const landlordId of [l1, l2]) {
      const n = grown.filter((r) => r.landlord_id === landlordId).length;
      expect(n).toBeGreaterThan(0);
      expect(delta(unchanged, afterGrowth, landlordId)).toEqual([0, 0, 1005 * n, 0]);
    }

    // One statement, two landlords, two directions: landlord 1's cancelled invoice comes back
    // (part paid), landlord 2's overdue one is settled in full.
    const flipped = await run<{ landlord_id: string }>(sql`
      update invoices
         set status = case when id = ${partPaid} then 'PARTIALLY_PAID' else 'PAID' end,
             paid_amount = case when id = ${partPaid} then paid_amount else total end,
             cancelled_at = null
       where id in (${partPaid}, ${l2Invoice}) returning landlord_id`);
    expect(landlordsOf(flipped)).toEqual([l1, l2].sort());
    const afterFlip = await keptEqualsRecount();
    expect(delta(afterGrowth, afterFlip, l1)).toEqual([1, 100_000, 200_000, 0]);
    // 120.000 + 1.005 with 20.000 paid: 101.005 moves from pending to received.
    expect(delta(afterGrowth, afterFlip, l2)).toEqual([0, 101_005, -101_005, 0]);
  });

  it('payments deleted by SQL (receipts go with them) and an invoice without payments deleted by SQL', async () => {
    const receiptsOf = async () =>
      (
        await run<{ n: number }>(
          sql`select count(*)::int as n from receipts where payment_id in (${l1Payment}, ${l2Payment})`,
        )
      )[0]!.n;
    expect(await receiptsOf()).toBe(2);
    const before = await keptEqualsRecount();
    const deleted = await run<{ landlord_id: string }>(
      sql`delete from payments where id in (${l1Payment}, ${l2Payment}) returning landlord_id`,
    );
    expect(landlordsOf(deleted)).toEqual([l1, l2].sort());
    expect(await receiptsOf()).toBe(0);
    const afterPayments = await keptEqualsRecount();
    // The invoices keep their paid_amount (no settlement ran): only the payment counts move.
    expect(delta(before, afterPayments, l1)).toEqual([0, 0, 0, -1]);
    expect(delta(before, afterPayments, l2)).toEqual([0, 0, 0, -1]);

    const lone = await unpaidInvoice(app(), { rent: '75.500', landlordEmail: 'landlord2@example.com' });
    const withLone = await keptEqualsRecount();
    expect(delta(afterPayments, withLone, l2)).toEqual([1, 0, 75_500, 0]);
    await run(sql`delete from invoices where id = ${lone.id}`);
    const afterDelete = await keptEqualsRecount();
    expect(afterDelete).toEqual(afterPayments);
  });

  it('several invoices of two landlords inserted in one statement are added to each landlord', async () => {
    // One invoice of landlord 2 cancelled too, so the copy holds cancelled rows of both kinds.
    await run(sql`update invoices set status = 'CANCELLED', cancelled_at = now()
                   where id = (select id from invoices where landlord_id = ${l2} and status = 'PAID'
                                order by invoice_no limit 1)`);
    const before = await keptEqualsRecount();
    // A copy of every invoice of both landlords (all statuses), a century later, numbers suffixed.
    const copied = await run<{ landlord_id: string; status: string }>(sql`
      insert into invoices (landlord_id, contract_id, tenant_id, unit_id, property_id, invoice_no, period,
                            issue_date, due_date, total, paid_amount, written_off_amount, currency, status,
                            tenant_name, property_name, unit_no, last_payment_date, cancelled_at)
      select landlord_id, contract_id, tenant_id, unit_id, property_id, invoice_no || '-COPY',
             (period + interval '100 years')::date, issue_date, due_date, total, paid_amount,
             written_off_amount, currency,
             status, tenant_name, property_name, unit_no, last_payment_date, cancelled_at
        from invoices where landlord_id in (${l1}, ${l2})
      returning landlord_id, status`);
    expect(landlordsOf(copied)).toEqual([l1, l2].sort());
    expect(new Set(copied.map((r) => r.status))).toEqual(
      new Set(['CANCELLED', 'PAID', 'PARTIALLY_PAID', 'OVERDUE']),
    );
    const after = await keptEqualsRecount();
    for (const landlordId of [l1, l2]) {
      const b = before.get(landlordId)!;
      expect(after.get(landlordId)).toEqual({
        invoices: 2 * b.invoices,
        received: ((fils(b.received) * 2) / 1000).toFixed(3),
        writtenOff: ((fils(b.writtenOff) * 2) / 1000).toFixed(3),
        pending: ((fils(b.pending) * 2) / 1000).toFixed(3),
        payments: b.payments,
      });
    }
  });

  const collectionsOf = async (who: 'landlord' | 'landlord2', landlordId: string, page = 1) => {
    const res = await get(app(), tok[who], `/api/collections/list?landlord_id=${landlordId}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CollectionsAnswer & { items: unknown[] }>();
  };
  const paymentsTotalOf = async (who: 'landlord' | 'landlord2', landlordId: string, page = 1) => {
    const res = await listPayments(app(), tok[who], { actor_id: landlordId, constantPage: page });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListAnswer>().total;
  };

  it("the lists' unfiltered count and cards equal the recount of each landlord", async () => {
    const totals = await keptEqualsRecount();
    for (const [who, landlordId] of [
      ['landlord', l1],
      ['landlord2', l2],
    ] as const) {
      const recount = totals.get(landlordId)!;
      const cards = {
        received_amount: Number(recount.received),
        written_off_amount: Number(recount.writtenOff),
        pending_amount: Number(recount.pending),
        total_collection: (fils(recount.received) + fils(recount.writtenOff) + fils(recount.pending)) / 1000,
      };
      const body = await collectionsOf(who, landlordId);
      expect(body.total).toBe(recount.invoices);
      expect(body.items).toHaveLength(10);
      expect(body.totals).toEqual(cards);
      expect(await paymentsTotalOf(who, landlordId)).toBe(recount.payments);
      // A page past the end has no rows but the same figures.
      const beyond = await collectionsOf(who, landlordId, 1000);
      expect([beyond.items, beyond.total, beyond.totals]).toEqual([[], recount.invoices, cards]);
      expect(await paymentsTotalOf(who, landlordId, 1000)).toBe(recount.payments);
    }
  });

  it('the lists answer the kept row itself: a row changed behind the triggers shows in both', async () => {
    const recount = (await keptEqualsRecount()).get(l2)!;
    await run(sql`update landlord_billing_totals
                     set invoice_count = invoice_count + 7, received_amount = received_amount + 1.001,
                         pending_amount = pending_amount + 2.002, payment_count = payment_count + 5
                   where landlord_id = ${l2}`);
    try {
      const body = await collectionsOf('landlord2', l2);
      expect(body.total).toBe(recount.invoices + 7);
      expect(fils(body.totals.received_amount)).toBe(fils(recount.received) + 1001);
      expect(fils(body.totals.pending_amount)).toBe(fils(recount.pending) + 2002);
      expect(await paymentsTotalOf('landlord2', l2)).toBe(recount.payments + 5);
    } finally {
      await run(sql`update landlord_billing_totals
                       set invoice_count = invoice_count - 7, received_amount = received_amount - 1.001,
                           pending_amount = pending_amount - 2.002, payment_count = payment_count - 5
                     where landlord_id = ${l2}`);
    }
    await keptEqualsRecount();
  });

  // Last: it empties the payments of every landlord.
  it('a TRUNCATE of payments (receipts go with it) recounts every landlord', async () => {
    expect((await keptEqualsRecount()).get(l1)!.payments).toBeGreaterThan(0);
    await run(sql`truncate payments cascade`);
    const after = await keptEqualsRecount();
    expect([...after.values()].every((figures) => figures.payments === 0)).toBe(true);
    expect(await paymentsTotalOf('landlord', l1)).toBe(0);
  });
});
