import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/contractSchemas';
import { chequesContract } from '../../domain/contracts/cheques';
import { importsContract } from '../../domain/contracts/imports';
import { chequeInvoices, cheques, chequeStatusHistory, imports, invoices } from '../../server/db/schema';
import { api } from '../support/api';
import { dayOffset, monthStart } from '../support/make';
import { tokensOf, type Who } from './contractFixtures';
import {
  auditActions,
  civilIds,
  csv,
  dmy,
  imported,
  importLeases,
  importPortfolio,
  tableCounts,
  upload,
} from './importFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 36 item 5: the post-dated cheques a landlord already holds, from a spreadsheet. Each row
 * names a contract through its tenant (and unit when needed) and goes into the register as taken
 * in (RECEIVED, with the landlord), for a rent month, linked to that month's invoice when it has
 * one; a dry run names every row's errors; an undo removes exactly those cheques.
 */

const HEADER = ['Civil ID', 'Email', 'Property name', 'Unit number', 'Cheque number', 'Bank', 'Drawer', 'Amount (KWD)', 'Due date', 'For month', 'Notes']; // prettier-ignore
const BALANCE_HEADER = ['Civil ID', 'Balance date', 'Amount (KWD)'];
const my = (first: string) => `${first.slice(5, 7)}-${first.slice(0, 4)}`;

describe.each(databaseKinds())('import cheques from a spreadsheet (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const E = importsContract.endpoints;
  const C = chequesContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);
  const chequesOf = async (importId: string) => {
    const [row] = await t.app.ctx.db.select({ written: imports.written }).from(imports).where(eq(imports.id, importId)); // prettier-ignore
    return t.app.ctx.db.select().from(cheques).where(inArray(cheques.id, row!.written.cheques!)).orderBy(cheques.chequeNo); // prettier-ignore
  };
  /** A building let to its tenants since six months, imported: its tenants' emails. */
  async function leased(name: string, units: string[], prefix: string, phonePrefix: string) {
    const building = { name, units, civilIds: civilIds(prefix, units.length), phonePrefix };
    const { emails } = await importPortfolio(t.app, tok.landlord, building);
    const leases = await importLeases(t.app, tok.landlord, building, monthStart(t.app, -6));
    return { ...building, emails, leases };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('imports cheques held into the register, RECEIVED with the landlord; one for an opening balance pays it when it clears', async () => {
    const b = await leased('Cheque Tower', ['C1', 'C2'], '2970707', '5570000');
    const lastMonth = monthStart(t.app, -1);
    await imported(t.app, tok.landlord, 'opening_balances', csv([BALANCE_HEADER, [b.civilIds[0]!, dmy(addDays(monthStart(t.app, 0), -1)), '350.125']])); // prettier-ignore
    const file = csv([
      HEADER,
      [b.civilIds[0]!, '', '', '', '000101', 'Gulf Bank', '', '300', dmy(monthStart(t.app, 1)), '', ''],
      [b.civilIds[0]!, '', '', '', '000102', 'Gulf Bank', 'Someone Else', '350.125', dmy(dayOffset(t.app, -1)), my(lastMonth), 'For the arrears'], // prettier-ignore
      ['', b.emails[1]!, 'Cheque Tower', 'C2', 'A-77', 'NBK', '', '"1,300"', dmy(addDays(monthStart(t.app, 2), 4)), '', ''], // prettier-ignore
    ]);
    const before = await tableCounts(t.app);
    const dry = await upload(t.app, tok.landlord, { kind: 'cheques', dryRun: true, file });
    expect([dry.body.data.errors, dry.body.data.counts]).toEqual([[], { cheques: 3 }]);
    expect(await tableCounts(t.app)).toEqual(before);

    const done = await upload(t.app, tok.landlord, { kind: 'cheques', dryRun: false, file });
    expect(done.body.data.counts).toEqual({ cheques: 3 });
    const [next, arrears, nbk] = await chequesOf(done.body.data.import_id!);
    expect(
      [next, arrears, nbk].map((q) => [q!.state, q!.custody, q!.bank, q!.amount, q!.period, q!.drawerName]),
    ).toEqual([
      // prettier-ignore
      ['RECEIVED', 'landlord', 'Gulf Bank', '300.000', monthStart(t.app, 1), 'Lease Tenant 0'],
      ['RECEIVED', 'landlord', 'Gulf Bank', '350.125', lastMonth, 'Someone Else'],
      ['RECEIVED', 'landlord', 'NBK', '1300.000', monthStart(t.app, 2), 'Lease Tenant 1'],
    ]);
    expect(arrears!.notes).toBe('For the arrears');
    const links = await t.app.ctx.db.select().from(chequeInvoices).where(inArray(chequeInvoices.chequeId, [next!.id, arrears!.id, nbk!.id])); // prettier-ignore
    const [balance] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, links[0]!.invoiceId));
    expect([links.length, links[0]!.chequeId, balance!.period, balance!.total]).toEqual([1, arrears!.id, lastMonth, '350.125']); // prettier-ignore
    const history = await t.app.ctx.db.select().from(chequeStatusHistory).where(eq(chequeStatusHistory.chequeId, nbk!.id)); // prettier-ignore
    expect(history.map((h) => [h.fromState, h.toState])).toEqual([[null, 'RECEIVED']]);
    expect(await auditActions(t.app, nbk!.id)).toEqual(['cheque.import']);
    const shown = await as('landlord').ok(C.get, { params: { id: nbk!.id } });
    expect(shown.data).toMatchObject({ state: 'RECEIVED', cheque_no: 'A-77', amount: '1300.000' });

    // Deposited and cleared, the arrears cheque pays the opening balance; the import is then in use.
    for (const status of ['DEPOSITED', 'CLEARED'] as const)
      await as('landlord').ok(C.status, { params: { id: arrears!.id }, body: { status } });
    const [paid] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, balance!.id));
    expect([paid!.status, paid!.paidAmount]).toEqual(['PAID', '350.125']);
    expect((await as('landlord').call(E.undo, { params: { id: done.body.data.import_id! } })).status).toBe(
      409,
    );
  });

  it('dry-runs a file with many kinds of error: names each row and column, writes nothing, in English and Arabic', async () => {
    const b = await leased('Bad Cheque Tower', ['D1'], '2980808', '5580000');
    const id = b.civilIds[0]!;
    await imported(t.app, tok.landlord, 'cheques', csv([HEADER, [id, '', '', '', '555', 'KFH', '', '300', dmy(monthStart(t.app, 1)), '', '']])); // prettier-ignore
    const due = dmy(addDays(monthStart(t.app, 1), 2));
    const file = csv([
      HEADER,
      ['', 'nobody@import.test', '', '', '1', 'KFH', '', '300', due, '', ''], // 2: no such tenant
      [id, '', '', '', 'no. 7!', 'KFH', '', '300', due, '', ''], // 3: cheque number
      [id, '', '', '', '2', '', '', '300', due, '', ''], // 4: bank
      [id, '', '', '', '3', 'KFH', '', '0', due, '', ''], // 5: amount
      [id, '', '', '', '4', 'KFH', '', '300', 'soon', '', ''], // 6: due date
      [id, '', '', '', '5', 'KFH', '', '300', due, my(monthStart(t.app, 20)), ''], // 7: month after the contract
      [id, '', '', '', '555', 'kfh', '', '300', due, '', ''], // 8: already in the register
      [id, '', '', '', '6', 'KFH', '', '300', due, '', ''], // 9: valid
      [id, '', '', '', '6', ' kfh ', '', '300', due, '', ''], // 10: the same cheque as row 9
      [id, '', '', '', '7', 'KFH', '', '300', due, '13-2026', ''], // 11: no such month
    ]);
    const before = await tableCounts(t.app);
    const answer = await upload(t.app, tok.landlord, { kind: 'cheques', dryRun: true, file });
    expect(answer.body.data.errors.map((x) => [x.row, x.column])).toEqual([
      [2, 'email'],
      [3, 'cheque_no'],
      [4, 'bank'],
      [5, 'amount'],
      [6, 'due_date'],
      [7, 'rent_month'],
      [8, 'cheque_no'],
      [10, 'cheque_no'],
      [11, 'rent_month'],
    ]);
    const said = Object.fromEntries(answer.body.data.errors.map((x) => [`${x.row}:${x.column}`, x.message]));
    expect([said['7:rent_month'], said['8:cheque_no'], said['10:cheque_no']]).toEqual([
      'This month is outside the contract, and the contract has no invoice for it.',
      'A cheque of this bank with this number is already in your register.',
      'The same value is on row 9 of the file.',
    ]);
    const arabic = await upload(t.app, tok.landlord, { kind: 'cheques', dryRun: true, file }, 'ar');
    for (const x of arabic.body.data.errors) expect(x.message).toMatch(/\p{Script=Arabic}/u);
    expect(arabic.body.data.errors.find((x) => x.row === 8)!.message).toBe('يوجد في سجلك شيك من هذا البنك بهذا الرقم.'); // prettier-ignore
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('undoes exactly the cheques it wrote, with their timelines; a cheque moved since refuses it', async () => {
    const b = await leased('Undo Cheque Tower', ['W1'], '2990909', '5590000');
    const file = (first: number) =>
      csv([HEADER, ...[0, 1, 2].map((i) => [b.civilIds[0]!, '', '', '', String(first + i), 'Burgan', '', '300', dmy(addDays(monthStart(t.app, 1 + i), 4)), '', ''])]); // prettier-ignore
    const before = await tableCounts(t.app);
    const done = await imported(t.app, tok.landlord, 'cheques', file(900));
    const [first] = await chequesOf(done);
    await as('landlord').ok(E.undo, { params: { id: done } });
    const after = await tableCounts(t.app);
    expect({ ...after, imports: 0, audit_log: 0 }).toEqual({ ...before, imports: 0, audit_log: 0 });
    expect(await auditActions(t.app, first!.id)).toEqual(['cheque.import', 'cheque.import_undo']);

    const again = await imported(t.app, tok.landlord, 'cheques', file(900));
    const [moved] = await chequesOf(again);
    await as('landlord').ok(C.status, { params: { id: moved!.id }, body: { status: 'DEPOSITED' } });
    const counts = await tableCounts(t.app);
    expect((await as('landlord').call(E.undo, { params: { id: again } })).status).toBe(409);
    expect(await tableCounts(t.app)).toEqual(counts);
    // The contracts under the cheques cannot go while the cheques are there.
    expect((await as('landlord').call(E.undo, { params: { id: b.leases } })).status).toBe(409);
  });
});
