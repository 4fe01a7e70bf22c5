import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/contractSchemas';
import { importsContract } from '../../domain/contracts/imports';
import { reportsContract } from '../../domain/contracts/reports';
import { imports, invoiceItems, invoices } from '../../server/db/schema';
import { generateInvoices } from '../../server/services/invoicing';
import { api } from '../support/api';
import { dayOffset, makeContract, makeTenant, makeUnit, monthStart, userId } from '../support/make';
import { tokensOf, type Who } from './contractFixtures';
import {
  auditActions,
  civilIds,
  csv,
  dmy,
  importLeases,
  importPortfolio,
  tableCounts,
  upload,
} from './importFixtures';
import { createPaymentCall, paymentPayload } from './paymentFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 36 item 5: what a tenant owed on a day before the product, from a spreadsheet. Each row
 * becomes an invoice of the tenant's contract (numbered, overdue when its due date has passed) that
 * the collection report counts like any other, to the fils; a dry run names every row's errors;
 * an undo removes exactly those invoices, and is refused once one is paid.
 */

const HEADER = ['Civil ID', 'Email', 'Property name', 'Unit number', 'Balance date', 'Amount (KWD)', 'Due date', 'Description']; // prettier-ignore

type Rental = { totals: { due: string; collected: string; outstanding: string } };

describe.each(databaseKinds())('import opening balances from a spreadsheet (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = importsContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);
  const invoicesOf = async (importId: string) => {
    const [row] = await t.app.ctx.db.select({ written: imports.written }).from(imports).where(eq(imports.id, importId)); // prettier-ignore
    return t.app.ctx.db.select().from(invoices).where(inArray(invoices.id, row!.written.invoices!)).orderBy(invoices.total); // prettier-ignore
  };
  const rental = async (month: string, propertyId: string) =>
    (await as('landlord').ok(reportsContract.endpoints.rentalCollection, { query: { month: month.slice(0, 7), propertyId } })) as unknown as Rental; // prettier-ignore

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('imports balances onto imported and hand-made contracts as overdue invoices the collection report counts to the fils', async () => {
    const building = { name: 'Balance Tower', units: ['B1', 'B2'], civilIds: civilIds('2940404', 2), phonePrefix: '5540000' }; // prettier-ignore
    const { emails } = await importPortfolio(t.app, tok.landlord, building);
    await importLeases(t.app, tok.landlord, building, monthStart(t.app, -6));
    const handTenant = await makeTenant(t.app, 'landlord@example.com', { email: 'bal-hand@import.test' });
    const hand = await makeContract(t.app, { tenantId: handTenant, startDate: monthStart(t.app, -1) });
    const lastMonthEnd = addDays(monthStart(t.app, 0), -1);
    const arrears = addDays(monthStart(t.app, -3), 14);
    const file = csv([
      HEADER,
      [building.civilIds[0]!, '', '', '', dmy(lastMonthEnd), '350.125', '', ''],
      ['', emails[1]!, 'Balance Tower', 'B2', dmy(arrears), '"1,000.5"', dmy(addDays(arrears, 10)), 'Rent arrears'], // prettier-ignore
      ['', 'bal-hand@import.test', '', '', dmy(addDays(monthStart(t.app, -2), 3)), '0.001', '', ''],
    ]);
    const before = await tableCounts(t.app);
    const dry = await upload(t.app, tok.landlord, { kind: 'opening_balances', dryRun: true, file });
    expect([dry.body.data.errors, dry.body.data.counts]).toEqual([[], { invoices: 3, invoice_items: 3 }]);
    expect(await tableCounts(t.app)).toEqual(before);

    const done = await upload(t.app, tok.landlord, { kind: 'opening_balances', dryRun: false, file });
    expect(done.body.data.counts).toEqual({ invoices: 3, invoice_items: 3 });
    const [small, mid, large] = await invoicesOf(done.body.data.import_id!);
    expect([small!.contractId, small!.period, small!.total, small!.status]).toEqual([hand.contractId, monthStart(t.app, -2), '0.001', 'OVERDUE']); // prettier-ignore
    expect([mid!.period, mid!.issueDate, mid!.dueDate, mid!.total, mid!.status, mid!.unitNo]).toEqual([monthStart(t.app, -1), lastMonthEnd, lastMonthEnd, '350.125', 'OVERDUE', 'B1']); // prettier-ignore
    expect([large!.period, large!.dueDate, large!.total, large!.unitNo]).toEqual([monthStart(t.app, -3), addDays(arrears, 10), '1000.500', 'B2']); // prettier-ignore
    expect(large!.invoiceNo).toMatch(new RegExp(`^INV-${arrears.slice(0, 4)}-\\d{6}$`));
    const items = await t.app.ctx.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, large!.id));
    expect(items.map((i) => [i.kind, i.description, i.amount])).toEqual([
      ['charge', 'Rent arrears', '1000.500'],
    ]);
    expect(await auditActions(t.app, mid!.id)).toEqual(['invoice.import']);

    // Counted like any invoice of its month: due, then collected when paid.
    expect((await rental(mid!.period, mid!.propertyId)).totals).toMatchObject({ due: '350.125', collected: '0.000', outstanding: '350.125' }); // prettier-ignore
    const paid = await createPaymentCall(t.app, tok.landlord, paymentPayload(mid!.id, { amount: '100.005' }));
    expect(paid.statusCode).toBe(200);
    expect((await rental(mid!.period, mid!.propertyId)).totals).toMatchObject({ due: '350.125', collected: '100.005', outstanding: '250.120' }); // prettier-ignore

    // The balance's month is not the generator's: the next rent invoice is still the month after.
    const landlordId = await userId(t.app, 'landlord@example.com');
    await generateInvoices(t.app.ctx.db, { today: dayOffset(t.app, 0), landlordId });
    const onContract = await t.app.ctx.db.select({ period: invoices.period }).from(invoices).where(eq(invoices.contractId, mid!.contractId)); // prettier-ignore
    expect(onContract.map((i) => i.period)).toEqual([monthStart(t.app, -1)]);

    // Paid in part: the import can no longer be undone.
    const refused = await as('landlord').call(E.undo, { params: { id: done.body.data.import_id! } });
    expect(refused.status).toBe(409);
  });

  it('dry-runs a file with many kinds of error: names each row and column, writes nothing, in English and Arabic', async () => {
    const building = { name: 'Owing Tower', units: ['O1', 'O2'], civilIds: civilIds('2950505', 2), phonePrefix: '5550000' }; // prettier-ignore
    const { emails } = await importPortfolio(t.app, tok.landlord, building);
    await importLeases(t.app, tok.landlord, building, monthStart(t.app, -6));
    // The second tenant rents a second unit too: its balances must name the unit.
    const { unitId } = await makeUnit(t.app, 'landlord@example.com');
    const tenant2 = await userId(t.app, emails[1]!);
    await makeContract(t.app, { tenantId: tenant2, unitId, startDate: monthStart(t.app, 1) });
    // A contract made by hand, invoiced from its start last month.
    const handTenant = await makeTenant(t.app, 'landlord@example.com', { email: 'owing-hand@import.test' });
    await makeContract(t.app, { tenantId: handTenant, startDate: monthStart(t.app, -1) });
    const ok = dmy(addDays(monthStart(t.app, 0), -3));
    const file = csv([
      HEADER,
      [building.civilIds[0]!, '', '', '', dmy(dayOffset(t.app, 1)), '10', '', ''], // 2: tomorrow
      ['', 'owing-hand@import.test', '', '', dmy(addDays(monthStart(t.app, -1), 5)), '10', '', ''], // 3: in a month invoiced
      ['', 'nobody@import.test', '', '', ok, '10', '', ''], // 4: no such tenant
      ['', emails[1]!, '', '', ok, '10', '', ''], // 5: two contracts, no unit named
      [building.civilIds[0]!, '', '', '', ok, '10.0001', '', ''], // 6: four decimals
      [building.civilIds[0]!, '', '', '', ok, '10', dmy(addDays(monthStart(t.app, 0), -4)), ''], // 7: due before
      [building.civilIds[0]!, '', '', '', ok, '10', '', ''], // 8: valid
      [building.civilIds[0]!, '', 'Owing Tower', 'O1', ok, '20', '', ''], // 9: same contract and month as row 8
      ['', emails[1]!, 'Owing Tower', 'O9', '2026/13/40', '', '', ''], // 10: unit, date, amount
    ]);
    const before = await tableCounts(t.app);
    const answer = await upload(t.app, tok.landlord, { kind: 'opening_balances', dryRun: true, file });
    expect(answer.body.data.errors.map((x) => [x.row, x.column])).toEqual([
      [2, 'balance_date'],
      [3, 'balance_date'],
      [4, 'email'],
      [5, 'property_name'],
      [6, 'amount'],
      [7, 'due_date'],
      [9, 'balance_date'],
      [10, 'balance_date'],
      [10, 'unit_no'],
      [10, 'amount'],
    ]);
    const said = Object.fromEntries(answer.body.data.errors.map((x) => [`${x.row}:${x.column}`, x.message]));
    const firstMonth = monthStart(t.app, -1);
    expect([said['3:balance_date'], said['5:property_name'], said['9:balance_date']]).toEqual([
      `Date the balance before ${firstMonth.slice(5, 7)}-${firstMonth.slice(0, 4)}, the first month this contract is invoiced in the product.`, // prettier-ignore
      'This tenant has several contracts: give the property and the unit.',
      'The same value is on row 8 of the file.',
    ]);
    const arabic = await upload(t.app, tok.landlord, { kind: 'opening_balances', dryRun: true, file }, 'ar');
    for (const x of arabic.body.data.errors) expect(x.message).toMatch(/\p{Script=Arabic}/u);
    expect(arabic.body.data.errors.find((x) => x.row === 2)!.message).toBe(
      'لا يمكن أن يكون تاريخ الرصيد بعد اليوم.',
    );
    expect(await tableCounts(t.app)).toEqual(before);

    // A month that has its invoice already (this import's, once written) is refused the second time.
    const once = csv([HEADER, [building.civilIds[0]!, '', '', '', ok, '10', '', '']]);
    expect((await upload(t.app, tok.landlord, { kind: 'opening_balances', dryRun: false, file: once })).body.data.errors).toEqual([]); // prettier-ignore
    const twice = await upload(t.app, tok.landlord, { kind: 'opening_balances', dryRun: true, file: once });
    expect(twice.body.data.errors).toEqual([{ row: 2, column: 'balance_date', message: 'This contract already has an invoice for the month of this date.' }]); // prettier-ignore
  });

  it('undoes exactly the invoices it wrote', async () => {
    const building = { name: 'Undo Balance Tower', units: ['V1'], civilIds: civilIds('2960606', 1), phonePrefix: '5560000' }; // prettier-ignore
    await importPortfolio(t.app, tok.landlord, building);
    const leases = await importLeases(t.app, tok.landlord, building, monthStart(t.app, -6));
    const before = await tableCounts(t.app);
    const file = csv([
      HEADER,
      [building.civilIds[0]!, '', '', '', dmy(monthStart(t.app, -2)), '42.042', '', ''],
    ]);
    const done = await upload(t.app, tok.landlord, { kind: 'opening_balances', dryRun: false, file });
    const [invoice] = await invoicesOf(done.body.data.import_id!);
    await as('landlord').ok(E.undo, { params: { id: done.body.data.import_id! } });
    const after = await tableCounts(t.app);
    expect({ ...after, imports: 0, audit_log: 0 }).toEqual({ ...before, imports: 0, audit_log: 0 });
    expect(after.imports).toBe(before.imports + 1);
    expect(await auditActions(t.app, invoice!.id)).toEqual(['invoice.import', 'invoice.import_undo']);
    // The contracts under them are free to go again.
    await as('landlord').ok(E.undo, { params: { id: leases } });
  });
});
