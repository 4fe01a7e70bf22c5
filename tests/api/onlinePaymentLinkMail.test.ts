import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { tokensOf, type Who } from './contractFixtures';
import { unpaidInvoice } from './paymentFixtures';
import { checkout } from './onlinePaymentFixtures';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';
import { bearer, databaseKinds, startTestApp, type TestApp, type TestDatabase } from './testApp';
import { makeTenant } from '../support/make';

/*
 * Issue 20 item 5: the landlord's side mails a payment link to the invoice's tenant. The mail
 * arrives over SMTP with a link that works for that tenant and no other.
 */
const mailLink = (app: App, token: string, invoiceId: string) =>
  app.inject({ method: 'POST', url: `/api/online-payments/links/${invoiceId}/mail`, headers: bearer(token) });
const readLink = (app: App, token: string, link: string) =>
  app.inject({
    method: 'GET',
    url: `/api/online-payments/link?token=${encodeURIComponent(link)}`,
    headers: bearer(token),
  });

/** The payment link in a mail's text, and its token. */
function linkIn(text: string) {
  const found = /(https?:\/\/\S+\/admin-panel\/payments\/pay\?link=(\S+))/.exec(text);
  if (!found) throw new Error(`no payment link in the mail:\n${text}`);
  return { url: found[1]!, token: found[2]! };
}

describe.each(databaseKinds())('payment link mail (%s)', (kind) => {
  let t: TestApp & { database: TestDatabase };
  let smtp: SmtpCapture;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("mails the invoice's tenant a link that opens that invoice for it alone", async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '210.500' });
    const res = await mailLink(t.app, tok.landlord, invoice.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{
      message: string;
      data: { url: string; expires_at: string; sent_to: string };
    }>();
    expect(answer.message).toBe('Payment link sent to tenant@example.com');
    expect(answer.data.sent_to).toBe('tenant@example.com');

    const mail = await smtp.take('tenant@example.com');
    expect(mail.subject).toBe(`Pay invoice ${invoice.invoiceNo} online`);
    expect(mail.text).toContain('210.500 KWD');
    const link = linkIn(mail.text);
    expect(link.url).toBe(answer.data.url);
    expect(link.url.startsWith(`${t.app.ctx.config.publicUrl}/admin-panel/payments/pay?link=`)).toBe(true);
    // DD-MM-YYYY HH:mm, Kuwait time.
    expect(mail.text).toMatch(/works until \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(Kuwait time\)/);
    expect(mail.html).toContain(invoice.invoiceNo);

    const read = await readLink(t.app, tok.tenant, link.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ invoice_id: invoice.id, balance: '210.500' });
    expect((await checkout(t.app, tok.tenant, { invoice_id: invoice.id })).statusCode).toBe(200);

    // Another tenant of the same landlord, signed in, gets nothing through it.
    const other = await makeTenant(t.app, 'landlord@example.com');
    const othersInvoice = await unpaidInvoice(t.app, { rent: '80.000', tenantId: other });
    await mailLink(t.app, tok.landlord, othersInvoice.id);
    const othersMail = await smtp.take((m) => m.subject.includes(othersInvoice.invoiceNo));
    expect(othersMail.to).not.toContain('tenant@example.com');
    const foreign = await readLink(t.app, tok.tenant, linkIn(othersMail.text).token);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'This payment link is not valid.']);
  });

  it('is refused to a tenant, to another landlord, and for a paid or cancelled invoice', async () => {
    const invoice = await unpaidInvoice(t.app, { rent: '60.000' });
    expect((await mailLink(t.app, tok.tenant, invoice.id)).statusCode).toBe(403);
    expect((await mailLink(t.app, tok.landlord2, invoice.id)).statusCode).toBe(404);
    const cancelled = await unpaidInvoice(t.app, { rent: '61.000' });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/cancel/${cancelled.id}`,
      headers: bearer(tok.landlord),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refused = await mailLink(t.app, tok.landlord, cancelled.id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This invoice is cancelled; it cannot take payments.',
    ]);
    await t.app.ctx.mail.idle();
    expect(smtp.messages.filter((m) => m.text.includes(cancelled.invoiceNo))).toHaveLength(0);
  });
});
