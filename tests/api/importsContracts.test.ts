import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../domain/contractSchemas';
import { importsContract } from '../../domain/contracts/imports';
import {
  contracts,
  depositEntries,
  deposits,
  imports,
  invoices,
  propertyUnits,
} from '../../server/db/schema';
import { generateInvoices } from '../../server/services/invoicing';
import { todayInKuwait } from '../../server/services/occupancy';
import { api } from '../support/api';
import { makeContract, makeProperty, makeTenant, makeUnit, monthStart, userId } from '../support/make';
import { tokensOf, type Who } from './contractFixtures';
import {
  auditActions,
  civilIds,
  CONTRACT_HEADER,
  csv,
  dmy,
  imported,
  importPortfolio,
  tableCounts,
  upload,
} from './importFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { readXlsx } from '../../server/imports/xlsxFile';

/*
 * Issue 36 item 5: running leases from a spreadsheet. A contract names its tenant (Civil ID or
 * email) and its unit (property name, unit number), imported before or made by hand; it is written
 * approved and invoiced from the month after the import; a dry run names every row's errors and
 * writes nothing; an undo removes exactly what it wrote and frees the units.
 */

const HEADER = CONTRACT_HEADER;
const TENANT_HEADER = ['first_name', 'last_name', 'email', 'phone', 'civil_id'];

/** MM-YYYY of a month's first day. */
const my = (first: string) => `${first.slice(5, 7)}-${first.slice(0, 4)}`;
const yearFrom = (start: string) => addDays(addMonths(start, 12), -1);

describe.each(databaseKinds())('import contracts from a spreadsheet (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = importsContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);
  const contractsOf = async (importId: string) => {
    const record = await as('landlord').ok(E.get, { params: { id: importId } });
    expect(record.data.kind).toBe('contracts');
    const [row] = await t.app.ctx.db.select({ written: imports.written }).from(imports).where(eq(imports.id, importId)); // prettier-ignore
    return t.app.ctx.db.select().from(contracts).where(inArray(contracts.id, row!.written.contracts!));
  };
  const unitStatus = async (unitNo: string) =>
    (await t.app.ctx.db.select({ s: propertyUnits.status }).from(propertyUnits).where(eq(propertyUnits.unitNo, unitNo)))[0]!.s; // prettier-ignore

  const portfolio = (name: string, units: string[], ids: string[], phonePrefix: string) =>
    importPortfolio(t.app, tok.landlord, { name, units, civilIds: ids, phonePrefix });

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('imports running leases onto units and tenants imported before or made by hand: approved, invoiced from the month after, deposit held, units occupied', async () => {
    const ids = civilIds('2910101', 2);
    const { emails } = await portfolio('Lease Tower', ['L1', 'L2'], ids, '5510000');
    const villa = await makeProperty(t.app, 'landlord@example.com', 'Hand Villa');
    await makeUnit(t.app, 'landlord@example.com', { propertyId: villa, unitNo: 'H1' });
    await makeTenant(t.app, 'landlord@example.com', { email: 'hand@import.test', name: 'Hand Made' });
    const started = monthStart(t.app, -6);
    const recent = monthStart(t.app, -2);
    const future = monthStart(t.app, 2);
    const file = csv([
      HEADER,
      [ids[0]!, '', 'Lease Tower', 'L1', dmy(started), dmy(yearFrom(started)), '350.000', '700.000', '700.000', '5', ''], // prettier-ignore
      ['', emails[1]!.toUpperCase(), 'lease tower', 'l2', recent, yearFrom(recent), '"1,250.5"', '', '', '', my(monthStart(t.app, 0))], // prettier-ignore
      ['', 'hand@import.test', 'Hand Villa', 'H1', dmy(future), dmy(yearFrom(future)), '400', '0', '', '28', ''], // prettier-ignore
    ]);
    const before = await tableCounts(t.app);
    const dry = await upload(t.app, tok.landlord, { kind: 'contracts', dryRun: true, file });
    expect([dry.status, dry.body.data.errors, dry.body.data.counts]).toEqual([200, [], { contracts: 3, deposits: 1, deposit_entries: 1 }]); // prettier-ignore
    expect(await tableCounts(t.app)).toEqual(before);

    const done = await upload(t.app, tok.landlord, { kind: 'contracts', dryRun: false, file });
    expect(done.body.message).toBe('The file was imported.');
    expect(done.body.data.counts).toEqual({ contracts: 3, deposits: 1, deposit_entries: 1 });
    const rows = (await contractsOf(done.body.data.import_id!)).sort((a, b) => a.startDate.localeCompare(b.startDate)); // prettier-ignore
    expect(
      rows.map((c) => [
        c.status,
        c.startDate,
        c.monthlyRent,
        c.securityDeposit,
        c.paymentDueDay,
        c.invoicedFrom,
      ]),
    ).toEqual([
      // prettier-ignore
      ['approved', started, '350.000', '700.000', 5, monthStart(t.app, 1)],
      ['approved', recent, '1250.500', '0.000', 1, monthStart(t.app, 0)],
      ['approved', future, '400.000', '0.000', 28, future],
    ]);
    expect(rows.every((c) => c.decidedAt !== null)).toBe(true);
    expect([await unitStatus('L1'), await unitStatus('L2'), await unitStatus('H1')]).toEqual(['occupied', 'occupied', 'vacant']); // prettier-ignore
    const [deposit] = await t.app.ctx.db.select().from(deposits).where(eq(deposits.contractId, rows[0]!.id));
    const [entry] = await t.app.ctx.db.select().from(depositEntries).where(eq(depositEntries.contractId, rows[0]!.id)); // prettier-ignore
    expect([deposit!.receivedAmount, entry!.kind, entry!.amount, entry!.entryDate]).toEqual(['700.000', 'receipt', '700.000', started]); // prettier-ignore
    expect(await auditActions(t.app, rows[0]!.id)).toEqual(['contract.import', 'deposit.receive']);

    // The invoice generator bills no month the landlord billed before the product.
    const landlordId = await userId(t.app, 'landlord@example.com');
    await generateInvoices(t.app.ctx.db, { today: todayInKuwait(t.app.ctx.now()), landlordId });
    const billed = await t.app.ctx.db.select({ contractId: invoices.contractId, period: invoices.period, total: invoices.total }).from(invoices).where(inArray(invoices.contractId, rows.map((c) => c.id))); // prettier-ignore
    expect(billed).toEqual([{ contractId: rows[1]!.id, period: monthStart(t.app, 0), total: '1250.500' }]);
  });

  it('dry-runs a file with many kinds of error: names each row and column, writes nothing, in English and Arabic', async () => {
    const property = await makeProperty(t.app, 'landlord@example.com', 'Err Tower');
    const taken = await makeUnit(t.app, 'landlord@example.com', { propertyId: property, unitNo: 'E1' });
    await makeUnit(t.app, 'landlord@example.com', { propertyId: property, unitNo: 'E2' });
    await makeContract(t.app, { unitId: taken.unitId }); // approved, three months ago to nine ahead
    await makeTenant(t.app, 'landlord@example.com', { email: 'err@import.test' });
    const s = dmy(monthStart(t.app, -1));
    const e = dmy(yearFrom(monthStart(t.app, -1)));
    const later = monthStart(t.app, 13);
    const file = csv([
      HEADER,
      [civilIds('2920202', 1)[0]!, '', 'Err Tower', 'E2', s, e, '300', '', '', '', ''], // 2: nobody's Civil ID
      ['', 'err@import.test', 'No Such Tower', 'E2', s, e, '300', '', '', '', ''], // 3: property
      ['', 'err@import.test', 'Err Tower', 'Z9', s, e, '300', '', '', '', ''], // 4: unit
      ['', 'err@import.test', 'Err Tower', 'E2', '31-02-2026', e, '300', '', '', '', ''], // 5: no such day
      ['', 'err@import.test', 'Err Tower', 'E2', e, s, '300', '', '', '', ''], // 6: ends before it starts
      ['', 'err@import.test', 'Err Tower', 'E2', s, e, '0', '100', '150', '', ''], // 7: rent, deposit received
      ['', 'err@import.test', 'Err Tower', 'E1', s, e, '300', '', '', '', ''], // 8: overlaps an approved contract
      ['', 'err@import.test', 'Err Tower', 'E2', s, e, '300', '', '', '', ''], // 9: valid
      [
        '',
        'err@import.test',
        'Err Tower',
        'E2',
        dmy(monthStart(t.app, 3)),
        dmy(later),
        '300',
        '',
        '',
        '',
        '',
      ], // 10: overlaps row 9
      [
        '',
        'err@import.test',
        'Err Tower',
        'E2',
        dmy(later),
        dmy(yearFrom(later)),
        '300',
        '',
        '',
        '31',
        my(monthStart(t.app, 12)),
      ], // 11: due day, first month
      ['', '', 'Err Tower', 'E2', s, e, '300', '', '', '', ''], // 12: no tenant named
    ]);
    const before = await tableCounts(t.app);
    for (const dryRun of [true, false]) {
      const answer = await upload(t.app, tok.landlord, { kind: 'contracts', dryRun, file });
      expect(answer.body.message).toBe('The file has errors; nothing was written.');
      expect(answer.body.data.errors.map((x) => [x.row, x.column])).toEqual([
        [2, 'civil_id'],
        [3, 'property_name'],
        [4, 'unit_no'],
        [5, 'start_date'],
        [6, 'end_date'],
        [7, 'monthly_rent'],
        [7, 'deposit_received'],
        [8, 'unit_no'],
        [10, 'unit_no'],
        [11, 'payment_due_day'],
        [11, 'first_invoice_month'],
        [12, 'civil_id'],
      ]);
      const said = Object.fromEntries(
        answer.body.data.errors.map((x) => [`${x.row}:${x.column}`, x.message]),
      );
      expect([said['2:civil_id'], said['8:unit_no'], said['10:unit_no'], said['7:deposit_received']]).toEqual(
        [
          'None of your tenants has this Civil ID.',
          'This unit already has an approved contract for these dates.',
          'Row 9 lets the same unit for overlapping dates.',
          'The deposit received is more than the security deposit.',
        ],
      );
      expect(answer.body.data.import_id).toBeNull();
    }
    const arabic = await upload(t.app, tok.landlord, { kind: 'contracts', dryRun: true, file }, 'ar');
    expect(arabic.body.data.errors).toHaveLength(12);
    for (const x of arabic.body.data.errors) expect(x.message).toMatch(/\p{Script=Arabic}/u);
    expect(arabic.body.data.errors.find((x) => x.row === 10)!.message).toBe('الصف 9 يؤجر الوحدة نفسها في تواريخ متداخلة.'); // prettier-ignore
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('undoes exactly what it wrote and frees the units, so the tenants and properties imports undo after it; an invoice issued on a contract refuses it', async () => {
    const start = await tableCounts(t.app);
    const ids = civilIds('2930303', 2);
    const first = await portfolio('Undo Lease Tower', ['U1', 'U2'], ids, '5520000');
    const leases = (firstMonth: string) =>
      csv([HEADER, ...ids.map((c, i) => [c, '', 'Undo Lease Tower', `U${i + 1}`, dmy(monthStart(t.app, -4)), dmy(monthStart(t.app, 8)), '300', '300', i ? '' : '300', '', firstMonth])]); // prettier-ignore
    const made = await imported(t.app, tok.landlord, 'contracts', leases(''));
    expect([await unitStatus('U1'), await unitStatus('U2')]).toEqual(['occupied', 'occupied']);
    await as('landlord').ok(E.undo, { params: { id: made } });
    expect([await unitStatus('U1'), await unitStatus('U2')]).toEqual(['vacant', 'vacant']);
    await as('landlord').ok(E.undo, { params: { id: first.tenants } });
    await as('landlord').ok(E.undo, { params: { id: first.properties } });
    const { imports: _i, audit_log: _a, ...after } = await tableCounts(t.app);
    const { imports: _j, audit_log: _b, ...then } = start;
    expect(after).toEqual(then);
    expect(await auditActions(t.app, made)).toEqual(['import', 'import.undo']);

    // Again, invoiced from this month: the month's invoice issued, the contracts are in use.
    const second = await portfolio('Undo Lease Tower', ['U1', 'U2'], ids, '5530000');
    const used = await imported(t.app, tok.landlord, 'contracts', leases(my(monthStart(t.app, 0))));
    await generateInvoices(t.app.ctx.db, { today: todayInKuwait(t.app.ctx.now()), landlordId: await userId(t.app, 'landlord@example.com') }); // prettier-ignore
    const counts = await tableCounts(t.app);
    for (const id of [used, second.tenants, second.properties]) {
      const refused = await as('landlord').call(E.undo, { params: { id } });
      expect([refused.status, (refused.body as { message: string }).message]).toEqual([409, 'This import cannot be undone: its rows were changed or used since (a contract, an edit or an invoice).']); // prettier-ignore
    }
    expect(await tableCounts(t.app)).toEqual(counts);
  });

  it('serves the templates in English and Arabic, as CSV and XLSX; the five imported in order raise no error', async () => {
    const template = async (k: string, lang: string, format: string) => {
      const res = await t.app.inject({ url: `/api/imports/template?kind=${k}&lang=${lang}&format=${format}`, headers: bearer(tok.landlord2) }); // prettier-ignore
      expect(res.statusCode).toBe(200);
      return res;
    };
    expect((await template('contracts', 'en', 'csv')).body.split('\r\n')[0]).toBe(
      `\ufeff${HEADER.join(',')}`,
    );
    expect(readXlsx((await template('cheques', 'ar', 'xlsx')).rawPayload)[0]!.slice(4, 7)).toEqual(['رقم الشيك', 'البنك', 'الساحب']); // prettier-ignore
    expect((await template('opening_balances', 'ar', 'csv')).body).toContain('تاريخ الرصيد,المبلغ (د.ك)');
    for (const k of ['properties', 'tenants', 'contracts', 'opening_balances', 'cheques'] as const) {
      const lang = k === 'contracts' || k === 'cheques' ? 'ar' : 'en';
      const file = await template(k, lang, k === 'opening_balances' ? 'csv' : 'xlsx');
      const answer = await upload(t.app, tok.landlord2, { kind: k, dryRun: false, file: file.rawPayload, name: `t.${k === 'opening_balances' ? 'csv' : 'xlsx'}` }); // prettier-ignore
      expect([k, answer.body.data.errors, answer.body.data.import_id]).toEqual([k, [], expect.any(String)]);
    }
  });

  it('imports 5,000 leases with their deposits in one transaction (more audit rows than one statement takes)', async () => {
    const ids = civilIds('2', 5000);
    const unit = (i: number) => [`Bulk Lease ${Math.floor(i / 50)}`, String(100 + (i % 50))];
    await imported(t.app, tok.landlord2, 'properties', csv([['Property name', 'Property type', 'Governorate', 'Area', 'Unit number', 'Monthly rent (KWD)'], ...ids.map((_, i) => [...unit(i).slice(0, 1), 'residential_building', 'Jahra', 'Qasr', unit(i)[1]!, '250'])])); // prettier-ignore
    await imported(t.app, tok.landlord2, 'tenants', csv([TENANT_HEADER, ...ids.map((c, i) => ['Bulk', `Tenant ${i}`, `bulk-lease${i}@import.test`, String(60000000 + i), c])])); // prettier-ignore
    const start = monthStart(t.app, -3);
    const before = await tableCounts(t.app);
    const done = await upload(t.app, tok.landlord2, { kind: 'contracts', dryRun: false, file: csv([HEADER, ...ids.map((c, i) => [c, '', ...unit(i), dmy(start), dmy(yearFrom(start)), '250', '250', '250', '', ''])]) }); // prettier-ignore
    expect([done.body.data.errors, done.body.data.counts]).toEqual([[], { contracts: 5000, deposits: 5000, deposit_entries: 5000 }]); // prettier-ignore
    const after = await tableCounts(t.app);
    expect([after.contracts - before.contracts, after.deposit_entries - before.deposit_entries, after.audit_log - before.audit_log]).toEqual([5000, 5000, 10_001]); // prettier-ignore
  }, 180_000);
});
