import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import {
  auditLog,
  mailOutbox,
  paymentAttempts,
  sandboxGatewayPayments,
  sandboxGatewayRefunds,
} from '../../server/db/schema';
import { isUniqueViolation } from '../../server/db/pgErrors';
import { GatewayError } from '../../server/payments/gateway';
import { queryRows } from '../../server/db/rows';
import { tokensOf, type Who } from './contractFixtures';
import { payInvoice } from './billingFixtures';
import { unpaidInvoice } from './paymentFixtures';
import {
  attemptRow,
  browserReturns,
  checkout,
  creditedOn,
  payerDecides,
  postWebhook,
  reconcile,
  referenceOf,
  signedWebhook,
  startedCheckout,
} from './onlinePaymentFixtures';
import { bearer, databaseKinds, login, startTestApp } from './testApp';

/*
 * Issue 30 item 5: money the gateway takes is credited or given back, never kept in silence.
 * (a) At most one open checkout per invoice: a second checkout answers the open one, or cancels
 *     it at the gateway first; the database refuses a second open attempt too.
 * (b) A capture the invoice cannot take (a manual payment settled it meanwhile) is refunded in
 *     whole through the gateway; where the gateway refuses, the capture is marked for the landlord
 *     (GET /api/online-payments/refunds-due, shown on TENANT PAYMENTS) and both sides are mailed.
 */
const OPEN = ['created', 'pending', 'unknown'];

const openAttemptsOf = async (app: App, invoiceId: string) =>
  app.ctx.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.invoiceId, invoiceId), inArray(paymentAttempts.state, OPEN)));

/** The sandbox's pages of these attempts a payer could still pay. */
async function payablePages(app: App, references: string[]) {
  const rows = await app.ctx.db
    .select()
    .from(sandboxGatewayPayments)
    .where(inArray(sandboxGatewayPayments.reference, references));
  return rows.filter((r) => r.state === 'pending').map((r) => r.reference);
}

const refundsAtGateway = (app: App, reference: string) =>
  app.ctx.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.reference, reference));

const mailsAbout = async (app: App, invoiceNo: string) => {
  await app.ctx.mail.idle();
  const rows = await app.ctx.db.select().from(mailOutbox);
  return rows
    .filter((m) => m.subject.includes(invoiceNo))
    .map((m) => ({ to: m.toAddress, template: m.template, subject: m.subject, text: m.textBody }));
};

const auditsOf = async (app: App, attemptId: string) =>
  (await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, attemptId)))
    .map((a) => a.action)
    .sort();

describe.each(databaseKinds())('one open checkout, and captures the invoice cannot take (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    // Partial payments on: a second checkout may ask for another amount than the open one's.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/setting/online-payments',
      headers: bearer(tok.landlord),
      payload: { allow_partial: true, minimum_amount: '5' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.clock.reset());

  const refundsDue = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/online-payments/refunds-due${query}`,
      headers: bearer(token),
    });

  it('(a) a second checkout of another amount cancels the open one at the gateway: one payable page', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '120.000' });
    const first = await startedCheckout(t.app, tok.tenant, invoice.id);
    const again = await startedCheckout(t.app, tok.tenant, invoice.id);
    expect(again.attempt_id).toBe(first.attempt_id);

    const part = (await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '40.000' })).json()
      .data;
    expect(part).toMatchObject({ amount: '40.000', state: 'pending' });
    expect(part.attempt_id).not.toBe(first.attempt_id);
    expect(await attemptRow(t.app, first.attempt_id)).toMatchObject({
      state: 'cancelled',
      reason: 'A new checkout of this invoice replaced this one.',
      nextCheckAt: null,
    });
    const references = [
      await referenceOf(t.app, first.attempt_id),
      await referenceOf(t.app, part.attempt_id),
    ];
    expect(await payablePages(t.app, references)).toEqual([references[1]]);
    expect((await openAttemptsOf(t.app, invoice.id)).map((a) => a.id)).toEqual([part.attempt_id]);

    // The first page can take no money any more: paying it changes nothing.
    await payerDecides(t.app, first.attempt_id);
    await postWebhook(
      t.app,
      signedWebhook(t.app, { id: `evt_${first.attempt_id}`, reference: references[0] }),
    );
    expect((await attemptRow(t.app, first.attempt_id)).state).toBe('cancelled');
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({ payments: 0, status: 'UNPAID' });
  });

  it('(a) concurrent checkouts of one invoice, of the same and other amounts, leave one open attempt', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '90.000' });
    const amounts = ['90.000', '90.000', '30.000', '90.000', '45.500', '30.000'];
    const answers = await Promise.all(
      amounts.map((amount) => checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount })),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const open = await openAttemptsOf(t.app, invoice.id);
    expect(open).toHaveLength(1);
    // Of every page the gateway opened for this invoice, only the open attempt's can be paid.
    const all = await t.app.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoice.id));
    const references = all.map((a) => a.gatewayReference).filter((r): r is string => r !== null);
    expect(await payablePages(t.app, references)).toEqual([open[0]!.gatewayReference]);
  });

  it('(a) the database refuses a second open attempt for one invoice', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '15.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    const open = await attemptRow(t.app, started.attempt_id);
    const second = t.app.ctx.db.insert(paymentAttempts).values({
      landlordId: open.landlordId,
      invoiceId: open.invoiceId,
      tenantId: open.tenantId,
      provider: open.provider,
      amount: '5.000',
      state: 'pending',
      expiresAt: open.expiresAt,
    });
    const refused = await second.then(
      () => null,
      (err: unknown) => err,
    );
    expect(isUniqueViolation(refused)).toBe(true);
  });

  it('(a) a gateway that cannot cancel keeps the open checkout: another amount is refused until it closes', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '60.000' });
    const first = await startedCheckout(t.app, tok.tenant, invoice.id);
    const gateway = t.app.ctx.gateway;
    const cancel = gateway.cancelCheckout;
    gateway.cancelCheckout = undefined;
    try {
      const refused = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '20.000' });
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        'A payment of 60.000 KWD for this invoice is still open on the payment page. Finish it there, or try again once it closes.',
      ]);
      const arabic = await t.app.inject({
        method: 'POST',
        url: '/api/online-payments/checkout',
        headers: { ...bearer(tok.tenant), 'accept-language': 'ar' },
        payload: { invoice_id: invoice.id, amount: '20.000' },
      });
      expect(arabic.json().message).toContain('60.000');
      expect(arabic.json().message).toMatch(/[\u0621-\u064a]/);
      expect((await attemptRow(t.app, first.attempt_id)).state).toBe('pending');
      // Once its 30 minutes are over the gateway closes it, and the new amount opens.
      t.clock.advance(31 * 60_000);
      const signedIn = (await login(t.app, 'tenant@example.com')).data.access_token;
      const later = await checkout(t.app, signedIn, { invoice_id: invoice.id, amount: '20.000' });
      expect(later.json().data).toMatchObject({ amount: '20.000', state: 'pending' });
      expect((await attemptRow(t.app, first.attempt_id)).state).toBe('expired');
    } finally {
      gateway.cancelCheckout = cancel;
    }
  });

  it('(b) a manual payment settles the invoice while the checkout is open: the capture is refunded through the gateway', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '250.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    const reference = await referenceOf(t.app, started.attempt_id);
    // The landlord records the rent received by bank transfer: the invoice is PAID.
    await payInvoice(t.app, { landlordId: invoice.landlordId, invoiceId: invoice.id, amount: '250.000' });
    // Then the tenant pays the page still open, and the gateway reports the capture.
    await payerDecides(t.app, started.attempt_id);
    const hook = await postWebhook(
      t.app,
      signedWebhook(t.app, { id: `evt_${started.attempt_id}`, reference }),
    );
    expect(hook.statusCode).toBe(200);

    expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
      state: 'refunded',
      paymentId: null,
      refundedAmount: '250.000',
      refundProblem: null,
      nextCheckAt: null,
    });
    // One payment (the manual one), one receipt; the invoice's money is the manual payment's alone.
    expect(await creditedOn(t.app, invoice.id)).toEqual({
      payments: 1,
      receipts: 1,
      audits: 1,
      paid: '250.000',
      status: 'PAID',
    });
    // One refund at the gateway, of the whole capture.
    const refunds = await refundsAtGateway(t.app, reference);
    expect(refunds.map((r) => Number(r.amountFils))).toEqual([250_000]);
    expect(await auditsOf(t.app, started.attempt_id)).toEqual([
      'payment_attempt.auto_refund',
      'payment_attempt.credit_refused',
    ]);
    // The tenant's result page and every later hint change nothing more.
    const back = await browserReturns(t.app, started.attempt_id);
    expect(back.statusCode).toBe(303);
    await postWebhook(t.app, signedWebhook(t.app, { id: `evt_again_${started.attempt_id}`, reference }));
    t.clock.advance(60 * 60_000);
    await reconcile(t.app);
    t.clock.reset();
    expect(await refundsAtGateway(t.app, reference)).toHaveLength(1);
    expect((await creditedOn(t.app, invoice.id)).payments).toBe(1);
    expect(await mailsAbout(t.app, invoice.invoiceNo)).toEqual([]);
    expect((await refundsDue(tok.landlord)).json().data.items).toEqual([]);
  });

  it('(b) the gateway refuses the refund: the capture is marked for the landlord and both sides are mailed once', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '175.250' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    const reference = await referenceOf(t.app, started.attempt_id);
    await payInvoice(t.app, { landlordId: invoice.landlordId, invoiceId: invoice.id, amount: '175.250' });
    await payerDecides(t.app, started.attempt_id);
    const gateway = t.app.ctx.gateway;
    const refund = gateway.refund.bind(gateway);
    let refundCalls = 0;
    gateway.refund = () => {
      refundCalls += 1;
      return Promise.reject(new GatewayError('Refunds are not enabled on this account.', false));
    };
    try {
      await browserReturns(t.app, started.attempt_id);
      await postWebhook(t.app, signedWebhook(t.app, { id: `evt_${started.attempt_id}`, reference }));
      t.clock.advance(60 * 60_000);
      await reconcile(t.app);
    } finally {
      gateway.refund = refund;
      t.clock.reset();
    }
    expect(refundCalls).toBe(1);
    expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
      state: 'captured',
      paymentId: null,
      refundedAmount: '0.000',
      refundProblem:
        'The payment was taken but the invoice could not take it, and the gateway refused to refund it. The landlord must refund it.',
    });
    expect(await refundsAtGateway(t.app, reference)).toEqual([]);
    // The invoice counts the manual payment only.
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({
      payments: 1,
      paid: '175.250',
      status: 'PAID',
    });
    expect(await auditsOf(t.app, started.attempt_id)).toEqual([
      'payment_attempt.credit_refused',
      'payment_attempt.refund_failed',
    ]);

    // TENANT PAYMENTS' data: the landlord's side sees it; another landlord and the tenant do not.
    const due = await refundsDue(tok.landlord);
    expect(due.statusCode).toBe(200);
    expect(due.json().data.items).toEqual([
      expect.objectContaining({
        attempt_id: started.attempt_id,
        invoice_no: invoice.invoiceNo,
        tenant_name: invoice.tenantName,
        amount: '175.250',
        method: 'knet',
        gateway_reference: reference,
      }),
    ]);
    expect((await refundsDue(tok.manager)).statusCode).toBe(200);
    expect(
      (await refundsDue(tok.super)).json().data.items.map((i: { attempt_id: string }) => i.attempt_id),
    ).toContain(started.attempt_id);
    expect((await refundsDue(tok.landlord2)).json().data.items).toEqual([]);
    expect((await refundsDue(tok.tenant)).statusCode).toBe(403);

    // Two mails, once: the landlord (to refund it) and the tenant (to be refunded).
    const mails = await mailsAbout(t.app, invoice.invoiceNo);
    expect(mails.map((m) => [m.to, m.template]).sort()).toEqual([
      ['landlord@example.com', 'online-refund-due'],
      ['tenant@example.com', 'online-refund-delayed'],
    ]);
    const toLandlord = mails.find((m) => m.to === 'landlord@example.com')!;
    expect(toLandlord.subject).toBe(`Refund needed: online payment for invoice ${invoice.invoiceNo}`);
    expect(toLandlord.text).toContain('175.250 KWD');
    expect(toLandlord.text).toContain('/admin-panel/tenant-payments/list');
    const toTenant = mails.find((m) => m.to === 'tenant@example.com')!;
    expect(toTenant.subject).toBe(`Your online payment for invoice ${invoice.invoiceNo} will be refunded`);
    expect(toTenant.text).toContain('175.250 KWD');
  });

  it('(b) a refund whose request never came back is not sent again: after 10 minutes the landlord is told', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '33.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payInvoice(t.app, { landlordId: invoice.landlordId, invoiceId: invoice.id, amount: '33.000' });
    await payerDecides(t.app, started.attempt_id);
    const gateway = t.app.ctx.gateway;
    const refund = gateway.refund.bind(gateway);
    let refundCalls = 0;
    // The process stops while the gateway is refunding: no answer ever arrives.
    gateway.refund = () => {
      refundCalls += 1;
      return Promise.reject(new Error('process stopped'));
    };
    try {
      await browserReturns(t.app, started.attempt_id);
      expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
        state: 'captured',
        refundedAmount: '33.000',
        refundProblem: null,
      });
      await browserReturns(t.app, started.attempt_id);
      t.clock.advance(5 * 60_000);
      await reconcile(t.app);
      expect((await attemptRow(t.app, started.attempt_id)).refundProblem).toBeNull();
      t.clock.advance(6 * 60_000);
      await reconcile(t.app);
    } finally {
      gateway.refund = refund;
    }
    expect(refundCalls).toBe(1);
    expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
      state: 'captured',
      refundProblem:
        'The payment was taken but the invoice could not take it, and the gateway did not confirm its refund. The landlord must check it and refund it.',
    });
    expect((await mailsAbout(t.app, invoice.invoiceNo)).map((m) => m.to).sort()).toEqual([
      'landlord@example.com',
      'tenant@example.com',
    ]);
  });

  it('a closed checkout the gateway reports paid after all is credited while the invoice can take it', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '80.000' });
    const first = await startedCheckout(t.app, tok.tenant, invoice.id);
    const second = (await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '20.000' })).json()
      .data;
    expect((await attemptRow(t.app, first.attempt_id)).state).toBe('cancelled');
    // The payer had paid the first page as it closed: the gateway reports it captured.
    const reference = await referenceOf(t.app, first.attempt_id);
    await t.app.ctx.db
      .update(sandboxGatewayPayments)
      .set({ state: 'captured', method: 'card', transactionId: 'sbx_txn_late', reason: null })
      .where(eq(sandboxGatewayPayments.reference, reference));
    await postWebhook(t.app, signedWebhook(t.app, { id: `evt_late_${first.attempt_id}`, reference }));
    expect(await attemptRow(t.app, first.attempt_id)).toMatchObject({ state: 'captured', method: 'card' });
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({
      payments: 1,
      paid: '80.000',
      status: 'PAID',
    });
    // The open 20.000 page is paid too: the invoice cannot take it, so it is refunded.
    await payerDecides(t.app, second.attempt_id);
    await browserReturns(t.app, second.attempt_id);
    expect((await attemptRow(t.app, second.attempt_id)).state).toBe('refunded');
    const [sums] = await queryRows<{ paid: string }>(
      t.app.ctx.db,
      sql`select coalesce(sum(amount), 0)::text as paid from payments where invoice_id = ${invoice.id}`,
    );
    expect(sums!.paid).toBe('80.000');
  });
});
