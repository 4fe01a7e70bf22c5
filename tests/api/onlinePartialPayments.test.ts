import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../domain/money';
import type { App } from '../../server/app';
import { tokensOf, type Who } from './contractFixtures';
import { invoiceRow, unpaidInvoice } from './paymentFixtures';
import { browserReturns, checkout, creditedOn, getAttempt, startedCheckout } from './onlinePaymentFixtures';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { makeTenant } from '../support/make';

/*
 * Issue 20 item 5: partial online payments. The landlord's App Setting allows them (off by
 * default) above a minimum; the checkout takes the tenant's amount only then, never above the
 * balance; the capture through the sandbox's hosted page records that amount as a payment.
 */
const setSetting = (app: App, token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/setting/online-payments', headers: bearer(token), payload: body });
const getSetting = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/setting/online-payments', headers: bearer(token) });
const payOptions = (app: App, token: string, invoiceId: string) =>
  app.inject({ method: 'GET', url: `/api/online-payments/pay-options/${invoiceId}`, headers: bearer(token) });

/** The tenant's browser on the sandbox's hosted page: pays with the KNET test card, comes back. */
async function payOnHostedPage(app: App, redirectUrl: string, expectedAmount: string) {
  const path = new URL(redirectUrl).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  expect(page.body).toContain(`${expectedAmount} KWD`);
  const submitted = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'pay',
      method: 'knet',
      card_number: '8888880000000001',
    }).toString(),
  });
  expect(submitted.statusCode).toBe(303);
  const back = new URL(submitted.headers.location as string);
  const returned = await app.inject({ method: 'GET', url: back.pathname });
  expect(returned.statusCode).toBe(303);
  return returned.headers.location as string;
}

const balanceOf = async (app: App, id: string) => {
  const row = await invoiceRow(app, id);
  return money(row.total).minus(row.paidAmount).minus(row.writtenOffAmount).toFixed(3);
};

describe.each(databaseKinds())('partial online payments (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off by default: only the whole balance is taken, anything else answers 422', async () => {
    const read = await getSetting(t.app, tok.landlord);
    expect(read.json().data).toEqual({ allow_partial: false, minimum_amount: '5.000' });
    const invoice = await unpaidInvoice(t.app, { rent: '120.000' });
    const options = (await payOptions(t.app, tok.tenant, invoice.id)).json().data;
    expect(options).toMatchObject({
      balance: '120.000',
      allow_partial: false,
      invoice_no: invoice.invoiceNo,
    });
    for (const amount of ['60.000', '119.999', '120.001']) {
      const res = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount });
      expect([res.statusCode, res.json().message]).toEqual([
        422,
        'Only the full balance can be paid online.',
      ]);
    }
    expect((await startedCheckout(t.app, tok.tenant, invoice.id)).amount).toBe('120.000');
  });

  it('only the landlord changes the setting; its managers read it; bad minimums are refused', async () => {
    expect((await getSetting(t.app, tok.manager)).statusCode).toBe(200);
    const byManager = await setSetting(t.app, tok.manager, { allow_partial: true, minimum_amount: '1.000' });
    expect(byManager.statusCode).toBe(403);
    expect(
      (await setSetting(t.app, tok.tenant, { allow_partial: true, minimum_amount: '1' })).statusCode,
    ).toBe(403);
    const zero = await setSetting(t.app, tok.landlord, { allow_partial: true, minimum_amount: '0' });
    expect([zero.statusCode, zero.json().detail[0].msg]).toEqual([
      422,
      'The minimum amount must be above 0.000 KWD.',
    ]);
    const bad = await setSetting(t.app, tok.landlord, { allow_partial: true, minimum_amount: '5.0001' });
    expect(bad.statusCode).toBe(422);
    expect((await getSetting(t.app, tok.landlord)).json().data.allow_partial).toBe(false);
    // Another landlord's setting is its own.
    await setSetting(t.app, tok.landlord2, { allow_partial: true, minimum_amount: '2.500' });
    expect((await getSetting(t.app, tok.landlord)).json().data.allow_partial).toBe(false);
  });

  it('when allowed: from the minimum up to the balance; the capture leaves the invoice PARTIALLY PAID to the fils', async () => {
    const saved = await setSetting(t.app, tok.landlord, { allow_partial: true, minimum_amount: '5' });
    expect(saved.json()).toMatchObject({
      message: 'Online payment setting updated successfully',
      data: { allow_partial: true, minimum_amount: '5.000' },
    });
    const invoice = await unpaidInvoice(t.app, { rent: '120.000' });
    expect((await payOptions(t.app, tok.tenant, invoice.id)).json().data).toMatchObject({
      allow_partial: true,
      minimum_amount: '5.000',
      balance: '120.000',
    });
    const under = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '4.999' });
    expect([under.statusCode, under.json().message]).toEqual([
      422,
      'The amount must be at least 5.000 KWD (or the whole balance, 120.000 KWD).',
    ]);
    const over = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '120.001' });
    expect([over.statusCode, over.json().message]).toEqual([
      422,
      'The amount can be at most 120.000 KWD, the balance of this invoice.',
    ]);
    const zero = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '0' });
    expect(zero.statusCode).toBe(422);

    const part = await startedCheckout(t.app, tok.tenant, invoice.id);
    expect(part.amount).toBe('120.000');
    const first = (await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '45.125' })).json()
      .data;
    expect(first).toMatchObject({ amount: '45.125', state: 'pending' });
    const landed = await payOnHostedPage(t.app, first.redirect_url, '45.125');
    expect(landed).toBe(`/admin-panel/payments/success?attempt=${first.attempt_id}`);
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({
      payments: 1,
      receipts: 1,
      paid: '45.125',
      status: 'PARTIALLY_PAID',
    });
    expect(await balanceOf(t.app, invoice.id)).toBe('74.875');
    const view = (await getAttempt(t.app, tok.tenant, first.attempt_id)).json().data;
    expect(view).toMatchObject({ state: 'captured', amount: '45.125' });
    expect(view.receipt_no).toBeTruthy();
    // The browser coming back again credits nothing more.
    await browserReturns(t.app, first.attempt_id);
    expect((await creditedOn(t.app, invoice.id)).payments).toBe(1);

    // The rest: more than the balance is refused, the balance itself pays the invoice off.
    const tooMuch = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '74.876' });
    expect(tooMuch.statusCode).toBe(422);
    const rest = (await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '74.875' })).json()
      .data;
    await payOnHostedPage(t.app, rest.redirect_url, '74.875');
    expect(await creditedOn(t.app, invoice.id)).toMatchObject({
      payments: 2,
      paid: '120.000',
      status: 'PAID',
    });
    expect(await balanceOf(t.app, invoice.id)).toBe('0.000');
  });

  it('below the minimum only the whole balance passes; another tenant learns nothing', async () => {
    await setSetting(t.app, tok.landlord, { allow_partial: true, minimum_amount: '10.000' });
    const invoice = await unpaidInvoice(t.app, { rent: '30.500' });
    const first = (await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '22.000' })).json()
      .data;
    await payOnHostedPage(t.app, first.redirect_url, '22.000');
    expect(await balanceOf(t.app, invoice.id)).toBe('8.500');
    const small = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '5.000' });
    expect([small.statusCode, small.json().message]).toEqual([
      422,
      'The amount must be at least 10.000 KWD (or the whole balance, 8.500 KWD).',
    ]);
    const whole = await checkout(t.app, tok.tenant, { invoice_id: invoice.id, amount: '8.5' });
    expect(whole.json().data.amount).toBe('8.500');

    const otherTenant = await makeTenant(t.app, 'landlord@example.com');
    const others = await unpaidInvoice(t.app, { rent: '99.000', tenantId: otherTenant });
    expect((await payOptions(t.app, tok.tenant, others.id)).statusCode).toBe(404);
    expect((await payOptions(t.app, tok.landlord, invoice.id)).statusCode).toBe(403);

    // Switched off again: the partial amounts are refused once more.
    await setSetting(t.app, tok.landlord, { allow_partial: false, minimum_amount: '10.000' });
    const fresh = await unpaidInvoice(t.app, { rent: '40.000' });
    const refused = await checkout(t.app, tok.tenant, { invoice_id: fresh.id, amount: '20.000' });
    expect(refused.statusCode).toBe(422);
  });
});
