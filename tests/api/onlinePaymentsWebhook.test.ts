import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, sandboxGatewayPayments } from '../../server/db/schema';
import { sandboxSecretOf } from '../../server/payments/gatewayFactory';
import { tokensOf, type Who } from './contractFixtures';
import { unpaidInvoice } from './paymentFixtures';
import {
  attemptRow,
  creditedOn,
  payerDecides,
  postWebhook,
  referenceOf,
  signedWebhook,
  startedCheckout,
} from './onlinePaymentFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 20 item 8: a webhook with a bad or old signature answers 401 and changes nothing, even
 * when the gateway has in fact captured; a redelivered event is acted on once; no secret reaches
 * the log.
 */
describe.each(databaseKinds())('online payment webhooks (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let log = '';

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    t = await startTestApp(kind, { logStream, logLevel: 'debug' });
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.clock.reset());

  /** A pending attempt the payer has paid on the gateway's side, and its reference. */
  async function paidOnGateway(rent: string) {
    const invoice = await unpaidInvoice(t.app, { rent });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, started.attempt_id);
    return {
      invoice,
      attemptId: started.attempt_id,
      reference: await referenceOf(t.app, started.attempt_id),
    };
  }

  async function expectNothingChanged(p: Awaited<ReturnType<typeof paidOnGateway>>, eventId: string) {
    expect((await attemptRow(t.app, p.attemptId)).state).toBe('pending');
    expect(await creditedOn(t.app, p.invoice.id)).toMatchObject({ payments: 0, status: 'UNPAID' });
    const inbox = await t.app.ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    expect(inbox).toEqual([]);
  }

  it('a forged signature (another secret, or a body changed after signing) is refused with 401', async () => {
    const p = await paidOnGateway('70.000');
    const forged = signedWebhook(
      t.app,
      { id: 'evt_forged', reference: p.reference },
      { secret: 'x'.repeat(64) },
    );
    const res = await postWebhook(t.app, forged);
    expect([res.statusCode, res.json().message]).toEqual([401, 'The webhook signature is not valid.']);
    const genuine = signedWebhook(t.app, { id: 'evt_forged', reference: 'sbx_000000000000000000000000' });
    const tampered = {
      headers: genuine.headers,
      raw: JSON.stringify({ id: 'evt_forged', reference: p.reference }),
    };
    expect((await postWebhook(t.app, tampered)).statusCode).toBe(401);
    const unsigned = { headers: { 'content-type': 'application/json' }, raw: tampered.raw };
    expect((await postWebhook(t.app, unsigned)).statusCode).toBe(401);
    await expectNothingChanged(p, 'evt_forged');
  });

  it('a replayed signature older than 5 minutes (or from the future) is refused with 401', async () => {
    const p = await paidOnGateway('71.000');
    const sixMinutes = 6 * 60_000;
    const old = signedWebhook(
      t.app,
      { id: 'evt_replay', reference: p.reference },
      { atMs: t.clock.now() - sixMinutes },
    );
    expect((await postWebhook(t.app, old)).statusCode).toBe(401);
    const future = signedWebhook(
      t.app,
      { id: 'evt_replay', reference: p.reference },
      { atMs: t.clock.now() + sixMinutes },
    );
    expect((await postWebhook(t.app, future)).statusCode).toBe(401);
    // A genuine delivery, replayed once its 5 minutes have passed.
    const genuine = signedWebhook(t.app, { id: 'evt_replay', reference: p.reference });
    t.clock.advance(sixMinutes);
    expect((await postWebhook(t.app, genuine)).statusCode).toBe(401);
    await expectNothingChanged(p, 'evt_replay');
  });

  it('a redelivered event is answered again and acted on once; a captured attempt never moves back', async () => {
    const p = await paidOnGateway('72.000');
    const webhook = signedWebhook(t.app, { id: 'evt_twice', reference: p.reference });
    expect((await postWebhook(t.app, webhook)).statusCode).toBe(200);
    // The gateway now says something else; the same event again is not even asked about.
    await t.app.ctx.db
      .update(sandboxGatewayPayments)
      .set({ state: 'failed' })
      .where(eq(sandboxGatewayPayments.reference, p.reference));
    expect((await postWebhook(t.app, webhook)).statusCode).toBe(200);
    // A new event makes the server ask: the gateway's "failed" does not undo the capture.
    expect(
      (await postWebhook(t.app, signedWebhook(t.app, { id: 'evt_new', reference: p.reference }))).statusCode,
    ).toBe(200);
    expect((await attemptRow(t.app, p.attemptId)).state).toBe('captured');
    expect(await creditedOn(t.app, p.invoice.id)).toMatchObject({ payments: 1, receipts: 1, status: 'PAID' });
    const inbox = await t.app.ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt_twice'));
    expect(inbox).toHaveLength(1);
  });

  it('a webhook naming no attempt of ours is answered and changes nothing', async () => {
    const res = await postWebhook(
      t.app,
      signedWebhook(t.app, { id: 'evt_stranger', reference: 'sbx_ffffffffffffffffffffffff' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('keeps secrets out of the log: the webhook secret, signatures, tokens', async () => {
    const p = await paidOnGateway('73.000');
    const webhook = signedWebhook(t.app, { id: 'evt_log', reference: p.reference });
    await postWebhook(t.app, webhook);
    await postWebhook(
      t.app,
      signedWebhook(t.app, { id: 'evt_log2', reference: p.reference }, { secret: 'y'.repeat(64) }),
    );
    expect(log).toContain('payment webhook refused');
    expect(log).not.toContain(sandboxSecretOf(t.app.ctx.config));
    expect(log).not.toContain(webhook.headers['x-sandbox-signature']!);
    expect(log).not.toContain(tok.tenant);
  });
});
