import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, receipts } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { tokensOf, type Who } from './contractFixtures';
import { unpaidInvoice } from './paymentFixtures';
import {
  attemptRow,
  browserReturns,
  payerDecides,
  checkout,
  creditedOn,
  getAttempt,
  startedCheckout,
} from './onlinePaymentFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { makeTenant, userId } from '../support/make';

/*
 * Issue 20 items 2, 5 and 8: a tenant pays an invoice through the sandbox gateway's hosted page,
 * end to end over the API (checkout → the sandbox's page → its webhook → the browser's return → the
 * result page's attempt), and the refusals around it.
 */
describe.each(databaseKinds())('online payment through the sandbox (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Walks the hosted page: GET it, POST the payer's choice; answers where the sandbox sends the browser. */
  async function payOnSandboxPage(redirectUrl: string, form: Record<string, string>) {
    const path = new URL(redirectUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const submitted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    return { page: page.body, back: new URL(submitted.headers.location as string) };
  }

  it('pays the balance with the KNET test card: one payment, one receipt, the invoice PAID', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '275.500' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    expect(started).toMatchObject({ amount: '275.500', currency: 'KWD', state: 'pending' });
    const { page, back } = await payOnSandboxPage(started.redirect_url, {
      action: 'pay',
      method: 'knet',
      card_number: '8888880000000001',
    });
    // The hosted page shows the amount and no account data.
    expect(page).toContain('275.500 KWD');
    expect(page).not.toContain(invoice.tenantName);
    // The sandbox's webhook already credited the invoice before the browser came back.
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({
      payments: 1,
      receipts: 1,
      audits: 1,
      status: 'PAID',
    });
    expect(back.pathname).toBe(`/online-payments/return/${started.attempt_id}`);
    const returned = await browserReturns(t.app, started.attempt_id);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/admin-panel/payments/success?attempt=${started.attempt_id}`);

    const view = await getAttempt(t.app, tok.tenant, started.attempt_id);
    expect(view.statusCode).toBe(200);
    const data = view.json<{ data: Record<string, unknown> }>().data;
    expect(data).toMatchObject({ state: 'captured', waiting: false, amount: '275.500', method: 'knet' });
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ amount: '275.500', method: 'knet' });
    const [receipt] = await t.app.ctx.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id));
    expect(data.receipt_no).toBe(receipt!.receiptNo);
    expect(data.receipt_pdf_path).toBe(`/api/receipts/pdf/${receipt!.id}`);
    expect((await attemptRow(t.app, started.attempt_id)).paymentId).toBe(payment!.id);
    // Paid: another checkout is refused.
    const again = await checkout(t.app, tok.tenant, { invoice_id: invoice.id });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This invoice is already paid.']);
  });

  it('an online payment reads like any other: payments list, receipts, receipt PDF, receipts report', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '64.125' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payerDecides(t.app, started.attempt_id, {
      action: 'pay',
      method: 'card',
      cardNumber: '8888880000000001',
    });
    await browserReturns(t.app, started.attempt_id);
    const view = (await getAttempt(t.app, tok.tenant, started.attempt_id)).json<{
      data: { receipt_pdf_path: string };
    }>();
    const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const list = await get(tok.landlord, '/api/manual-payments/list?pageSize=100');
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ items: { invoice_no?: string; invoiceNo?: string; method: string }[] }>()
      .items;
    expect(
      listed.filter((p) => (p.invoice_no ?? p.invoiceNo) === invoice.invoiceNo).map((p) => p.method),
    ).toEqual(['card']);
    expect((await get(tok.landlord, '/api/receipts/list?pageSize=100')).statusCode).toBe(200);
    expect((await get(tok.tenant, '/api/receipts/list?pageSize=100')).statusCode).toBe(200);
    const pdf = await get(tok.tenant, view.data.receipt_pdf_path);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const report = await get(tok.landlord, '/api/reports/receipts');
    expect(report.statusCode).toBe(200);
    const byMethod = report.json<{ data: { byMethod: { method: string }[] } }>().data.byMethod;
    expect(byMethod.map((m) => m.method)).toContain('card');
  });

  it('a declined card and a cancel end on the failed page with the reason, nothing credited', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '100.000' });
    const first = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payOnSandboxPage(first.redirect_url, {
      action: 'pay',
      method: 'card',
      card_number: '4111111111111111',
    });
    const returned = await browserReturns(t.app, first.attempt_id);
    expect(returned.headers.location).toBe(`/admin-panel/payments/failed?attempt=${first.attempt_id}`);
    const failed = (await getAttempt(t.app, tok.tenant, first.attempt_id)).json<{
      data: Record<string, unknown>;
    }>();
    expect(failed.data).toMatchObject({ state: 'failed', reason: 'Declined by the card issuer (sandbox).' });

    // Try again: a new attempt, then cancel.
    const second = await startedCheckout(t.app, tok.tenant, invoice.id);
    expect(second.attempt_id).not.toBe(first.attempt_id);
    await payOnSandboxPage(second.redirect_url, { action: 'cancel' });
    expect((await attemptRow(t.app, second.attempt_id)).state).toBe('cancelled');
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({ payments: 0, receipts: 0, status: 'UNPAID' });
  });

  it('leaving the page pending: the return shows the waiting page; a second click reuses the checkout', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '80.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    await payOnSandboxPage(started.redirect_url, { action: 'leave' });
    const returned = await browserReturns(t.app, started.attempt_id);
    expect(returned.headers.location).toBe(`/admin-panel/payments/success?attempt=${started.attempt_id}`);
    const view = (await getAttempt(t.app, tok.tenant, started.attempt_id)).json<{
      data: Record<string, unknown>;
    }>();
    expect(view.data).toMatchObject({ state: 'pending', waiting: true, receipt_no: null });
    const again = await startedCheckout(t.app, tok.tenant, invoice.id);
    expect(again).toEqual(started);
  });

  it('the amount comes from the invoice: a partial or larger amount from the browser is refused', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '120.000' });
    for (const amount of ['100.000', '150', 0.001]) {
      const res = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount });
      expect([res.statusCode, res.json().message]).toEqual([
        422,
        'Only the full balance can be paid online.',
      ]);
    }
    const full = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '120' });
    expect(full.json().data.amount).toBe('120.000');
  });

  it("a tenant pays only its own invoices; the landlord's side cannot start a checkout", async () => {
    const otherTenant = await makeTenant(t.app, 'landlord@example.com');
    const othersInvoice = await unpaidInvoice(t.app, { rent: '90.000', tenantId: otherTenant });
    const res = await checkout(t.app, tok.tenant, { invoice_id: othersInvoice.id });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Invoice not found.']);
    const landlordInvoice = await unpaidInvoice(t.app, {
      rent: '90.000',
      landlordEmail: 'landlord2@example.com',
    });
    expect((await checkout(t.app, tok.tenant, { invoice_id: landlordInvoice.id })).statusCode).toBe(404);
    for (const who of ['landlord', 'manager', 'super'] as const) {
      const refused = await checkout(t.app, tok[who], { invoice_id: othersInvoice.id });
      expect([who, refused.statusCode]).toEqual([who, 403]);
    }
    expect(await creditedOn(t.app, othersInvoice.id)).toMatchObject({ payments: 0 });
  });

  it("the attempt is read by its tenant and the landlord's side, not by another landlord", async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '60.000' });
    const started = await startedCheckout(t.app, tok.tenant, invoice.id);
    expect((await getAttempt(t.app, tok.landlord, started.attempt_id)).statusCode).toBe(200);
    expect((await getAttempt(t.app, tok.landlord2, started.attempt_id)).statusCode).toBe(404);
    expect((await getAttempt(t.app, tok.super, started.attempt_id)).statusCode).toBe(200);
    expect(await userId(t.app, 'tenant@example.com')).toBe(
      (await attemptRow(t.app, started.attempt_id)).tenantId,
    );
    // The public return route answers nothing but a redirect, even for an unknown id.
    const unknown = await browserReturns(t.app, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.body]).toEqual([303, '']);
  });
});
