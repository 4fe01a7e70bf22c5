import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { tokensOf, type Who } from './contractFixtures';
import { mailsTo, move, reported, tenantContract } from './maintenanceFixtures';
import { unpaidInvoice } from './paymentFixtures';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';
import { bearer, databaseKinds, startTestApp, type TestApp, type TestDatabase } from './testApp';

/*
 * Issue 22 item 6: a tenant whose profile says Arabic (users.locale 'ar') gets its mails in
 * Arabic, delivered over real SMTP: the payment link (amount in د.ك, its own digits) and its
 * maintenance request's updates. English readers' mails stay as they were (the other mail tests).
 */
describe.each(databaseKinds())('mails in the recipient’s language (%s)', (kind) => {
  let t: TestApp & { database: TestDatabase };
  let smtp: SmtpCapture;
  let tok: Record<Who, string>;
  const setLanguage = (email: string, locale: string, digits = 'latn') =>
    t.app.ctx.db.update(users).set({ locale, digits }).where(eq(users.email, email));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await setLanguage('tenant@example.com', 'en').catch(() => undefined);
    await t?.close();
    await smtp?.close();
  });

  it('mails an Arabic-reading tenant its payment link in Arabic, right to left, amount in د.ك', async () => {
    await setLanguage('tenant@example.com', 'ar', 'arab');
    const invoice = await unpaidInvoice(t.app, { rent: '210.500' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/online-payments/links/${invoice.id}/mail`,
      headers: bearer(tok.landlord),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.take('tenant@example.com');
    expect(mail.subject).toBe(`ادفع الفاتورة ${invoice.invoiceNo} عبر الإنترنت`);
    expect(mail.text).toContain('٢١٠٫٥٠٠ د.ك');
    expect(mail.text).toContain('بتوقيت الكويت');
    expect(mail.text).toMatch(/https?:\/\/\S+\/admin-panel\/payments\/pay\?link=\S+/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).not.toContain('KWD');
  });

  it('mails an Arabic-reading tenant its maintenance request’s status change in Arabic', async () => {
    await setLanguage('tenant@example.com', 'ar');
    const contract = await tenantContract(t.app);
    const { id, number } = await reported(t.app, tok.tenant, { unit_id: contract.unitId });
    const moved = await move(t.app, tok.manager, id, { status: 'IN_PROGRESS' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [stored] = (await mailsTo(t.app, 'tenant@example.com', 'maintenance-status')).filter((m) =>
      m.subject.startsWith(number),
    );
    expect(stored!.subject).toBe(`${number}: أصبح طلب الصيانة الخاص بك قيد التنفيذ`);
    expect(stored!.textBody).toContain('من مفتوح إلى قيد التنفيذ');
    expect(stored!.htmlBody).toContain('dir="rtl"');
    const delivered = await smtp.take(
      (m) => m.to.includes('tenant@example.com') && m.subject.startsWith(number),
    );
    expect(delivered.text).toContain('مرحبًا');

    // Back to English: the same mail in the spec's words.
    await setLanguage('tenant@example.com', 'en');
    await move(t.app, tok.manager, id, { status: 'COMPLETED' });
    const english = (await mailsTo(t.app, 'tenant@example.com', 'maintenance-status')).filter((m) =>
      m.subject.startsWith(number),
    );
    expect(english.at(-1)!.textBody).toContain('from In progress to Completed');
  });
});
