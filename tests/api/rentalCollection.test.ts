import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionTotals, RentalCollectionRow } from '../../domain/reportSchemas';
import { invoices } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, makeTenant, monthStart, userId } from '../support/make';

interface CollectionAnswer {
  success: boolean;
  items: RentalCollectionRow[];
  total: number;
  totalPages: number;
  page: number;
  pageSize: number;
  totals: CollectionTotals;
}

const sum = (values: string[]) => values.reduce((total, v) => total.plus(v), new Big(0)).toFixed(3);

describe.each(databaseKinds())('rental collection report (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: Record<Who, string>;
  const app = () => t.app;
  const month = (offset: number) => monthStart(app(), offset).slice(0, 7);
  let units: { paid: string; partly: string; cancelled: string; other: string };

  async function pay(landlordId: string, invoiceId: string, amount: string) {
    await payInvoice(app(), { landlordId, invoiceId, amount });
  }

  async function collection(who: Who, query = ''): Promise<CollectionAnswer> {
    const res = await get(app(), tokens[who], `/api/reports/rental-collection?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CollectionAnswer>();
  }

  /** Every row of a month, all pages. */
  async function allRows(who: Who, query: string) {
    const rows: RentalCollectionRow[] = [];
    let last: CollectionAnswer;
    for (let page = 1; ; page += 1) {
      last = await collection(who, `${query}&pageSize=3&page=${page}`);
      rows.push(...last.items);
      if (page >= last.totalPages) return { rows, totals: last.totals, total: last.total };
    }
  }

  /** What the database holds for the landlord's month: the report must say the same. */
  async function databaseSums(landlordEmail: string, period: string) {
    const landlordId = await userId(app(), landlordEmail);
    const [row] = await queryRows<{ due: string | null; collected: string | null; units: string }>(
      app().ctx.db,
      sql`select sum(${invoices.total})::text as due, sum(${invoices.paidAmount})::text as collected,
                 count(distinct ${invoices.unitId})::text as units
            from ${invoices}
           where ${invoices.landlordId} = ${landlordId} and ${invoices.period} = ${`${period}-01`}
             and ${invoices.status} <> 'CANCELLED'`,
    );
    const due = new Big(row?.due ?? 0);
    const collected = new Big(row?.collected ?? 0);
    return {
      due: due.toFixed(3),
      collected: collected.toFixed(3),
      outstanding: due.minus(collected).toFixed(3),
      units: Number(row?.units ?? 0),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await tokensOf(app());
    const paid = await makeContract(app(), { rent: '400.000' });
    const partly = await makeContract(app(), {
      tenantId: await makeTenant(app(), 'landlord@example.com', 'Salem Mutairi'),
      rent: '250.750',
    });
    const cancelled = await makeContract(app(), { rent: '999.000' });
    const other = await makeContract(app(), {
      landlordEmail: 'landlord2@example.com',
      tenantId: await makeTenant(app(), 'landlord2@example.com'),
      rent: '123.000',
    });
    const p = await issueInvoices(app(), paid.landlordId, paid.contractId);
    const q = await issueInvoices(app(), partly.landlordId, partly.contractId);
    const c = await issueInvoices(app(), cancelled.landlordId, cancelled.contractId);
    await issueInvoices(app(), other.landlordId, other.contractId);
    // This month: one paid in full, one paid 0.1 + 0.2 + 100.000, one cancelled; last month partly paid.
    await pay(paid.landlordId, p[3]!.id, '400.000');
    for (const amount of ['0.1', '0.2', '100.000']) await pay(partly.landlordId, q[3]!.id, amount);
    await pay(paid.landlordId, p[2]!.id, '150.000');
    await app().ctx.db.execute(sql`update invoices set status = 'CANCELLED' where id = ${c[3]!.id}`);
    units = { paid: paid.unitId, partly: partly.unitId, cancelled: cancelled.unitId, other: other.unitId };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('defaults to this Kuwait month and adds due, collected and outstanding exactly as the database holds them', async () => {
    const expected = await databaseSums('landlord@example.com', month(0));
    const { rows, totals, total } = await allRows('landlord', '');
    expect(total).toBe(expected.units);
    expect(rows).toHaveLength(expected.units);
    expect(totals).toEqual({
      due: expected.due,
      collected: expected.collected,
      writtenOff: '0.000',
      outstanding: expected.outstanding,
    });
    expect(sum(rows.map((r) => r.due))).toBe(totals.due);
    expect(sum(rows.map((r) => r.collected))).toBe(totals.collected);
    expect(sum(rows.map((r) => r.outstanding))).toBe(totals.outstanding);
    for (const row of rows) {
      expect(row.period).toBe(month(0));
      expect(new Big(row.due).minus(row.collected).toFixed(3)).toBe(row.outstanding);
    }
    // Sorted by property name (the fixtures' 'Tower N' names sort alike under any collation).
    const names = rows.map((r) => r.propertyName).filter((name) => /^Tower \d+$/.test(name));
    expect(names).toEqual([...names].sort());
  });

  it('shows each unit’s own month: paid, partly paid, and nothing for a cancelled invoice', async () => {
    const { rows } = await allRows('landlord', `month=${month(0)}`);
    const byUnit = new Map(rows.map((r) => [r.unitId, r]));
    expect(byUnit.get(units.paid)).toMatchObject({
      due: '400.000',
      collected: '400.000',
      outstanding: '0.000',
    });
    expect(byUnit.get(units.partly)).toMatchObject({
      due: '250.750',
      collected: '100.300',
      outstanding: '150.450',
      tenantName: 'Salem Mutairi',
      period: month(0),
      unitNo: expect.any(String),
      propertyName: expect.stringMatching(/^Tower /),
    });
    expect(byUnit.has(units.cancelled)).toBe(false);
    expect(byUnit.has(units.other)).toBe(false);

    const last = await allRows('landlord', `month=${month(-1)}`);
    expect(last.rows.find((r) => r.unitId === units.paid)).toMatchObject({
      period: month(-1),
      due: '400.000',
      collected: '150.000',
      outstanding: '250.000',
    });
    const lastExpected = await databaseSums('landlord@example.com', month(-1));
    expect(last.totals.outstanding).toBe(lastExpected.outstanding);
  });

  it('searches unit, property and tenant, and keeps landlords apart', async () => {
    const found = await collection('landlord', 'q=salem mut');
    expect(found.items.map((r) => r.unitId)).toEqual([units.partly]);
    expect(found.totals).toEqual({
      due: '250.750',
      collected: '100.300',
      writtenOff: '0.000',
      outstanding: '150.450',
    });
    const unit = found.items[0]!;
    expect((await collection('landlord', `q=${unit.propertyName}`)).items.map((r) => r.unitId)).toContain(
      units.partly,
    );
    const byProperty = await collection('landlord', `propertyId=${unit.propertyId}`);
    expect(byProperty.items.map((r) => r.unitId)).toEqual([units.partly]);

    const two = await allRows('landlord2', '');
    expect(two.rows.map((r) => r.unitId)).toContain(units.other);
    expect(two.rows.map((r) => r.unitId)).not.toContain(units.partly);
    const expected = await databaseSums('landlord2@example.com', month(0));
    expect(two.totals).toEqual({
      due: expected.due,
      collected: expected.collected,
      writtenOff: '0.000',
      outstanding: expected.outstanding,
    });
    expect((await collection('manager')).totals).toEqual((await collection('landlord')).totals);
  });

  it('is for the landlord’s side only, and refuses a malformed month', async () => {
    expect((await get(app(), tokens.tenant, '/api/reports/rental-collection')).statusCode).toBe(403);
    const bad = await get(app(), tokens.landlord, '/api/reports/rental-collection?month=2026-13');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe('Enter the month as YYYY-MM.');
    const empty = await collection('landlord', 'month=1990-01');
    expect(empty).toMatchObject({
      items: [],
      total: 0,
      totals: { due: '0.000', collected: '0.000', writtenOff: '0.000', outstanding: '0.000' },
    });
  });
});
