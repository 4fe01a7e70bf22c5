import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '../../domain/receiptSchemas';
import { paymentAttempts, receipts } from '../../server/db/schema';
import { payInvoice } from './billingFixtures';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { browserReturns, checkout, payerDecides, startedCheckout } from './onlinePaymentFixtures';
import { unpaidInvoice } from './paymentFixtures';
import { pdfText } from './pdfText';
import { bearer, buildTestApp, databaseKinds, startTestApp, type TestApp } from './testApp';
import { dayOffset, issueInvoices, makeContract } from '../support/make';

/*
 * Issue 30 item 6: the sandbox gateway is the default only with the demo data. Without it (and
 * without PAYMENT_PROVIDER) online payment is off: the calls answer 409 saying why, in English and
 * Arabic, and the system config the panel loads says so (no Pay button). With it, the panel is told
 * payments are simulated, and the sandbox page and its receipts say they are test payments.
 */
const OFF = 'Online payment is off: no payment gateway is set up on this server.';
const OFF_AR = 'الدفع الإلكتروني متوقف: لم تُعدّ أي بوابة دفع على هذا الخادم.';

interface SystemConfigAnswer {
  data: { onlinePayments: boolean; simulatedPayments: boolean; roles: Record<string, unknown> };
}

describe.each(databaseKinds())('online payment off without demo data, simulated with it (%s)', (kind) => {
  /** As `npm start` runs with the demo data: the sandbox by default. */
  let demo: Awaited<ReturnType<typeof startTestApp>>;
  /** Production without demo data and without PAYMENT_PROVIDER, on the same database. */
  let off: TestApp;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    demo = await startTestApp(kind);
    off = await buildTestApp(demo.database.handle, { env: { NODE_ENV: 'production', SEED_DEMO: 'false' } });
    tok = await tokensOf(off.app);
  });
  afterAll(async () => {
    await off?.close();
    await demo?.close();
  });

  const systemConfig = async (t: TestApp) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get/default' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SystemConfigAnswer>().data;
  };

  it('without a gateway: the panel is told payment is off, and paying answers 409 saying why', async () => {
    expect(off.app.ctx.config.payments.provider).toBeNull();
    const config = await systemConfig(off);
    expect(config).toMatchObject({ onlinePayments: false, simulatedPayments: false });
    // The rest of the system config is unchanged (the sign-up page takes the landlord role).
    expect(config.roles).toHaveProperty('landlord');

    const invoice = await unpaidInvoice(off.app);
    const options = await get(off.app, tok.tenant, `/api/online-payments/pay-options/${invoice.id}`);
    expect(options.statusCode).toBe(409);
    expect(options.json()).toMatchObject({ success: false, message: OFF });

    const started = await checkout(off.app, tok.tenant, { invoice_id: invoice.id });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(OFF);
    const arabic = await off.app.inject({
      method: 'POST',
      url: '/api/online-payments/checkout',
      headers: { ...bearer(tok.tenant), 'accept-language': 'ar' },
      payload: { invoice_id: invoice.id },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe(OFF_AR);
    // Nothing was started anywhere.
    const attempts = await off.app.ctx.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceId, invoice.id));
    expect(attempts).toEqual([]);

    // A payment link leads to a Pay button: none either.
    const link = await post(off.app, tok.landlord, '/api/online-payments/links', { invoice_id: invoice.id });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(OFF);

    // The tenant's dashboard does not offer paying online.
    const stats = await get(off.app, tok.tenant, '/api/super/dashboard/tenant/stats');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data.pay.online_available).toBe(false);
  });

  it('with the demo data: the sandbox, the panel told payments are simulated, the page saying test', async () => {
    expect(demo.app.ctx.config.payments.provider).toBe('sandbox');
    expect(await systemConfig(demo)).toMatchObject({ onlinePayments: true, simulatedPayments: true });

    const invoice = await unpaidInvoice(demo.app);
    const started = await startedCheckout(demo.app, tok.tenant, invoice.id);
    const page = await demo.app.inject({ method: 'GET', url: new URL(started.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST PAYMENT — sandbox gateway: no real money moves');
    expect(page.body).toContain('<title>Test payment (sandbox)</title>');
  });

  it("labels a sandbox payment's receipt as a test payment, and not a payment recorded by hand", async () => {
    const invoice = await unpaidInvoice(demo.app);
    const started = await startedCheckout(demo.app, tok.tenant, invoice.id);
    await payerDecides(demo.app, started.attempt_id);
    await browserReturns(demo.app, started.attempt_id);
    const [online] = await demo.app.ctx.db.select().from(receipts).where(eq(receipts.invoiceId, invoice.id));
    expect(online, 'the sandbox payment issued a receipt').toBeDefined();

    const { contractId, landlordId } = await makeContract(demo.app, {
      rent: '200.000',
      startDate: dayOffset(demo.app, 0),
      dueDay: 28,
    });
    const [byHand] = await issueInvoices(demo.app, landlordId, contractId);
    await payInvoice(demo.app, { landlordId, invoiceId: byHand!.id, amount: '200.000', method: 'cash' });
    const [manual] = await demo.app.ctx.db.select().from(receipts).where(eq(receipts.invoiceId, byHand!.id));

    const receiptOf = async (id: string) => {
      const res = await get(demo.app, tok.landlord, `/api/receipts/get/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Receipt }>().data;
    };
    expect((await receiptOf(online!.id)).testPayment).toBe(true);
    expect((await receiptOf(manual!.id)).testPayment).toBe(false);
    const listed = await get(demo.app, tok.tenant, `/api/receipts/list?q=${invoice.invoiceNo}`);
    expect(listed.json<{ items: Receipt[] }>().items.map((r) => r.testPayment)).toEqual([true]);

    const pdf = async (id: string, language = 'en') =>
      pdfText(
        (
          await demo.app.inject({
            method: 'GET',
            url: `/api/receipts/pdf/${id}`,
            headers: { ...bearer(tok.landlord), 'accept-language': language },
          })
        ).rawPayload,
      );
    expect(await pdf(online!.id)).toContain('TEST PAYMENT (sandbox gateway): no money moved');
    expect(await pdf(manual!.id)).not.toContain('TEST PAYMENT');
  });
});
