import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chequesContract } from '../../domain/contracts/cheques';
import { contractDecisionsContract } from '../../domain/contracts/contract-decisions';
import { depositsContract } from '../../domain/contracts/deposits';
import { expensesContract } from '../../domain/contracts/expenses';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { runFiguresCheck } from '../../server/cli/figuresCheckRun';
import { queryRows } from '../../server/db/rows';
import { seedDemoBilling } from '../../server/db/seedBilling';
import { seedDemoCheques } from '../../server/db/seedCheques';
import { seedDemoDeposits } from '../../server/db/seedDeposits';
import { seedDemoExpenses } from '../../server/db/seedExpenses';
import { seedDemoMaintenance } from '../../server/db/seedMaintenance';
import { seedDemoPortfolio } from '../../server/db/seedPortfolio';
import { seedDemoSettlements } from '../../server/db/seedSettlements';
import { contracts } from '../../server/db/schema';
import { checkKeptFigures, repairKeptFigures } from '../../server/services/keptFigures';
import { api } from '../support/api';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { move, reported, tenantContract } from './maintenanceFixtures';
import { browserReturns, payerDecides, startedCheckout } from './onlinePaymentFixtures';
import {
  createPayment,
  paymentPayload,
  unpaidInvoice,
  updatePayload,
  updatePaymentCall,
} from './paymentFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeUnit, userId } from '../support/make';

/*
 * Issue 37 item 1: the dashboards read figures kept by triggers (migration 0044). After every kind
 * of write — the demo seed, invoices issued, payments by hand and online, a write-off, a refund, a
 * cancellation, a contract's end, maintenance moves, cheques, deposits, expenses, an operator's SQL
 * over many rows — every kept figure equals its recount from the rows (checkKeptFigures names each
 * difference), the dashboard shows the moved figure, and a corrupted kept row is named by the check
 * and by `npm run figures:check` (runFiguresCheck, the command's body) until repaired.
 */

interface MonthRow {
  expected: string;
  collected: string;
  written_off: string;
  outstanding: string;
  cash_received: string;
  refunded: string;
}

describe.each(databaseKinds())('kept dashboard figures (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let landlordId: string;
  const db = () => t.app.ctx.db;
  const as = (who: Who) => api(t.app).as(who);
  const thisMonth = () => `${todayInKuwait(t.app.ctx.now()).slice(0, 7)}-01`;

  /** The kept figures agree with their recount everywhere. */
  const agree = async () => expect(await checkKeptFigures(db())).toEqual([]);

  /** The kept month row of a property (zeros when none is kept). */
  async function keptMonth(propertyId: string, month: string): Promise<MonthRow> {
    const [row] = await queryRows<MonthRow>(
      db(),
      sql`select expected::text, collected::text, written_off::text, outstanding::text,
                 cash_received::text, refunded::text
            from kept_month_figures where property_id = ${propertyId} and month = ${month}::date`,
    );
    return (
      row ?? {
        expected: '0.000',
        collected: '0.000',
        written_off: '0.000',
        outstanding: '0.000',
        cash_received: '0.000',
        refunded: '0.000',
      }
    );
  }

  /** The landlord's dashboard for one property (cache dropped by every write, so fresh). */
  async function dashboardOf(propertyId: string): Promise<PortfolioFigures> {
    const res = await get(
      t.app,
      tok.landlord,
      `/api/dashboard/landlord-activity/${landlordId}?property_id=${propertyId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: PortfolioFigures }>().data;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    landlordId = await userId(t.app, 'landlord@example.com');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the demo seed (portfolio, a year of billing, maintenance, settlements, cheques, deposits, expenses) leaves every kept figure equal to its recount', async () => {
    const now = new Date(t.app.ctx.now());
    expect(await seedDemoPortfolio(db(), now)).toBe(true);
    expect(await seedDemoBilling(db(), t.app.ctx.storage, now)).toBe(true);
    await seedDemoMaintenance(db(), t.app.ctx.storage, now);
    await seedDemoSettlements(db(), now);
    await seedDemoCheques(db(), now);
    await seedDemoDeposits(db(), now);
    await seedDemoExpenses(db(), now);
    await agree();
    // Something was kept of each kind, so the agreement above is not of empty tables.
    const [kept] = await queryRows<{ months: number; owed: number; requests: number; held: string }>(
      db(),
      sql`select (select count(*)::int from kept_month_figures where landlord_id = ${landlordId} and expected > 0) as months,
                 (select count(*)::int from kept_owed_days where landlord_id = ${landlordId} and invoices > 0) as owed,
                 (select coalesce(sum(requests), 0)::int from kept_maintenance_figures where landlord_id = ${landlordId}) as requests,
                 (select coalesce(sum(held), 0)::text from kept_deposits_held where landlord_id = ${landlordId}) as held`,
    );
    expect(kept!.months).toBeGreaterThan(0);
    expect(kept!.owed).toBeGreaterThan(0);
    expect(kept!.requests).toBeGreaterThan(0);
    expect(Number(kept!.held)).toBeGreaterThan(0);
    // Seeding every demo area takes seconds, and far longer on a loaded machine.
  }, 120_000);

  it('an invoice issued, paid in part by hand, the payment edited, then marked paid (the rest written off)', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '300.000' });
    const month = `${invoice.dueDate.slice(0, 7)}-01`;
    await agree();
    expect(await keptMonth(invoice.propertyId, month)).toMatchObject({
      expected: '300.000',
      outstanding: '300.000',
    });

    const payment = await createPayment(t.app, tok.landlord, paymentPayload(invoice.id, { amount: 100 }));
    await agree();
    const edited = await updatePaymentCall(t.app, tok.landlord, payment.id, updatePayload({ amount: 120.5 }));
    expect(edited.statusCode, edited.body).toBe(200);
    await agree();
    expect(await keptMonth(invoice.propertyId, month)).toMatchObject({
      collected: '120.500',
      outstanding: '179.500',
    });

    await createPayment(
      t.app,
      tok.landlord,
      paymentPayload(invoice.id, { amount: 79.5, mark_as_paid: true }),
    );
    await agree();
    expect(await keptMonth(invoice.propertyId, month)).toMatchObject({
      expected: '300.000',
      collected: '200.000',
      written_off: '100.000',
      outstanding: '0.000',
    });
    // Paid up, its due day owes nothing: no kept row is left for it.
    const [owedRows] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from kept_owed_days
           where property_id = ${invoice.propertyId} and due_date = ${invoice.dueDate}::date`,
    );
    expect(owedRows!.n).toBe(0);
    const dashboard = await dashboardOf(invoice.propertyId);
    expect(dashboard.monthly.find((m) => `${m.month}-01` === month)).toMatchObject({
      expected: '300.000',
      collected: '200.000',
      written_off: '100.000',
      outstanding: '0.000',
    });
  });

  it('an online payment and its refunds', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '150.250' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, started.attempt_id);
    await browserReturns(t.app, started.attempt_id);
    await agree();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/online-payments/attempts/${started.attempt_id}/refund`,
      headers: bearer(tok.landlord),
      payload: { amount: '50.001', reason: 'Overcharged water' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await agree();
    const kept = await keptMonth(invoice.propertyId, thisMonth());
    expect([kept.cash_received, kept.refunded]).toEqual(['150.250', '50.001']);
    expect((await dashboardOf(invoice.propertyId)).this_month).toMatchObject({
      cash_received: '150.250',
      refunded: '50.001',
    });
  });

  it('an invoice cancelled, and a contract ended', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '210.000' });
    const month = `${invoice.dueDate.slice(0, 7)}-01`;
    const cancelled = await post(t.app, tok.landlord, `/api/invoices/cancel/${invoice.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await agree();
    expect((await keptMonth(invoice.propertyId, month)).expected).toBe('0.000');

    const made = await makeContract(t.app, { rent: '333.000' });
    await issueInvoices(t.app, made.landlordId, made.contractId);
    await agree();
    const ended = await as('landlord').call(contractDecisionsContract.endpoints.terminate, {
      params: { id: made.contractId },
      body: {},
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    await agree();
  });

  it('maintenance requests moved through their states, completed, and deleted', async () => {
    const { unitId, propertyId } = await tenantContract(t.app);
    const done = await reported(t.app, tok.tenant, { unit_id: unitId });
    const other = await reported(t.app, tok.tenant, { unit_id: unitId });
    await agree();
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CLOSED']) {
      const res = await move(t.app, tok.landlord, done.id, { status });
      expect(res.statusCode, res.body).toBe(200);
      await agree();
    }
    const declined = await move(t.app, tok.landlord, other.id, { status: 'DECLINED', reason: 'Not ours' });
    expect(declined.statusCode, declined.body).toBe(200);
    await agree();
    const deleted = await post(t.app, tok.landlord, `/api/maintenance-requests/delete/${other.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await agree();
    const { maintenance } = await dashboardOf(propertyId);
    expect([maintenance.by_status.CLOSED, maintenance.by_status.DECLINED, maintenance.completed]).toEqual([
      1, 0, 1,
    ]);
  });

  it('cheques received, deposited, cleared and bounced (with its fee)', async () => {
    const made = await makeContract(t.app, { rent: '350.000' });
    const issued = await issueInvoices(t.app, made.landlordId, made.contractId);
    const E = chequesContract.endpoints;
    const cheque = (invoiceId: string, no: string) => ({
      bank: 'National Bank of Kuwait',
      cheque_no: no,
      drawer_name: 'Huda Al-Sabah',
      amount: '350.000',
      due_date: dayOffset(t.app, 0),
      invoice_ids: [invoiceId],
    });
    const cleared = (await as('landlord').ok(E.create, { body: cheque(issued[0]!.id, '900001') })).data;
    const bounced = (await as('landlord').ok(E.create, { body: cheque(issued[1]!.id, '900002') })).data;
    await agree();
    const moveTo = async (id: string, body: Record<string, unknown>) => {
      const res = await as('landlord').call(E.status, { params: { id }, body: body as never });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await agree();
    };
    await moveTo(cleared.id, { status: 'DEPOSITED' });
    await moveTo(cleared.id, { status: 'CLEARED' });
    await moveTo(bounced.id, { status: 'DEPOSITED' });
    await moveTo(bounced.id, { status: 'BOUNCED', reason: 'Insufficient funds' });
    const month = `${issued[0]!.dueDate.slice(0, 7)}-01`;
    expect((await keptMonth(made.propertyId, month)).collected).toBe('350.000');
  });

  it('a deposit received, deducted and refunded; an expense recorded', async () => {
    const made = await makeContract(t.app, { rent: '400.000' });
    await db().update(contracts).set({ securityDeposit: '700.000' }).where(eq(contracts.id, made.contractId));
    const E = depositsContract.endpoints;
    const id = made.contractId;
    await as('landlord').ok(E.receive, { params: { id }, body: { amount: '700.000', method: 'cash' } });
    await agree();
    await as('landlord').ok(E.deduct, { params: { id }, body: { amount: '100.500', reason: 'damages' } });
    await agree();
    expect((await dashboardOf(made.propertyId)).deposits_held).toBe('599.500');
    await as('landlord').ok(E.refund, { params: { id }, body: { amount: '599.500', method: 'cash' } });
    await agree();
    expect((await dashboardOf(made.propertyId)).deposits_held).toBe('0.000');

    const { propertyId } = await makeUnit(t.app, 'landlord@example.com');
    await as('landlord').ok(expensesContract.endpoints.create, {
      body: { property_id: propertyId, date: dayOffset(t.app, 0), amount: '25.250', category: 'cleaning' },
    });
    await agree();
  });

  it("an operator's SQL over many rows and both landlords: totals grown, invoices moved to another month, rows deleted", async () => {
    const mine = await unpaidInvoice(t.app, { rent: '90.000' });
    const theirs = await unpaidInvoice(t.app, { rent: '80.000', landlordEmail: 'landlord2@example.com' });
    await db().execute(sql`update invoices set total = total + 1.005 where status <> 'CANCELLED'`);
    await agree();
    await db().execute(
      sql`update invoices set due_date = due_date - 40 where id in (${mine.id}, ${theirs.id})`,
    );
    await agree();
    await db().execute(sql`delete from invoice_items where invoice_id in (${mine.id}, ${theirs.id})`);
    await db().execute(sql`delete from invoices where id in (${mine.id}, ${theirs.id})`);
    await agree();
    await db().execute(
      sql`update maintenance_requests set completed_at = created_at + interval '36 hours'
           where status in ('COMPLETED', 'CLOSED')`,
    );
    await agree();
  });

  it("writes of one landlord at the same time (payments on one property, an operator's update, a request moved) all land, and the figures agree", async () => {
    // PostgreSQL runs these together: each money write takes its landlord's totals row before any
    // kept row, so none waits on another in a circle (a deadlock would fail a call here).
    const made = await makeContract(t.app, { rent: '250.000' });
    const issued = await issueInvoices(t.app, made.landlordId, made.contractId);
    expect(issued.length).toBeGreaterThan(2);
    const { unitId } = await tenantContract(t.app);
    const request = await reported(t.app, tok.tenant, { unit_id: unitId });
    await Promise.all([
      ...issued.map((invoice) =>
        createPayment(t.app, tok.landlord, paymentPayload(invoice.id, { amount: 50 })),
      ),
      db().execute(sql`update invoices set total = total + 0.001 where contract_id = ${made.contractId}`),
      move(t.app, tok.landlord, request.id, { status: 'IN_PROGRESS' }).then((res) =>
        expect(res.statusCode, res.body).toBe(200),
      ),
    ]);
    await agree();
    const [paid] = await queryRows<{ collected: string }>(
      db(),
      sql`select sum(collected)::text as collected from kept_month_figures where property_id = ${made.propertyId}`,
    );
    expect(paid!.collected).toBe((50 * issued.length).toFixed(3));
  });

  it('a kept figure made wrong is named by the check and by figures:check, which repairs it', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '120.000' });
    const month = `${invoice.dueDate.slice(0, 7)}-01`;
    await db().execute(
      sql`update kept_month_figures set collected = collected + 0.001
           where property_id = ${invoice.propertyId} and month = ${month}::date`,
    );
    await db().execute(sql`delete from kept_deposits_held where landlord_id = ${landlordId}`);
    const differences = await checkKeptFigures(db());
    expect(differences).toContainEqual({
      table: 'kept_month_figures',
      landlord_id: landlordId,
      property_id: invoice.propertyId,
      key: month.slice(0, 7),
      figure: 'collected',
      kept: '0.001',
      recomputed: '0.000',
    });
    expect(differences.filter((d) => d.table === 'kept_deposits_held').length).toBeGreaterThan(0);
    expect(differences.every((d) => d.landlord_id === landlordId)).toBe(true);

    const lines: string[] = [];
    expect(await runFiguresCheck(db(), { repair: false }, (line) => lines.push(line))).toBe(1);
    expect(lines).toContain(
      `kept_month_figures landlord ${landlordId} property ${invoice.propertyId} ${month.slice(0, 7)}: collected kept 0.001, recomputed 0.000`,
    );
    expect(lines.at(-1)).toBe(`${differences.length} kept figure(s) differ from their recount.`);

    const repaired: string[] = [];
    expect(await runFiguresCheck(db(), { repair: true }, (line) => repaired.push(line))).toBe(0);
    expect(repaired.at(-1)).toBe('Repaired: every kept figure counted afresh.');
    await agree();
    await repairKeptFigures(db());
    await agree();
  });

  it('a TRUNCATE (no row changes for the triggers) counts the kept figures afresh', async () => {
    await db().execute(sql`truncate deposits cascade`);
    await agree();
    const [held] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from kept_deposits_held`,
    );
    expect(held!.n).toBe(0);
  });
});
