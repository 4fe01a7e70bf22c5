import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '../../domain/receiptSchemas';
import type { ReceiptReport } from '../../domain/reportSchemas';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant } from '../support/make';

const sum = (values: string[]) => values.reduce((total, v) => total.plus(v), new Big(0)).toFixed(3);

describe.each(databaseKinds())('financial receipts report (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tokens: Record<Who, string>;
  /** The properties paid on here: the demo data may hold receipts of its own. */
  const property = { a: '', b: '', other: '' };
  const app = () => t.app;

  async function pay(
    landlordId: string,
    invoiceId: string,
    amount: string,
    method: string | null,
    daysAgo: number,
  ) {
    await payInvoice(app(), {
      landlordId,
      invoiceId,
      amount,
      method,
      depositDay: dayOffset(app(), -daysAgo),
    });
  }

  async function report(who: Who, query: string): Promise<ReceiptReport> {
    const res = await get(app(), tokens[who], `/api/reports/receipts?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json<{ data: ReceiptReport }>().data;
  }

  /** Every receipt receipts/list returns for the query, all pages. */
  async function listAll(who: Who, query: string): Promise<Receipt[]> {
    const items: Receipt[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get(app(), tokens[who], `/api/receipts/list?${query}&pageSize=7&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ items: Receipt[]; totalPages: number }>();
      items.push(...body.items);
      if (page >= body.totalPages) return items;
    }
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await tokensOf(app());
    // Two properties of landlord 1, payments over two months and every method, amounts that floats get wrong.
    const a = await makeContract(app(), { rent: '500.000' });
    const b = await makeContract(app(), {
      tenantId: await makeTenant(app(), 'landlord@example.com'),
      rent: '90.300',
    });
    const [a1, a2, a3] = await issueInvoices(app(), a.landlordId, a.contractId);
    const [b1, b2] = await issueInvoices(app(), b.landlordId, b.contractId);
    property.a = a.propertyId;
    property.b = b.propertyId;
    await pay(a.landlordId, a1!.id, '0.100', 'cash', 70);
    await pay(a.landlordId, a1!.id, '0.200', 'cash', 65);
    await pay(a.landlordId, a2!.id, '123.455', 'bank_transfer', 40);
    await pay(a.landlordId, a3!.id, '10.001', null, 12);
    await pay(b.landlordId, b1!.id, '90.300', 'cheque', 38);
    await pay(b.landlordId, b2!.id, '45.150', 'pos', 3);
    await pay(b.landlordId, b2!.id, '0.007', 'cash', 1);
    // Landlord 2's money must never reach landlord 1's report.
    const other = await makeContract(app(), {
      landlordEmail: 'landlord2@example.com',
      tenantId: await makeTenant(app(), 'landlord2@example.com'),
    });
    const [o1] = await issueInvoices(app(), other.landlordId, other.contractId);
    property.other = other.propertyId;
    await pay(other.landlordId, o1!.id, '33.333', 'cash', 20);
  });
  afterAll(async () => {
    await t?.close();
  });

  const range = () => `dateFrom=${dayOffset(app(), -66)}&dateTo=${dayOffset(app(), -2)}`;

  it('totals exactly the receipts the receipts list shows for the same range, and each breakdown adds up', async () => {
    for (const who of ['landlord', 'manager', 'landlord2', 'super'] as const) {
      const listed = await listAll(who, range());
      const data = await report(who, range());
      expect(data.dateFrom).toBe(dayOffset(app(), -66));
      expect(data.dateTo).toBe(dayOffset(app(), -2));
      expect(data.count).toBe(listed.length);
      expect(data.total).toBe(sum(listed.map((r) => r.amount)));
      for (const breakdown of [data.byPeriod, data.byProperty, data.byMethod]) {
        expect(sum(breakdown.map((line) => line.total))).toBe(data.total);
        expect(breakdown.reduce((n, line) => n + line.count, 0)).toBe(data.count);
      }
      // Every line equals the listed receipts it stands for.
      for (const line of data.byPeriod) {
        expect(line.total).toBe(
          sum(listed.filter((r) => r.receivedOn.startsWith(line.period)).map((r) => r.amount)),
        );
      }
      for (const line of data.byProperty) {
        expect(line.total).toBe(
          sum(listed.filter((r) => r.propertyId === line.propertyId).map((r) => r.amount)),
        );
      }
      for (const line of data.byMethod) {
        const method = line.method === 'unspecified' ? null : line.method;
        expect(line.total).toBe(sum(listed.filter((r) => r.method === method).map((r) => r.amount)));
      }
    }
  });

  it('adds fils exactly and keeps landlords apart', async () => {
    // In range on property a: 0.200 + 123.455 + 10.001 (the 0.100 paid 70 days ago is outside).
    const a = await report('landlord', `${range()}&propertyId=${property.a}`);
    expect(a).toMatchObject({ total: '133.656', count: 3 });
    expect(a.byMethod).toEqual([
      { method: 'bank_transfer', total: '123.455', count: 1 },
      { method: 'cash', total: '0.200', count: 1 },
      { method: 'unspecified', total: '10.001', count: 1 },
    ]);
    expect(a.byProperty).toEqual([
      { propertyId: property.a, propertyName: expect.stringMatching(/^Tower /), total: '133.656', count: 3 },
    ]);
    // Property b: 90.300 + 45.150 (the 0.007 paid yesterday is outside).
    const b = await report('landlord', `${range()}&propertyId=${property.b}`);
    expect(b).toMatchObject({ total: '135.450', count: 2 });

    const whole = await report('landlord', range());
    const lines = new Map(whole.byProperty.map((l) => [l.propertyId, l.total]));
    expect(lines.get(property.a)).toBe('133.656');
    expect(lines.get(property.b)).toBe('135.450');
    expect(lines.has(property.other)).toBe(false);
    expect(whole.byPeriod.map((l) => l.period)).toEqual(
      [...new Set(whole.byPeriod.map((l) => l.period))].sort(),
    );

    const two = await report('landlord2', range());
    const twoLines = new Map(two.byProperty.map((l) => [l.propertyId, l.total]));
    expect(twoLines.get(property.other)).toBe('33.333');
    expect(twoLines.has(property.a) || twoLines.has(property.b)).toBe(false);
    // Landlord 1 asking for landlord 2's property gets nothing.
    expect(await report('landlord', `propertyId=${property.other}`)).toMatchObject({
      total: '0.000',
      count: 0,
    });
  });

  it('applies the method and property filters as the list does', async () => {
    const all = await report('landlord', range());
    const line = all.byProperty.find((l) => l.propertyId === property.b)!;
    const byProperty = await report('landlord', `${range()}&propertyId=${property.b}`);
    expect(byProperty).toMatchObject({ total: line.total, count: line.count });
    const listed = await listAll('landlord', `${range()}&propertyId=${property.b}`);
    expect(sum(listed.map((r) => r.amount))).toBe(line.total);

    const cash = await report('landlord', 'method=cash');
    expect(cash.total).toBe(sum((await listAll('landlord', 'method=cash')).map((r) => r.amount)));
    expect(cash.byMethod.map((l) => l.method)).toEqual(['cash']);
  });

  it('answers an empty range with zeros, and refuses tenants and bad dates', async () => {
    const empty = await report('landlord', 'dateFrom=1990-01-01&dateTo=1990-12-31');
    expect(empty).toEqual({
      dateFrom: '1990-01-01',
      dateTo: '1990-12-31',
      total: '0.000',
      count: 0,
      refunded: '0.000',
      refundCount: 0,
      net: '0.000',
      byPeriod: [],
      byProperty: [],
      byMethod: [],
    });
    expect((await get(app(), tokens.tenant, '/api/reports/receipts')).statusCode).toBe(403);
    const bad = await get(app(), tokens.landlord, '/api/reports/receipts?dateTo=2026-13-01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe('Enter the to date as YYYY-MM-DD.');
  });
});
