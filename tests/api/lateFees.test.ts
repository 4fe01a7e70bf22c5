import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionListTotals } from '../../domain/collectionSchemas';
import { lateFeesContract } from '../../domain/contracts/late-fees';
import { settingLateFeesContract } from '../../domain/contracts/setting-late-fees';
import { auditLog, invoiceItems, invoices, lateFees } from '../../server/db/schema';
import { invoiceJob } from '../../server/jobs/invoiceJob';
import { applyLateFees } from '../../server/services/lateFees';
import { api } from '../support/api';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, makeTenant, monthStart } from '../support/make';

/*
 * Issue 34 item 4: late fees by rule, off by default. Applied once after the grace (not before),
 * never twice across job runs (or racing ones: the unique index), fixed or a percent of the overdue
 * balance under a cap; waived by staff with a reason; the rule and the waiver audited; the
 * invoice's total and the collections follow.
 */
describe.each(databaseKinds())('late fees (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const S = settingLateFeesContract.endpoints;
  const L = lateFeesContract.endpoints;
  const as = (who: Who) => api(t.app).as(who);
  const LANDLORD2 = 'landlord2@example.com';

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** landlord2's contract begun last month: last month's invoice (due the 5th) and this month's. */
  async function lateInvoice(rent = '450.000') {
    const tenantId = await makeTenant(t.app, LANDLORD2, 'Late Payer');
    const made = await makeContract(t.app, {
      landlordEmail: LANDLORD2,
      tenantId,
      rent,
      startDate: monthStart(t.app, -1),
      dueDay: 5,
    });
    const [invoice] = await issueInvoices(t.app, made.landlordId, made.contractId);
    return { ...made, invoice: invoice! };
  }

  const day = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const feesOf = (invoiceId: string) => t.app.ctx.db.select().from(lateFees).where(eq(lateFees.invoiceId, invoiceId)); // prettier-ignore
  const feeLines = (invoiceId: string) =>
    t.app.ctx.db
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.invoiceId, invoiceId), like(invoiceItems.description, 'Late fee:%')));
  const invoiceRow = async (id: string) => (await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!; // prettier-ignore
  const runJob = () => invoiceJob.handler({ ctx: t.app.ctx, log: t.app.log, runId: 'test' });

  it('is off by default; only the landlord sets the rule, and each change is audited', async () => {
    expect((await as('landlord').ok(S.read)).data).toEqual({ enabled: false, grace_days: 0, mode: 'fixed', amount: '0.000', cap: null }); // prettier-ignore
    expect((await as('manager').ok(S.read)).data.enabled).toBe(false);
    expect((await as('manager').call(S.save, { body: { enabled: true, grace_days: 1, mode: 'fixed', amount: '5', cap: null } })).status).toBe(403); // prettier-ignore
    const bad = await as('landlord2').call(S.save, { body: { enabled: true, grace_days: 3, mode: 'percent', amount: '120', cap: null } }); // prettier-ignore
    expect([bad.status, (bad.body as { message: string }).message]).toEqual([422, 'The percent must be from 0 to 100, with up to 3 decimal places.']); // prettier-ignore
    const saved = await as('landlord2').ok(S.save, { body: { enabled: true, grace_days: 5, mode: 'fixed', amount: '10', cap: null } }); // prettier-ignore
    expect(saved.data).toEqual({ enabled: true, grace_days: 5, mode: 'fixed', amount: '10.000', cap: null });
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'late_fee_setting.update'));
    expect(audits.at(-1)?.before).toMatchObject({ enabled: false });
    expect(audits.at(-1)?.after).toMatchObject({ enabled: true, grace_days: 5, amount: '10.000' });
  });

  it('applies one fee once the grace has passed, not before, and never twice', async () => {
    await as('landlord2').ok(S.save, { body: { enabled: true, grace_days: 5, mode: 'fixed', amount: '10', cap: null } }); // prettier-ignore
    const { invoice, landlordId } = await lateInvoice();
    expect(invoice.dueDate < dayOffset(t.app, -5)).toBe(true);

    await applyLateFees(t.app.ctx.db, day(invoice.dueDate, 5), landlordId); // the last day of grace
    expect(await feesOf(invoice.id)).toEqual([]);
    expect((await invoiceRow(invoice.id)).total).toBe('450.000');

    await applyLateFees(t.app.ctx.db, day(invoice.dueDate, 6), landlordId);
    await applyLateFees(t.app.ctx.db, day(invoice.dueDate, 7), landlordId);
    expect((await feesOf(invoice.id)).map((f) => f.amount)).toEqual(['10.000']);
    expect((await feeLines(invoice.id)).map((i) => [i.kind, i.description, i.amount])).toEqual([
      ['charge', 'Late fee: 6 days overdue', '10.000'],
    ]);
    const row = await invoiceRow(invoice.id);
    expect([row.total, row.status]).toEqual(['460.000', 'OVERDUE']);
    const collection = await get(t.app, tok.landlord2, `/api/collections/list?q=${invoice.invoiceNo}`);
    expect(collection.json<{ totals: CollectionListTotals }>().totals).toEqual({ total_collection: 460, received_amount: 0, written_off_amount: 0, pending_amount: 460 }); // prettier-ignore
  });

  it('the invoice job applies it, and two job runs (or two racing passes) add one fee only', async () => {
    await as('landlord2').ok(S.save, { body: { enabled: true, grace_days: 0, mode: 'fixed', amount: '7.500', cap: null } }); // prettier-ignore
    const { invoice, landlordId } = await lateInvoice('300.000');
    await runJob();
    await runJob();
    await Promise.all([applyLateFees(t.app.ctx.db, dayOffset(t.app, 0), landlordId), applyLateFees(t.app.ctx.db, dayOffset(t.app, 0), landlordId)]); // prettier-ignore
    expect((await feesOf(invoice.id)).map((f) => f.amount)).toEqual(['7.500']);
    expect(await feeLines(invoice.id)).toHaveLength(1);
    expect((await invoiceRow(invoice.id)).total).toBe('307.500');
    const applied = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.late_fee.apply'), eq(auditLog.entityId, invoice.id)));
    expect(applied).toHaveLength(1);
  });

  it('takes a percent of the overdue balance, under the cap per invoice', async () => {
    await as('landlord2').ok(S.save, { body: { enabled: true, grace_days: 0, mode: 'percent', amount: '5', cap: '15' } }); // prettier-ignore
    const capped = await lateInvoice('450.000'); // 5% = 22.500, capped at 15.000
    const part = await lateInvoice('450.000');
    await payInvoice(t.app, { landlordId: part.landlordId, invoiceId: part.invoice.id, amount: '250.250' }); // owes 199.750
    const today = dayOffset(t.app, 0);
    await applyLateFees(t.app.ctx.db, today, capped.landlordId);
    expect((await feesOf(capped.invoice.id)).map((f) => f.amount)).toEqual(['15.000']);
    expect((await feesOf(part.invoice.id)).map((f) => f.amount)).toEqual(['9.988']); // 199.750 × 5% = 9.9875
    const row = await invoiceRow(part.invoice.id);
    expect([row.total, row.paidAmount, row.status]).toEqual(['459.988', '250.250', 'OVERDUE']);
  });

  it('is waived by staff with a reason: the line goes, the total follows, never applied again', async () => {
    await as('landlord2').ok(S.save, { body: { enabled: true, grace_days: 0, mode: 'fixed', amount: '12', cap: null } }); // prettier-ignore
    const { invoice, landlordId } = await lateInvoice('200.000');
    await applyLateFees(t.app.ctx.db, dayOffset(t.app, 0), landlordId);
    const fee = (await as('landlord2').ok(L.get, { params: { id: invoice.id } })).data;
    expect([fee?.amount, fee?.waived_at]).toEqual(['12.000', null]);

    const noReason = await as('landlord2').call(L.waive, {
      params: { id: invoice.id },
      body: { reason: ' ' },
    });
    expect([noReason.status, (noReason.body as { message: string }).message]).toEqual([422, 'Give the reason for waiving the fee (up to 500 characters).']); // prettier-ignore
    expect((await as('landlord').call(L.waive, { params: { id: invoice.id }, body: { reason: 'x' } })).status).toBe(404); // prettier-ignore
    expect((await as('tenant').call(L.waive, { params: { id: invoice.id }, body: { reason: 'x' } })).status).toBe(403); // prettier-ignore

    const waived = await as('landlord2').ok(L.waive, { params: { id: invoice.id }, body: { reason: 'Bank transfer delayed by the bank' } }); // prettier-ignore
    expect(waived.message).toBe('Late fee waived.');
    expect([waived.data?.waive_reason, waived.data?.waived_by, waived.data?.invoice_item_id]).toEqual(['Bank transfer delayed by the bank', landlordId, null]); // prettier-ignore
    expect(await feeLines(invoice.id)).toEqual([]);
    expect((await invoiceRow(invoice.id)).total).toBe('200.000');
    const again = await as('landlord2').call(L.waive, {
      params: { id: invoice.id },
      body: { reason: 'again' },
    });
    expect([again.status, (again.body as { message: string }).message]).toEqual([409, 'This late fee is already waived.']); // prettier-ignore

    await runJob();
    expect(await feeLines(invoice.id)).toEqual([]);
    expect((await invoiceRow(invoice.id)).total).toBe('200.000');
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.late_fee.waive'), eq(auditLog.entityId, invoice.id)));
    expect(audits.map((a) => [a.actorId, (a.after as { reason: string }).reason])).toEqual([[landlordId, 'Bank transfer delayed by the bank']]); // prettier-ignore
  });
});
