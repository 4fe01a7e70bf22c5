import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/rows';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, paymentAttempts, payments, sandboxGatewayPayments } from '../../server/db/schema';
import { tokensOf, type Who } from './contractFixtures';
import { payInvoice } from './billingFixtures';
import { unpaidInvoice } from './paymentFixtures';
import {
  attemptRow,
  browserReturns,
  creditedOn,
  payerDecides,
  postWebhook,
  reconcile,
  referenceOf,
  signedWebhook,
  startedCheckout,
} from './onlinePaymentFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 20 item 4: a capture is credited once, whichever of webhook, redirect and reconciler
 * arrives first and however many times each arrives. On PostgreSQL the calls run in parallel on
 * the pool, so only the attempt's row lock keeps the count at one.
 */
/** The test clock runs on from the real one: a few milliseconds pass between two readings. */
const expectAbout = (ms: number, expected: number) => {
  expect(ms).toBeLessThanOrEqual(expected);
  expect(ms).toBeGreaterThan(expected - 2_000);
};

/** Queries of this database waiting for a lock another transaction holds. */
async function blockedQueries(app: Awaited<ReturnType<typeof startTestApp>>['app']): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.ctx.db,
    sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
  );
  return row?.n ?? 0;
}

/** Asks again until the condition holds; the reconciler reaches its update in milliseconds. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the reconciler never waited on the held row');
}

describe.each(databaseKinds())('online payment captures (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  // Tests move the clock on by minutes; each starts from now again (its sign-in still valid).
  beforeEach(() => t.clock.reset());

  it('20 concurrent webhooks, the redirect and the reconciler: one payment, one receipt, one audit, PAID once', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '333.333' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, started.attempt_id);
    const reference = await referenceOf(t.app, started.attempt_id);
    // The reconciler finds the attempt due too.
    await t.app.ctx.db
      .update(paymentAttempts)
      .set({ nextCheckAt: new Date(t.app.ctx.now() - 1000) })
      .where(eq(paymentAttempts.id, started.attempt_id));
    const webhooks = Array.from({ length: 20 }, (_, i) =>
      // Half repeat one event (a redelivery), half are distinct events about the same payment.
      postWebhook(t.app, signedWebhook(t.app, { id: i % 2 ? 'evt_same' : `evt_${i}`, reference })),
    );
    const [answers, returned, reconciled] = await Promise.all([
      Promise.all(webhooks),
      browserReturns(t.app, started.attempt_id),
      reconcile(t.app),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(returned.headers.location).toBe(`/admin-panel/payments/success?attempt=${started.attempt_id}`);
    expect(reconciled.asked).toBeLessThanOrEqual(1);
    expect(await creditedOn(t.app, invoice.id)).toEqual({
      payments: 1,
      receipts: 1,
      audits: 1,
      paid: '333.333',
      status: 'PAID',
    });
    const attempt = await attemptRow(t.app, started.attempt_id);
    expect(attempt).toMatchObject({ state: 'captured', method: 'knet', nextCheckAt: null, reason: null });
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(attempt.paymentId).toBe(payment!.id);
    // And again afterwards: nothing more.
    await postWebhook(t.app, signedWebhook(t.app, { id: 'evt_late', reference }));
    await browserReturns(t.app, started.attempt_id);
    expect((await creditedOn(t.app, invoice.id)).payments).toBe(1);
  });

  it.runIf(kind === 'postgres')(
    'an attempt settled while the reconciler claims it keeps no next check (the claim re-tests the row)',
    async () => {
      const invoice = await unpaidInvoice(t.app, { rent: '21.500' });
      const started = await startedCheckout(t.app, tok.tenant, invoice.id);
      const due = new Date(t.app.ctx.now() - 1000);
      await t.app.ctx.db
        .update(paymentAttempts)
        .set({ nextCheckAt: due })
        .where(eq(paymentAttempts.id, started.attempt_id));
      // A settling call holds the attempt's row while the reconciler selects it as due and tries to
      // claim it; the claim waits on the row lock, then finds the attempt decided.
      let claimWaits!: () => void;
      const waiting = new Promise<void>((resolve) => (claimWaits = resolve));
      // The reconciler starts only once the row is held: started sooner, it could claim the row
      // first and the settling call would be the one waiting (seen once in a run on worker threads).
      let rowHeld!: () => void;
      const held = new Promise<void>((resolve) => (rowHeld = resolve));
      const settling = t.app.ctx.db.transaction(async (tx) => {
        await tx
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.id, started.attempt_id))
          .for('update');
        rowHeld();
        await waiting;
        await tx
          .update(paymentAttempts)
          .set({ state: 'expired', nextCheckAt: null })
          .where(eq(paymentAttempts.id, started.attempt_id));
      });
      await held;
      const reconciled = reconcile(t.app);
      await until(async () => (await blockedQueries(t.app)) > 0);
      claimWaits();
      await settling;
      expect((await reconciled).asked).toBe(0);
      expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
        state: 'expired',
        nextCheckAt: null,
      });
    },
  );

  it('a lost webhook and a closed tab: the reconciler asks the gateway and credits the capture', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '45.750' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, started.attempt_id);
    // Not due yet: the reconciler leaves a fresh checkout to the payer.
    expect((await reconcile(t.app)).asked).toBe(0);
    t.clock.advance(3 * 60_000);
    const run = await reconcile(t.app);
    expect(run.decided).toBeGreaterThanOrEqual(1);
    expect((await attemptRow(t.app, started.attempt_id)).state).toBe('captured');
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({ payments: 1, receipts: 1, status: 'PAID' });
  });

  it('an undecided payment is asked again with backoff, and expires with the gateway after 30 minutes', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '10.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    t.clock.advance(3 * 60_000);
    await reconcile(t.app);
    const once = await attemptRow(t.app, started.attempt_id);
    expect(once).toMatchObject({ state: 'pending', checkCount: 1 });
    expectAbout(once.nextCheckAt!.getTime() - t.clock.now(), 60_000);
    t.clock.advance(61_000);
    await reconcile(t.app);
    const twice = await attemptRow(t.app, started.attempt_id);
    expectAbout(twice.nextCheckAt!.getTime() - t.clock.now(), 120_000);
    t.clock.advance(30 * 60_000);
    await reconcile(t.app);
    expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
      state: 'expired',
      nextCheckAt: null,
    });
    expect((await creditedOn(t.app, invoice.id)).payments).toBe(0);
  });

  it('a gateway that cannot answer leaves the attempt unknown until it can', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '12.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    const gateway = t.app.ctx.gateway;
    const fetchStatus = gateway.fetchStatus.bind(gateway);
    const { GatewayError } = await import('../../server/payments/gateway');
    gateway.fetchStatus = () => Promise.reject(new GatewayError('timeout', true));
    try {
      await browserReturns(t.app, started.attempt_id);
      expect((await attemptRow(t.app, started.attempt_id)).state).toBe('unknown');
    } finally {
      gateway.fetchStatus = fetchStatus;
    }
    await payerDecides(t.app, started.attempt_id);
    t.clock.advance(5 * 60_000);
    await reconcile(t.app);
    expect((await attemptRow(t.app, started.attempt_id)).state).toBe('captured');
    expect((await creditedOn(t.app, invoice.id)).payments).toBe(1);
  });

  it('an amount mismatch is refused: nothing credited, the attempt failed, an audit record says why', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '200.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    const reference = await referenceOf(t.app, started.attempt_id);
    await payerDecides(t.app, started.attempt_id);
    // The gateway reports a capture of one fils less than asked.
    await t.app.ctx.db
      .update(sandboxGatewayPayments)
      .set({ amountFils: 199_999 })
      .where(eq(sandboxGatewayPayments.reference, reference));
    const res = await postWebhook(t.app, signedWebhook(t.app, { id: 'evt_mismatch', reference }));
    expect(res.statusCode).toBe(200);
    expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
      state: 'failed',
      paymentId: null,
      reason: 'The amount charged does not match the invoice; the payment was not credited.',
    });
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({ payments: 0, status: 'UNPAID' });
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, started.attempt_id));
    expect(audits.map((a) => a.action)).toEqual(['payment_attempt.amount_mismatch']);
  });
  it('a capture the invoice can no longer take is not credited: the balance never goes negative', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '100.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    // Meanwhile the landlord records 30.000 received in cash: the balance is now 70.000.
    await payInvoice(t.app, { landlordId: invoice.landlordId, invoiceId: invoice.id, amount: '30.000' });
    // The tenant still pays the first page's 100.000.
    await payerDecides(t.app, started.attempt_id);
    await browserReturns(t.app, started.attempt_id);
    // Issue 30 item 5 changed the end: the capture is no longer kept "refund due" in silence, it is
    // refunded in whole through the gateway.
    expect(await attemptRow(t.app, started.attempt_id)).toMatchObject({
      state: 'refunded',
      paymentId: null,
      refundedAmount: '100.000',
      reason: 'The payment was taken but the invoice could not take it; it was refunded in full.',
    });
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({
      payments: 1,
      paid: '30.000',
      status: 'PARTIALLY_PAID',
    });
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, started.attempt_id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'payment_attempt.auto_refund',
      'payment_attempt.credit_refused',
    ]);
    // The balance is owed again in full: a new checkout takes 70.000.
    const fresh = await startedCheckout(t.app, tok.tenant, invoice.id);
    expect([fresh.amount, fresh.attempt_id === started.attempt_id]).toEqual(['70.000', false]);
  });
});
