import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantFigures } from '../../domain/dashboardPeopleSchemas';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { money } from '../../domain/money';
import { seedDemoSubscriptions } from '../../server/db/seedSubscriptions';
import { invoices } from '../../server/db/schema';
import { runMaintenanceJob } from '../../server/jobs/maintenanceJob';
import { COLLECTION_STATUS_LABELS } from '../../server/services/collectionQueries';
import { movePlan } from '../../server/services/subscriptions';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { call, move, reported } from './maintenanceFixtures';
import { browserReturns, payerDecides, startedCheckout } from './onlinePaymentFixtures';
import { unpaidInvoice } from './paymentFixtures';
import { planId } from './subscriptionFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, makeTenant, monthStart, userId } from '../support/make';

/*
 * Issue 31 item 11: figures that disagree or mislead. Plans' subscriber counts are the
 * Subscriptions list's rows; a collection row's status word is its invoice's status; a refund is
 * among the dashboard's latest activity; a maintenance cost goes onto the tenant's next invoice not
 * yet due (never the current, already overdue one), which is the tenant dashboard's next rent.
 */
describe.each(databaseKinds())('figures that agree (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ok = async <T>(who: Who, url: string): Promise<T> => {
    const res = await get(t.app, tok[who], url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  it("each plan's subscribers are the Subscriptions list's rows on that plan (ended ones left out)", async () => {
    expect(await seedDemoSubscriptions(t.app.ctx.db)).toBe(true);
    // landlord@example.com pays for Professional; landlord2@example.com tries Starter.
    const landlord2 = await userId(t.app, 'landlord2@example.com');
    await movePlan(t.app.ctx.db, landlord2, await planId(t.app, 'Starter'), {
      at: 'now',
      nowMs: t.clock.now(),
    });
    const plans = (
      await ok<{ items: { id: string; name: string; subscribers: number }[] }>(
        'super',
        '/api/super/plans/list',
      )
    ).items;
    const listed: Record<string, number> = {};
    for (const plan of plans) {
      const page = await ok<{ totals: { subscriptions: number; byState: Record<string, number> } }>(
        'super',
        `/api/super/subscriptions/list?planId=${plan.id}&page=1&pageSize=10`,
      );
      listed[plan.name] = page.totals.subscriptions - (page.totals.byState.expired ?? 0);
    }
    expect(Object.fromEntries(plans.map((p) => [p.name, p.subscribers]))).toEqual(listed);
    expect(listed).toEqual({ Starter: 1, Professional: 1, Enterprise: 0 });
  });

  it("a collection row says its invoice's status: a PAID invoice closed short is 'Received', not 'Written off'", async () => {
    const { contractId, landlordId } = await makeContract(t.app, { rent: '450.000' });
    const issued = await issueInvoices(t.app, landlordId, contractId);
    const [shortPaid, fullyPaid, partPaid] = issued;
    await payInvoice(t.app, { landlordId, invoiceId: shortPaid!.id, amount: '400.000', markAsPaid: true });
    await payInvoice(t.app, { landlordId, invoiceId: fullyPaid!.id, amount: '450.000' });
    await payInvoice(t.app, { landlordId, invoiceId: partPaid!.id, amount: '10.000' });
    for (const invoice of issued) {
      const detail = (
        await ok<{ data: { status: string; writtenOffAmount: string } }>(
          'landlord',
          `/api/invoices/get/${invoice.id}`,
        )
      ).data;
      const rows = (
        await ok<{ items: { invoice_no: string; status: string }[] }>(
          'landlord',
          `/api/collections/list?landlord_id=${landlordId}&q=${invoice.invoiceNo}`,
        )
      ).items;
      expect(rows.map((r) => r.invoice_no)).toEqual([invoice.invoiceNo]);
      expect(rows[0]!.status, invoice.invoiceNo).toBe(COLLECTION_STATUS_LABELS[detail.status]);
    }
    const closed = (
      await ok<{ data: { status: string; writtenOffAmount: string } }>(
        'landlord',
        `/api/invoices/get/${shortPaid!.id}`,
      )
    ).data;
    expect([closed.status, closed.writtenOffAmount]).toEqual(['PAID', '50.000']);
  });

  it("a refund is among the landlord's latest activity, with its amount", async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '120.750' });
    const { attempt_id: attemptId } = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, attemptId);
    await browserReturns(t.app, attemptId);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/online-payments/attempts/${attemptId}/refund`,
      headers: bearer(tok.landlord),
      payload: { amount: '20.001', reason: 'Overcharged water' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const { refund_id: refundId, credit_note_no: creditNote } = refunded.json<{
      data: { refund_id: string; credit_note_no: string };
    }>().data;
    const landlordId = await userId(t.app, 'landlord@example.com');
    const figures = (
      await ok<{ data: PortfolioFigures }>('landlord', `/api/dashboard/landlord-activity/${landlordId}`)
    ).data;
    expect(figures.latest_activity[0]).toMatchObject({
      kind: 'refund_made',
      entity_id: refundId,
      amount: '20.001',
      summary: expect.stringMatching(new RegExp(`^${creditNote} · ${invoice.invoiceNo} · `)),
    });
    expect(figures.this_month.refunded).toBe('20.001');
  });

  it("a cost goes onto the next invoice not yet due, never the current overdue one; it is the tenant's next rent", async () => {
    // The 20th of next month in Kuwait: that month's invoice, due on the 5th, is overdue.
    const at = (day: string) => Date.parse(`${day}T12:00:00+03:00`);
    t.clock.advance(at(`${monthStart(t.app, 1).slice(0, 8)}20`) - t.clock.now());
    tok = await tokensOf(t.app);
    const tenantId = await makeTenant(t.app, 'landlord@example.com', 'Salem Al-Mutairi');
    const contract = await makeContract(t.app, { tenantId, rent: '300.000', dueDay: 5 });
    const current = (await issueInvoices(t.app, contract.landlordId, contract.contractId)).at(-1)!;
    expect(current.dueDate < monthStart(t.app, 0).slice(0, 8) + '20').toBe(true);

    const { id } = await reported(t.app, tok.landlord, { unit_id: contract.unitId });
    await call(t.app, tok.landlord, 'POST', `/api/maintenance-requests/update/${id}`, { cost: '12.345' });
    await move(t.app, tok.landlord, id, { status: 'IN_PROGRESS' });
    const charged = await call(t.app, tok.landlord, 'POST', `/api/maintenance-requests/${id}/charge`, {});
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({
      message: M.noNextInvoice,
      data: { charged: true, charged_invoice_id: null },
    });
    const [untouched] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, current.id));
    expect(untouched!.total).toBe('300.000');

    // The 1st of the month after: its invoice is issued (due on the 5th) and the cost goes onto it.
    t.clock.advance(at(monthStart(t.app, 1)) - t.clock.now());
    tok = await tokensOf(t.app);
    const next = (await issueInvoices(t.app, contract.landlordId, contract.contractId)).at(-1)!;
    expect(next.id).not.toBe(current.id);
    expect((await runMaintenanceJob(t.app.ctx, t.app.ctx.now())).charges).toBe(1);
    const [withCost] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, next.id));
    expect(withCost!.total).toBe('312.345');
    expect(
      (await call(t.app, tok.landlord, 'GET', `/api/maintenance-requests/get/${id}`)).json().data
        .charged_invoice_id,
    ).toBe(next.id);
    const [stillOverdue] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, current.id));
    expect(stillOverdue!.total).toBe('300.000');

    // A second cost now goes onto the same next invoice at once, not onto last month's overdue one.
    const second = (await reported(t.app, tok.landlord, { unit_id: contract.unitId })).id;
    await call(t.app, tok.landlord, 'POST', `/api/maintenance-requests/update/${second}`, { cost: '0.655' });
    const placed = await call(t.app, tok.landlord, 'POST', `/api/maintenance-requests/${second}/charge`, {});
    expect(placed.json()).toMatchObject({ message: M.charged, data: { charged_invoice_id: next.id } });

    const tenant = (
      await ok<{ data: TenantFigures }>('landlord', `/api/super/dashboard/tenant/stats?user_id=${tenantId}`)
    ).data;
    expect(tenant.next_due).toMatchObject({ invoice_id: next.id, amount: '313.000', projected: false });
    // The four months before it stay overdue as they were: 4 × 300.000.
    expect(money(tenant.balance.overdue).toFixed(3)).toBe('1200.000');
  });
});
