import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { seedDemoBillingInto } from './billingFixtures';
import { tokensOf, type Who } from './contractFixtures';
import {
  createPayment,
  listPayments,
  paymentPayload,
  unpaidInvoice,
  updatePayload,
  updatePaymentCall,
  type ListAnswer,
} from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { userId } from '../support/make';

/*
 * landlord_payment_days (migration 0008): per landlord and day, how many payments came in, kept by
 * triggers on payments. The manual-payments list's total for a date range is read from it, so after
 * any write it must equal a count of the payments themselves.
 */

describe.each(databaseKinds())('payments per landlord and day (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let l1: string;
  const run = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);

  /** Every kept (landlord, day) with a payment equals the count of payments; no other day holds any. */
  async function keptDaysEqualRecount(): Promise<number> {
    const rows = await run<{ landlord_id: string; day: string; kept: number; recount: number }>(sql`
      with recount as (select landlord_id, payment_date as day, count(*)::int as n
                         from payments group by 1, 2)
      select coalesce(k.landlord_id, r.landlord_id) as landlord_id, coalesce(k.day, r.day)::text as day,
             coalesce(k.payment_count, 0) as kept, coalesce(r.n, 0) as recount
        from landlord_payment_days k full join recount r on r.landlord_id = k.landlord_id and r.day = k.day
       order by 1, 2`);
    expect(rows.map((r) => [r.landlord_id, r.day, r.kept])).toEqual(
      rows.map((r) => [r.landlord_id, r.day, r.recount]),
    );
    return rows.reduce((sum, r) => sum + r.recount, 0);
  }

  /** The list's total for a range, and the payments really in it. */
  async function rangeTotals(dateFrom: string, dateTo: string) {
    const res = await listPayments(t.app, tok.landlord, { actor_id: l1, dateFrom, dateTo });
    expect(res.statusCode, res.body).toBe(200);
    const [counted] = await run<{ n: number }>(sql`
      select count(*)::int as n from payments
       where landlord_id = ${l1} and payment_date between ${dateFrom}::date and ${dateTo}::date`);
    return { listed: res.json<ListAnswer>().total, counted: counted!.n };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBillingInto(t.app);
    tok = await tokensOf(t.app);
    l1 = await userId(t.app, 'landlord@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('after the demo seed the kept days equal a count of the payments', async () => {
    expect(await keptDaysEqualRecount()).toBeGreaterThan(0);
  });

  it('a payment recorded, then moved to another deposit date, moves between days; ranges count it once', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '500.000' });
    const payment = await createPayment(
      t.app,
      tok.landlord,
      paymentPayload(invoice.id, { amount: 100, deposit_date: '2026-03-10T09:00:00.000Z' }),
    );
    await keptDaysEqualRecount();
    const march = await rangeTotals('2026-03-01', '2026-03-31');
    expect(march.listed).toBe(march.counted);
    expect(march.listed).toBeGreaterThan(0);

    const moved = await updatePaymentCall(
      t.app,
      tok.landlord,
      payment.id,
      updatePayload({ amount: 100, deposit_date: '2026-04-20T09:00:00.000Z' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await keptDaysEqualRecount();
    const marchAfter = await rangeTotals('2026-03-01', '2026-03-31');
    const april = await rangeTotals('2026-04-01', '2026-04-30');
    expect(marchAfter).toEqual({ listed: march.listed - 1, counted: march.counted - 1 });
    expect(april.listed).toBe(april.counted);
    // A page of that range lists the moved payment, newest first.
    const page = await listPayments(t.app, tok.landlord, {
      actor_id: l1,
      dateFrom: '2026-04-20',
      dateTo: '2026-04-20',
    });
    expect(page.json<ListAnswer>().items.map((p) => p.id)).toContain(payment.id);
  });

  it('SQL that moves, deletes or empties payments keeps the days', async () => {
    await run(sql`update payments set payment_date = payment_date - 31 where landlord_id = ${l1}`);
    await keptDaysEqualRecount();
    const whole = await rangeTotals('2000-01-01', '2100-01-01');
    expect(whole.listed).toBe(whole.counted);
    await run(
      sql`delete from payments where id in (select id from payments where landlord_id = ${l1} limit 2)`,
    );
    await keptDaysEqualRecount();
    await run(sql`truncate payments cascade`);
    expect(await keptDaysEqualRecount()).toBe(0);
    expect(await rangeTotals('2000-01-01', '2100-01-01')).toEqual({ listed: 0, counted: 0 });
  });
});
