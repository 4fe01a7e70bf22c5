import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kwdToFils } from '../../server/payments/gateway';
import { sandboxSettlementFile } from '../../server/payments/sandboxSettlement';
import { todayInKuwait } from '../../server/services/occupancy';
import { tokensOf, type Who } from './contractFixtures';
import { unpaidInvoice } from './paymentFixtures';
import { approve, payerDecides, referenceOf, startedCheckout } from './onlinePaymentFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 20 item 2: the sandbox gateway's own side — the same idempotency key opens one checkout,
 * refunds up to what was captured, once per key, and a daily settlement file.
 */
describe.each(databaseKinds())('the sandbox gateway (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (attemptId: string) => ({
    attemptId,
    amountFils: 12_345,
    currency: 'KWD' as const,
    description: 'Rent INV-TEST',
    customer: { name: 'Someone' },
    returnUrl: 'http://localhost/online-payments/return/x',
    webhookUrl: 'http://localhost/api/online-payments/webhook',
  });

  it('opens one checkout per idempotency key', async () => {
    const gateway = t.app.ctx.gateway;
    const key = '11111111-1111-4111-8111-111111111111';
    const [a, b] = await Promise.all([
      gateway.createCheckout(request(key)),
      gateway.createCheckout(request(key)),
    ]);
    expect(a).toEqual(b);
    expect((await gateway.fetchStatus(a.gatewayReference)).state).toBe('pending');
    const other = await gateway.createCheckout(request('22222222-2222-4222-8222-222222222222'));
    expect(other.gatewayReference).not.toBe(a.gatewayReference);
  });

  it('refunds a capture up to its amount, once per key; lists it in the day’s settlement file', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '150.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, started.attempt_id, approve);
    const reference = await referenceOf(t.app, started.attempt_id);
    const gateway = t.app.ctx.gateway;
    const refund = { gatewayReference: reference, amountFils: kwdToFils('50.000'), reason: 'Overpaid' };
    expect((await gateway.refund({ ...refund, idempotencyKey: 'r1' })).state).toBe('succeeded');
    expect((await gateway.refund({ ...refund, idempotencyKey: 'r1' })).state).toBe('succeeded');
    await expect(gateway.refund({ ...refund, amountFils: 100_001, idempotencyKey: 'r2' })).rejects.toThrow(
      'The refund exceeds what was captured.',
    );
    const file = await sandboxSettlementFile(t.app.ctx.db, todayInKuwait(t.app.ctx.now()));
    const line = file.split('\n').find((l) => l.includes(reference))!;
    expect(line.split(',').slice(3)).toEqual(['knet', 'KWD', '150.000', '0.100', '50.000', '99.900']);
  });
});
