import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf, type Who } from './contractFixtures';
import { unpaidInvoice } from './paymentFixtures';
import { checkout } from './onlinePaymentFixtures';
import { bearer, databaseKinds, login, startTestApp } from './testApp';
import { makeTenant } from '../support/make';

/** Issue 20 item 5: a payment link is signed, names one invoice, expires, and serves its tenant only. */
describe.each(databaseKinds())('payment links (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const makeLink = (token: string, invoiceId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/online-payments/links',
      headers: bearer(token),
      payload: { invoice_id: invoiceId },
    });
  const readLink = (token: string, link: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/online-payments/link?token=${encodeURIComponent(link)}`,
      headers: bearer(token),
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('link')!;

  it('a landlord makes a link; its tenant reads the invoice and balance through it, then pays it', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '210.500' });
    const made = await makeLink(tok.landlord, invoice.id);
    expect(made.statusCode).toBe(200);
    const { url, expires_at } = made.json<{ data: { url: string; expires_at: string } }>().data;
    expect(url.startsWith(`${t.app.ctx.config.publicUrl}/admin-panel/payments/pay?link=`)).toBe(true);
    expect(Date.parse(expires_at) - t.clock.now()).toBeGreaterThan(6.9 * 86_400_000);
    const read = await readLink(tok.tenant, tokenOf(url));
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ invoice_id: invoice.id, balance: '210.500', currency: 'KWD' });
    expect((await checkout(t.app, tok.tenant, { invoice_id: invoice.id })).statusCode).toBe(200);
  });

  it("serves no other tenant, and no other landlord's side can make one", async () => {
    const otherTenant = await makeTenant(t.app, 'landlord@example.com');
    const othersInvoice = await unpaidInvoice(t.app, { rent: '99.000', tenantId: otherTenant });
    const link = tokenOf((await makeLink(tok.landlord, othersInvoice.id)).json().data.url);
    const read = await readLink(tok.tenant, link);
    expect([read.statusCode, read.json().message]).toEqual([404, 'This payment link is not valid.']);
    expect((await makeLink(tok.landlord2, othersInvoice.id)).statusCode).toBe(404);
    expect((await makeLink(tok.tenant, othersInvoice.id)).statusCode).toBe(403);
  });

  it('an altered link is not valid; an expired one says so', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '50.000' });
    const link = tokenOf((await makeLink(tok.landlord, invoice.id)).json().data.url);
    const [id, expiry, signature] = link.split('.') as [string, string, string];
    const later = `${id}.${Number(expiry) + 86_400_000}.${signature}`;
    expect((await readLink(tok.tenant, later)).statusCode).toBe(404);
    const other = await unpaidInvoice(t.app, { rent: '51.000' });
    expect((await readLink(tok.tenant, `${other.id}.${expiry}.${signature}`)).statusCode).toBe(404);
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      // Signed in again: a week later the file's session has expired too.
      const fresh = (await login(t.app, 'tenant@example.com')).data.access_token;
      const expired = await readLink(fresh, link);
      expect([expired.statusCode, expired.json().message]).toEqual([
        410,
        'This payment link has expired. Ask your landlord for a new one.',
      ]);
    } finally {
      t.clock.reset();
    }
  });
});
