import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, paymentAttempts, sandboxGatewayPayments } from '../../server/db/schema';
import { tokensOf, type Who } from './contractFixtures';
import { unpaidInvoice, updatePayload, updatePaymentCall } from './paymentFixtures';
import {
  browserReturns,
  checkout,
  payerDecides,
  referenceOf,
  startedCheckout,
} from './onlinePaymentFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';

/** Issue 20 item 6 (server side): a refund restores the invoice's balance to the fils, with a credit note. */
describe.each(databaseKinds())('online payment refunds (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refund = (token: string, attemptId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/online-payments/attempts/${attemptId}/refund`,
      headers: bearer(token),
      payload: body,
    });
  const invoiceMoney = async (id: string) => {
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, id));
    return { paid: row!.paidAmount, status: row!.status };
  };

  async function paidOnline(rent: string) {
    const invoice = await unpaidInvoice(t.app, { rent });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, started.attempt_id);
    await browserReturns(t.app, started.attempt_id);
    return { invoice, attemptId: started.attempt_id };
  }

  it('a partial then the whole rest: balance and status return to the fils, a credit note each', async () => {
    const { invoice, attemptId } = await paidOnline('150.250');
    expect(await invoiceMoney(invoice.id)).toEqual({ paid: '150.250', status: 'PAID' });
    const first = await refund(tok.landlord, attemptId, { amount: '50.001', reason: 'Overcharged water' });
    expect(first.statusCode).toBe(200);
    const data = first.json<{
      data: { credit_note_no: string; amount: string; attempt: { state: string } };
    }>().data;
    expect(data.credit_note_no).toMatch(/^CRN-\d{4}-\d{6}$/);
    expect([data.amount, data.attempt.state]).toEqual(['50.001', 'partially_refunded']);
    expect(await invoiceMoney(invoice.id)).toEqual({ paid: '100.249', status: 'PARTIALLY_PAID' });

    const tooMuch = await refund(tok.landlord, attemptId, { amount: '100.250', reason: 'x' });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
      422,
      'A refund can be at most 100.249 KWD, what is left of this payment.',
    ]);
    const rest = await refund(tok.landlord, attemptId, { amount: '100.249', reason: 'Contract ended' });
    expect(rest.json().data.attempt.state).toBe('refunded');
    expect((await invoiceMoney(invoice.id)).paid).toBe('0.000');
    const [gatewaySide] = await t.app.ctx.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.reference, await referenceOf(t.app, attemptId)));
    expect(gatewaySide!.refundedFils).toBe(150_250);
    const audits = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund'));
    expect(audits.filter((a) => (a.after as { invoiceId: string }).invoiceId === invoice.id)).toHaveLength(2);
    // The balance is owed again: the tenant can pay it online anew.
    const again = await checkout(t.app, tok.tenant, { invoice_id: invoice.id });
    expect(again.json().data.amount).toBe('150.250');
    expect((await refund(tok.landlord, attemptId, { amount: '1', reason: 'x' })).statusCode).toBe(409);
  });

  it('an online payment is never edited by hand: only a refund changes it', async () => {
    const { invoice, attemptId } = await paidOnline('30.000');
    const [attempt] = await t.app.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId));
    const edit = await updatePaymentCall(
      t.app,
      tok.landlord,
      attempt!.paymentId!,
      updatePayload({ amount: '1.000' }),
    );
    expect([edit.statusCode, edit.json().message]).toEqual([
      409,
      'This payment was made online and cannot be edited; refund it instead.',
    ]);
    expect(await invoiceMoney(invoice.id)).toEqual({ paid: '30.000', status: 'PAID' });
  });

  it('only the landlord refunds, and only its own; a refused gateway changes nothing', async () => {
    const { invoice, attemptId } = await paidOnline('40.000');
    expect((await refund(tok.tenant, attemptId, { amount: '1', reason: 'x' })).statusCode).toBe(403);
    expect((await refund(tok.landlord2, attemptId, { amount: '1', reason: 'x' })).statusCode).toBe(404);
    const noReason = await refund(tok.landlord, attemptId, { amount: '1', reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    const gateway = t.app.ctx.gateway;
    const original = gateway.refund.bind(gateway);
    const { GatewayError } = await import('../../server/payments/gateway');
    gateway.refund = () => Promise.reject(new GatewayError('declined', false));
    try {
      const refused = await refund(tok.landlord, attemptId, { amount: '10', reason: 'x' });
      expect([refused.statusCode, refused.json().message]).toEqual([
        502,
        'The payment gateway refused the refund. Nothing was changed.',
      ]);
    } finally {
      gateway.refund = original;
    }
    expect(await invoiceMoney(invoice.id)).toEqual({ paid: '40.000', status: 'PAID' });
  });
  it('refunds at the same time never together pass what was captured', async () => {
    const { invoice, attemptId } = await paidOnline('30.000');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        refund(tok.landlord, attemptId, { amount: '10', reason: `try ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    // The late ones: too much for what is left (422), or nothing left to refund (409).
    expect(codes.filter((c) => c !== 200).every((c) => c === 422 || c === 409)).toBe(true);
    expect(await invoiceMoney(invoice.id)).toMatchObject({ paid: '0.000' });
    const [gatewaySide] = await t.app.ctx.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.reference, await referenceOf(t.app, attemptId)));
    expect(gatewaySide!.refundedFils).toBe(30_000);
  });
});
