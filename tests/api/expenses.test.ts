import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expensesContract } from '../../domain/contracts/expenses';
import { reportsContract } from '../../domain/contracts/reports';
import { auditLog, expenses, managerProperties } from '../../server/db/schema';
import { makeRecurringExpenses } from '../../server/services/expenseSources';
import { api } from '../support/api';
import { payInvoice } from './billingFixtures';
import { tokensOf, type Who } from './contractFixtures';
import { call, reported } from './maintenanceFixtures';
import { MINIMAL_PDF, multipartBody } from './multipart';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, monthStart, makeUnit, userId } from '../support/make';

/*
 * Issue 36 items 1 and 2: a landlord's expenses (scoped, validated, with receipts, audited), a
 * maintenance cost becoming one expense, monthly expenses made once per month, and the profit per
 * building whose collected equals the collection report's and whose net is to the fils.
 */
describe.each(databaseKinds())('expenses and profit per building (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = expensesContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);
  const message = (answer: { status: number; body: unknown }) => [
    answer.status,
    (answer.body as { message: string }).message,
  ];

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('records, reads, updates and deletes an expense, each write with one audit row', async () => {
    const { propertyId, unitId } = await makeUnit(t.app, 'landlord@example.com');
    const made = (
      await as('landlord').ok(E.create, {
        body: { property_id: propertyId, unit_id: unitId, date: '2026-03-04', amount: '45.5', category: 'utilities', vendor: 'MEW', note: 'Electricity' }, // prettier-ignore
      })
    ).data;
    expect([made.amount, made.category, made.unit_id, made.date, made.vendor]).toEqual(['45.500', 'utilities', unitId, '2026-03-04', 'MEW']); // prettier-ignore
    const updated = (
      await as('landlord').ok(E.update, { params: { id: made.id }, body: { amount: '46.125' } })
    ).data;
    expect([updated.amount, updated.vendor, updated.category]).toEqual(['46.125', 'MEW', 'utilities']);
    const listed = await as('landlord').ok(E.list, { query: { property_id: propertyId } });
    expect([listed.total, listed.total_amount]).toEqual([1, '46.125']);
    expect((await as('landlord').ok(E.delete, { params: { id: made.id } })).message).toBe('Expense deleted.');
    expect(message(await as('landlord').call(E.get, { params: { id: made.id } }))).toEqual([404, 'Expense not found.']); // prettier-ignore
    const audit = await t.app.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'expense'), eq(auditLog.entityId, made.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['expense.create', 'expense.update', 'expense.delete']);
  });

  it('refuses bad input with the field named, in the reader’s words', async () => {
    const { propertyId } = await makeUnit(t.app, 'landlord@example.com');
    const bad = await as('landlord').call(E.create, {
      body: { property_id: propertyId, date: '2026-02-30', amount: '0', category: 'food' as never },
    });
    expect(bad.status).toBe(422);
    const fields = (bad.body as unknown as { detail: { loc: string[]; msg: string }[] }).detail.map((d) => [d.loc.at(-1), d.msg]); // prettier-ignore
    expect(fields).toEqual(
      expect.arrayContaining([
        ['date', 'Use a real calendar date as YYYY-MM-DD.'],
        ['amount', 'The amount must be a number greater than 0 with up to 3 decimal places (e.g., 120.000).'],
        ['category', expect.stringContaining('Choose the category')],
      ]),
    );
    const fils = await as('landlord').call(E.create, { body: { property_id: propertyId, date: '2026-02-03', amount: '1.2345', category: 'other' } }); // prettier-ignore
    expect(fils.status).toBe(422);
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/expenses/create',
      headers: { ...bearer(tok.landlord), 'accept-language': 'ar' },
      payload: { property_id: propertyId, date: '2026-02-03', amount: 'x', category: 'other' },
    });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.body).toContain('يجب أن يكون المبلغ');
  });

  it('keeps to its scope: another landlord 404, a limited manager its properties, a tenant 403', async () => {
    const mine = await makeUnit(t.app, 'landlord@example.com');
    const other = await makeUnit(t.app, 'landlord@example.com');
    const theirs = await makeUnit(t.app, 'landlord2@example.com');
    const body = (propertyId: string) => ({ property_id: propertyId, date: '2026-04-01', amount: '10', category: 'cleaning' as const }); // prettier-ignore
    const inMine = (await as('landlord').ok(E.create, { body: body(mine.propertyId) })).data;
    const inOther = (await as('landlord').ok(E.create, { body: body(other.propertyId) })).data;
    const ofTheirs = (await as('landlord2').ok(E.create, { body: body(theirs.propertyId) })).data;
    expect(message(await as('landlord').call(E.get, { params: { id: ofTheirs.id } }))).toEqual([404, 'Expense not found.']); // prettier-ignore
    expect((await as('landlord').call(E.update, { params: { id: ofTheirs.id }, body: { amount: '1' } })).status).toBe(404); // prettier-ignore
    expect((await as('landlord').call(E.delete, { params: { id: ofTheirs.id } })).status).toBe(404);
    // Another landlord's property is refused as the expense's property.
    const foreign = await as('landlord').call(E.create, { body: body(theirs.propertyId) });
    expect(message(foreign)).toEqual([422, 'Choose the property the expense belongs to.']);
    const landlordList = await as('landlord').ok(E.list, { query: { pageSize: 100 } });
    expect(landlordList.items.some((e) => e.id === ofTheirs.id)).toBe(false);

    const managerId = await userId(t.app, 'manager@example.com');
    await t.app.ctx.db.insert(managerProperties).values({ managerId, propertyId: mine.propertyId });
    try {
      const managerList = await as('manager').ok(E.list, { query: { pageSize: 100 } });
      expect(managerList.items.map((e) => e.id)).toContain(inMine.id);
      expect(managerList.items.every((e) => e.property_id === mine.propertyId)).toBe(true);
      expect((await as('manager').call(E.get, { params: { id: inOther.id } })).status).toBe(404);
      expect((await as('manager').call(E.create, { body: body(other.propertyId) })).status).toBe(422);
      expect((await as('manager').call(E.create, { body: body(mine.propertyId) })).status).toBe(200);
      // Deleting is the landlord's unless granted.
      expect((await as('manager').call(E.delete, { params: { id: inMine.id } })).status).toBe(403);
    } finally {
      await t.app.ctx.db.delete(managerProperties).where(eq(managerProperties.managerId, managerId));
    }
    for (const endpoint of [E.list, E.profit] as const) {
      const res = await as('tenant').call(endpoint as typeof E.list, {
        query: { month: '2026-04' } as never,
      });
      expect(res.status).toBe(403);
    }
    expect((await as('super').call(E.list)).status).toBe(200);
  });

  it('keeps receipt files, checked by content, and links them', async () => {
    const { propertyId } = await makeUnit(t.app, 'landlord@example.com');
    const form = await multipartBody(
      { property_id: propertyId, date: '2026-04-02', amount: '80', category: 'maintenance', vendor: 'Fixit' },
      [{ name: 'receipt.pdf', data: Buffer.from(MINIMAL_PDF), type: 'application/pdf' }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/expenses/create',
      headers: { ...bearer(tok.landlord), ...form.headers },
      payload: form.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: { receipts: { name: string; url: string }[] } }>().data;
    expect(data.receipts.map((r) => r.name)).toEqual(['receipt.pdf']);
    const file = await t.app.inject({ method: 'GET', url: data.receipts[0]!.url });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    const fake = await multipartBody(
      { property_id: propertyId, date: '2026-04-02', amount: '80', category: 'maintenance' },
      [{ name: 'receipt.pdf', data: Buffer.from('MZ not a pdf'), type: 'application/pdf' }],
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/expenses/create',
      headers: { ...bearer(tok.landlord), ...fake.headers },
      payload: fake.body,
    });
    expect(refused.statusCode).toBe(422);
  });

  it('makes a maintenance request’s cost one expense of its property, once, marked when charged', async () => {
    const contract = await makeContract(t.app, { rent: '200.000' });
    const { id } = await reported(t.app, tok.tenant, { unit_id: contract.unitId });
    const cost = (value: string | null) =>
      call(t.app, tok.landlord, 'POST', `/api/maintenance-requests/update/${id}`, { cost: value });
    const ofRequest = () => t.app.ctx.db.select().from(expenses).where(eq(expenses.maintenanceRequestId, id));
    expect((await cost('25.250')).statusCode).toBe(200);
    expect((await cost('25.250')).statusCode).toBe(200);
    let rows = await ofRequest();
    expect(rows.map((r) => [r.amount, r.category, r.propertyId, r.chargedToTenant])).toEqual([
      ['25.250', 'maintenance', contract.propertyId, false],
    ]);
    await cost('30.000');
    rows = await ofRequest();
    expect(rows.map((r) => r.amount)).toEqual(['30.000']);
    const listed = await as('landlord').ok(E.list, { query: { property_id: contract.propertyId } });
    expect(listed.items.map((e) => [e.maintenance_request_id, e.amount])).toEqual([[id, '30.000']]);
  });

  it('makes a monthly expense once per month, even when the job runs twice at once', async () => {
    const { propertyId } = await makeUnit(t.app, 'landlord@example.com');
    const start = monthStart(t.app, -2);
    const source = (
      await as('landlord').ok(E.create, {
        body: { property_id: propertyId, date: `${start.slice(0, 8)}31`.replace(/-31$/, '-28'), amount: '150', category: 'caretaker', recurrence: 'monthly' }, // prettier-ignore
      })
    ).data;
    const now = t.app.ctx.now();
    const [a, b] = await Promise.all([makeRecurringExpenses(t.app.ctx.db, now), makeRecurringExpenses(t.app.ctx.db, now)]); // prettier-ignore
    const again = await makeRecurringExpenses(t.app.ctx.db, now);
    const copies = await t.app.ctx.db
      .select()
      .from(expenses)
      .where(eq(expenses.recurringSourceId, source.id))
      .orderBy(expenses.recurringPeriod);
    expect(copies.map((c) => [c.recurringPeriod, c.amount, c.category])).toEqual([
      [monthStart(t.app, -1).slice(0, 7), '150.000', 'caretaker'],
      [monthStart(t.app, 0).slice(0, 7), '150.000', 'caretaker'],
    ]);
    expect(copies.map((c) => c.expenseDate.slice(8))).toEqual(['28', '28']);
    expect(a + b).toBeGreaterThanOrEqual(2);
    expect(again).toBe(0);
  });

  it('reports profit per building: collected equals the collection report’s, net to the fils', async () => {
    const c = await makeContract(t.app, { rent: '412.345' });
    const issued = await issueInvoices(t.app, c.landlordId, c.contractId);
    const month = issued.at(-2)!.period.slice(0, 7);
    await payInvoice(t.app, { landlordId: c.landlordId, invoiceId: issued.at(-2)!.id, amount: '400.001' });
    const spend = (amount: string, category: 'utilities' | 'caretaker' | 'other', day = '10') =>
      as('landlord').ok(E.create, { body: { property_id: c.propertyId, date: `${month}-${day}`, amount, category } }); // prettier-ignore
    await spend('12.345', 'utilities');
    await spend('150.000', 'caretaker');
    await spend('0.001', 'other', '01');
    // Another month's expense stays out.
    await as('landlord').ok(E.create, { body: { property_id: c.propertyId, date: `${issued.at(-1)!.period.slice(0, 7)}-01`, amount: '99', category: 'other' } }); // prettier-ignore

    const report = (await as('landlord').ok(E.profit, { query: { month, property_id: c.propertyId } })).data;
    expect(report.rows).toHaveLength(1);
    const row = report.rows[0]!;
    expect([row.invoiced, row.collected, row.other_income, row.expenses, row.net]).toEqual([
      '412.345',
      '400.001',
      '0.000',
      '162.346',
      '237.655',
    ]);
    expect([row.by_category.utilities, row.by_category.caretaker, row.by_category.other]).toEqual(['12.345', '150.000', '0.001']); // prettier-ignore
    const collection = await as('landlord').ok(reportsContract.endpoints.rentalCollection, {
      query: { month, propertyId: c.propertyId },
    });
    const totals = (collection as unknown as { totals: { collected: string | number } }).totals;
    expect(Number(totals.collected).toFixed(3)).toBe(row.collected);

    const csv = await t.app.inject({ url: `/api/expenses/profit/csv?month=${month}&property_id=${c.propertyId}`, headers: bearer(tok.landlord) }); // prettier-ignore
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('412.345,400.001,0.000');
    expect(csv.body).toContain('162.346,237.655');
    for (const language of ['en', 'ar']) {
      const pdf = await t.app.inject({ url: `/api/expenses/profit/pdf?month=${month}`, headers: { ...bearer(tok.landlord), 'accept-language': language } }); // prettier-ignore
      expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 4).toString()]).toEqual([200, 'application/pdf', '%PDF']); // prettier-ignore
    }
    const bad = await as('landlord').call(E.profit, { query: { month: '2026-13' } });
    expect(message(bad)).toEqual([422, 'Enter the month as YYYY-MM.']);
  });
});
