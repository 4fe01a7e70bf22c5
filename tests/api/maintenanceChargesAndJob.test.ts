import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { invoiceItems, invoices } from '../../server/db/schema';
import { runMaintenanceJob } from '../../server/jobs/maintenanceJob';
import { tokensOf, type Who } from './contractFixtures';
import { call, move, reported } from './maintenanceFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract, monthStart, userId } from '../support/make';

/*
 * Issue 18 items 3 and 5: the cost charged onto the tenant's next invoice to the fils (through the
 * billing's own charges), the tenant's rating (not resolved reopens and counts), and the maintenance
 * job: COMPLETED for 7 days closes, DEFERRED opens again on its day.
 */
describe.each(databaseKinds())('maintenance requests: charges, rating and the job (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let t: Record<Who, string>;
  let contract: Awaited<ReturnType<typeof makeContract>>;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    // The 2nd of next month in Kuwait: this month's invoice (due on the 5th) is not yet due, so it
    // is the next invoice a cost goes onto (an overdue one never is: tests/api/figuresAgree.test.ts).
    ctx.clock.advance(Date.parse(`${monthStart(ctx.app, 1).slice(0, 8)}02T12:00:00+03:00`) - ctx.clock.now());
    contract = await makeContract(ctx.app, { rent: '350.000' });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    t = await tokensOf(ctx.app);
  });

  const get = async (id: string) =>
    (await call(ctx.app, t.landlord, 'GET', `/api/maintenance-requests/get/${id}`)).json().data;
  const completed = async (cost?: string) => {
    const { id } = await reported(ctx.app, t.tenant, { unit_id: contract.unitId });
    if (cost) await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/update/${id}`, { cost });
    await move(ctx.app, t.manager, id, { status: 'IN_PROGRESS' });
    await move(ctx.app, t.manager, id, { status: 'COMPLETED' });
    return id;
  };

  it("charges the cost onto the tenant's next invoice to the fils, once", async () => {
    const issued = await issueInvoices(ctx.app, contract.landlordId, contract.contractId);
    const current = issued.at(-1)!;
    const id = await completed('12.345');
    const charged = await call(ctx.app, t.manager, 'POST', `/api/maintenance-requests/${id}/charge`, {});
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({
      message: M.charged,
      data: { charged: true, charged_invoice_id: current.id, cost: '12.345' },
    });
    const [invoice] = await ctx.app.ctx.db.select().from(invoices).where(eq(invoices.id, current.id));
    expect(invoice!.total).toBe('362.345');
    const items = await ctx.app.ctx.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, current.id));
    expect(items.find((i) => i.kind === 'charge')).toMatchObject({
      amount: '12.345',
      description: expect.stringMatching(/^Maintenance MR-\d{4}-\d{6}: /),
    });
    // The tenant sees it on its invoice.
    const tenantInvoice = await call(ctx.app, t.tenant, 'GET', `/api/invoices/get/${current.id}`);
    expect(tenantInvoice.body).toContain('362.345');

    const twice = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/${id}/charge`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyCharged);
    const noCost = await completed();
    const refused = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/${noCost}/charge`, {});
    expect(refused.json().message).toBe(M.noCost);
    // The tenant cannot charge itself, nor change the cost.
    expect(
      (await call(ctx.app, t.tenant, 'POST', `/api/maintenance-requests/${noCost}/charge`, {})).statusCode,
    ).toBe(403);
  });

  it('a charge with no invoice issued yet waits and reaches the next one the job finds', async () => {
    const tenantId = await userId(ctx.app, 'tenant@example.com');
    // A second contract, begun yesterday, whose first invoice the generator has not issued yet.
    const later = await makeContract(ctx.app, {
      tenantId,
      startDate: dayOffset(ctx.app, -1),
      rent: '200.000',
    });
    const { id } = await reported(ctx.app, t.tenant, { unit_id: later.unitId });
    await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/update/${id}`, { cost: '0.125' });
    const waiting = await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/${id}/charge`, {});
    expect(waiting.json()).toMatchObject({
      message: M.noNextInvoice,
      data: { charged: true, charged_invoice_id: null },
    });
    const [issued] = await issueInvoices(ctx.app, later.landlordId, later.contractId);
    expect((await runMaintenanceJob(ctx.app.ctx, ctx.app.ctx.now())).charges).toBe(1);
    const [invoice] = await ctx.app.ctx.db.select().from(invoices).where(eq(invoices.id, issued!.id));
    expect(invoice!.total).toBe('200.125');
    expect((await get(id)).charged_invoice_id).toBe(issued!.id);
  });

  it('the tenant rates: resolved closes; not resolved reopens and counts; only on COMPLETED', async () => {
    const early = await reported(ctx.app, t.tenant, { unit_id: contract.unitId });
    const tooEarly = await call(ctx.app, t.tenant, 'POST', `/api/maintenance-requests/${early.id}/rating`, {
      resolved: true,
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(M.notCompleted);

    const back = await completed();
    const notResolved = await call(ctx.app, t.tenant, 'POST', `/api/maintenance-requests/${back}/rating`, {
      resolved: false,
      comment: 'Still leaking at night.',
    });
    expect(notResolved.statusCode, notResolved.body).toBe(200);
    expect(notResolved.json().data).toMatchObject({
      status: 'OPEN',
      reopen_count: 1,
      rating_resolved: false,
      rating_comment: 'Still leaking at night.',
    });
    expect(notResolved.json().data.history.at(-1).reason).toContain('Still leaking at night.');

    const fixed = await completed();
    const resolved = await call(ctx.app, t.tenant, 'POST', `/api/maintenance-requests/${fixed}/rating`, {
      resolved: true,
    });
    expect(resolved.json().data).toMatchObject({ status: 'CLOSED', rating_resolved: true, reopen_count: 0 });
    // The landlord's side does not rate.
    expect(
      (
        await call(ctx.app, t.landlord, 'POST', `/api/maintenance-requests/${fixed}/rating`, {
          resolved: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the job closes requests COMPLETED for 7 days and opens DEFERRED ones on their day', async () => {
    const done = await completed();
    const deferred = await reported(ctx.app, t.tenant, { unit_id: contract.unitId });
    await move(ctx.app, t.landlord, deferred.id, { status: 'DEFERRED', until: dayOffset(ctx.app, 3) });

    // Six days on: nothing moves.
    const start = ctx.app.ctx.now();
    await runMaintenanceJob(ctx.app.ctx, start + 2 * 86_400_000);
    expect((await get(done)).status).toBe('COMPLETED');
    expect((await get(deferred.id)).status).toBe('DEFERRED');

    ctx.clock.advance(3 * 86_400_000 + 3_600_000);
    t = await tokensOf(ctx.app);
    await runMaintenanceJob(ctx.app.ctx, ctx.app.ctx.now());
    const reopened = await get(deferred.id);
    expect(reopened).toMatchObject({ status: 'OPEN', deferred_until: null });
    expect(reopened.history.at(-1)).toMatchObject({
      from_status: 'DEFERRED',
      to_status: 'OPEN',
      actor_id: null,
    });
    expect((await get(done)).status).toBe('COMPLETED');

    ctx.clock.advance(4 * 86_400_000);
    t = await tokensOf(ctx.app);
    await runMaintenanceJob(ctx.app.ctx, ctx.app.ctx.now());
    const closed = await get(done);
    expect(closed.status).toBe('CLOSED');
    expect(closed.history.at(-1)).toMatchObject({
      from_status: 'COMPLETED',
      to_status: 'CLOSED',
      actor_id: null,
    });
    // A second run moves nothing.
    expect((await runMaintenanceJob(ctx.app.ctx, ctx.app.ctx.now())).moved).toBe(0);
  });
});
