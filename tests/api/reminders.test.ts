/*
 * Issue 35 item 3 (server side): rent reminders by each landlord's schedule, run by the job
 * registry, through the configured channels (WhatsApp Cloud and Twilio against the local fake that
 * speaks their wire formats; email through the mailer into the mail outbox). Each step once per
 * invoice across runs and two instances on one database, none at night, none after payment; the
 * fallback, the opt-out (receipts still go), the tenant's language, the pay link that opens the
 * tenant's payment of that invoice.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/kuwaitCalendar';
import { todayInKuwait } from '../../domain/kuwaitDate';
import type { App } from '../../server/app';
import { invoices, mailOutbox, messages, reminderSends, users } from '../../server/db/schema';
import { reminderJob } from '../../server/jobs/reminderJob';
import { JOBS } from '../../server/jobs/registry';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { FakeGatewayServer } from './fakeGatewayServer';
import { createPayment, paymentPayload, unpaidInvoice } from './paymentFixtures';
import { bearer, buildTestApp, databaseKinds, startTestApp, type TestApp } from './testApp';
import { makeTenant, userId } from '../support/make';

const SID = 'AC' + 'b'.repeat(32);
const WA_PATH = '/v21.0/1234567890/messages';
const TW_PATH = `/2010-04-01/Accounts/${SID}/Messages.json`;
const HOUR_MS = 3_600_000;

/** The UTC instant of `hour`:00 Kuwait time (UTC+3) on a Kuwait day. */
const kuwaitAt = (day: string, hour: number) => Date.parse(`${day}T00:00:00Z`) + (hour - 3) * HOUR_MS;

describe.each(databaseKinds())('rent reminders by schedule (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let second: TestApp;
  let tok: Record<Who, string>;
  const fake = new FakeGatewayServer();
  let waSent = 0;
  const app = () => t.app;

  /** One run of the registry's reminder job on an app, its clock at `nowMs`. */
  const runJob = (on: App, nowMs: number) =>
    reminderJob.handler({ ctx: { ...on.ctx, now: () => nowMs }, log: on.log, runId: 'test' });

  const remindersOf = (invoiceId: string) =>
    app()
      .ctx.db.select()
      .from(messages)
      .where(and(eq(messages.invoiceId, invoiceId), eq(messages.kind, 'reminder')))
      .orderBy(asc(messages.queuedAt), asc(messages.attemptNo));

  /** An unpaid invoice of a fresh tenant (phone, email, language), due on `dueDate`. */
  async function invoiceDue(dueDate: string, tenant: { locale?: string; tenantId?: string } = {}) {
    const tenantId = tenant.tenantId ?? (await makeTenant(app(), 'landlord@example.com', 'Noura Al-Kandari'));
    await app()
      .ctx.db.update(users)
      .set({ phone: '94567890', locale: tenant.locale ?? 'en' })
      .where(eq(users.id, tenantId));
    const invoice = await unpaidInvoice(app(), { tenantId });
    await app().ctx.db.update(invoices).set({ dueDate }).where(eq(invoices.id, invoice.id));
    return { ...invoice, dueDate, tenantId };
  }

  beforeAll(async () => {
    await fake.start();
    const env = {
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_URL: fake.baseUrl,
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_TOKEN: 'wa-token-123456',
      WHATSAPP_APP_SECRET: 'wa-app-secret-123456',
      WHATSAPP_VERIFY_TOKEN: 'wa-verify-123456',
      SMS_PROVIDER: 'twilio',
      TWILIO_API_URL: fake.baseUrl,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'tw-token-123456',
      TWILIO_FROM: '+15005550006',
    };
    t = await startTestApp(kind, { env });
    // A second instance on the same database: the instance set the job runs in.
    second = await buildTestApp(t.database.handle, { env });
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.reset();
    waSent = 0;
    fake.on('POST', WA_PATH, () => ({ json: { messages: [{ id: `wamid.${++waSent}` }] } }));
  });

  it('is a job of the registry', () => {
    expect(JOBS).toContain(reminderJob);
    expect(app().ctx.config.reminderJobMinutes).toBe(0);
  });

  it('sends each step once across runs and two instances, none at night, none after payment', async () => {
    const today = todayInKuwait(app().ctx.now());
    const due = addDays(today, 3);
    const invoice = await invoiceDue(due);
    const morning = kuwaitAt(today, 10);

    // 3 days before: the first step, once, however many runs and instances.
    await runJob(app(), morning);
    await runJob(app(), morning + HOUR_MS);
    await runJob(second.app, morning + 2 * HOUR_MS);
    let sent = await remindersOf(invoice.id);
    expect(sent.map((m) => [m.reminderStep, m.template, m.channel, m.state])).toEqual([
      [-3, 'rentDueSoon', 'whatsapp', 'sent'],
    ]);
    expect(sent[0]!.body).toContain('is due in 3 days, on ');

    // On the day, both instances at once: one reminder.
    await Promise.all([runJob(app(), kuwaitAt(due, 9)), runJob(second.app, kuwaitAt(due, 9))]);
    sent = await remindersOf(invoice.id);
    expect(sent.map((m) => [m.reminderStep, m.template])).toEqual([
      [-3, 'rentDueSoon'],
      [0, 'rentDueToday'],
    ]);

    // 3 days after, but at 22:00 and at 07:00 Kuwait time: quiet hours, nothing.
    const third = addDays(due, 3);
    await runJob(app(), kuwaitAt(third, 22));
    await runJob(second.app, kuwaitAt(addDays(third, 1), 7));
    expect(await remindersOf(invoice.id)).toHaveLength(2);
    // 08:00 the next morning: the step is sent then.
    await runJob(second.app, kuwaitAt(addDays(third, 1), 8));
    sent = await remindersOf(invoice.id);
    expect(sent.map((m) => [m.reminderStep, m.template])).toEqual([
      [-3, 'rentDueSoon'],
      [0, 'rentDueToday'],
      [3, 'rentOverdue1'],
    ]);
    expect(sent[2]!.body).toContain('was due on ');

    // Paid: the 7-day and 14-day steps never go.
    await payInvoice(app(), {
      landlordId: invoice.landlordId,
      invoiceId: invoice.id,
      amount: invoice.total,
      markAsPaid: true,
    });
    await runJob(app(), kuwaitAt(addDays(due, 7), 10));
    await runJob(second.app, kuwaitAt(addDays(due, 14), 10));
    expect(await remindersOf(invoice.id)).toHaveLength(3);
    const claimed = await app()
      .ctx.db.select({ step: reminderSends.step })
      .from(reminderSends)
      .where(eq(reminderSends.invoiceId, invoice.id));
    expect(claimed.map((c) => c.step).sort((a, b) => a - b)).toEqual([-3, 0, 3]);
    // Every reminder went through WhatsApp Cloud (the fake), one request per step.
    expect(fake.requests.filter((r) => r.path === WA_PATH)).toHaveLength(3);
  });

  it('falls back from a failing WhatsApp to a failing SMS, then email into the mail outbox', async () => {
    fake.on('POST', WA_PATH, {
      status: 400,
      json: { error: { message: '(#131026) Message undeliverable', code: 131026 } },
    });
    fake.on('POST', TW_PATH, {
      status: 400,
      json: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    });
    const today = todayInKuwait(app().ctx.now());
    const invoice = await invoiceDue(today);
    await runJob(app(), kuwaitAt(today, 11));
    const attempts = await remindersOf(invoice.id);
    expect(attempts.map((m) => [m.channel, m.state])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'failed'],
      ['email', 'sent'],
    ]);
    expect(attempts[0]!.providerError).toContain('131026');
    expect(attempts[1]!.providerError).toContain('21211');
    expect(attempts[2]!.provider).toBe('mailer');
    const [tenant] = await app()
      .ctx.db.select({ email: users.email })
      .from(users)
      .where(eq(users.id, invoice.tenantId));
    const mails = await app().ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, tenant!.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('tenant-message');
    expect(mails[0]!.textBody).toContain(attempts[2]!.body);
    expect(mails[0]!.textBody).toContain(`invoice ${invoice.invoiceNo}) is due today`);
  });

  it('tries the tenant’s preferred channel first', async () => {
    fake.on('POST', TW_PATH, { status: 201, json: { sid: 'SM' + 'c'.repeat(32), status: 'queued' } });
    const today = todayInKuwait(app().ctx.now());
    const invoice = await invoiceDue(addDays(today, -7));
    const put = await app().inject({
      method: 'PUT',
      url: `/api/tenant-message-preferences/${invoice.tenantId}`,
      headers: bearer(tok.landlord),
      payload: { channel: 'sms', remindersOff: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    await runJob(app(), kuwaitAt(today, 12));
    const attempts = await remindersOf(invoice.id);
    expect(attempts.map((m) => [m.channel, m.state, m.reminderStep, m.template])).toEqual([
      ['sms', 'sent', 7, 'rentOverdue2'],
    ]);
    expect(fake.requests.filter((r) => r.path === WA_PATH)).toHaveLength(0);
  });

  it('an opted-out tenant gets no reminder (kept as skipped), but still its receipt', async () => {
    const today = todayInKuwait(app().ctx.now());
    const invoice = await invoiceDue(today);
    const put = await app().inject({
      method: 'PUT',
      url: `/api/tenant-message-preferences/${invoice.tenantId}`,
      headers: bearer(tok.landlord),
      payload: { channel: 'whatsapp', remindersOff: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    await runJob(app(), kuwaitAt(today, 10));
    await runJob(second.app, kuwaitAt(today, 11));
    const skipped = await remindersOf(invoice.id);
    expect(skipped.map((m) => [m.state, m.providerError, m.reminderStep])).toEqual([
      ['skipped', 'opted out', 0],
    ]);
    expect(fake.requests).toHaveLength(0);

    // A payment recorded through the API: the receipt goes, opt-out or not.
    const payment = await createPayment(
      app(),
      tok.landlord,
      paymentPayload(invoice.id, { amount: 100, deposit_date: new Date(app().ctx.now()).toISOString() }),
    );
    const receipts = await app()
      .ctx.db.select()
      .from(messages)
      .where(and(eq(messages.invoiceId, invoice.id), eq(messages.kind, 'receipt')));
    expect(receipts.map((m) => [m.template, m.channel, m.state])).toEqual([
      ['paymentReceived', 'whatsapp', 'sent'],
    ]);
    expect(receipts[0]!.body).toContain('we received your payment of 100.000 KWD');
    expect(receipts[0]!.body).toMatch(/Receipt: http\S+\/api\/receipts\/pdf\/[0-9a-f-]{36}/);
    expect(payment.id).toBeTruthy();
  });

  it('writes to an Arabic tenant in Arabic, on WhatsApp with the Arabic template', async () => {
    const today = todayInKuwait(app().ctx.now());
    const invoice = await invoiceDue(addDays(today, 3), { locale: 'ar' });
    await runJob(app(), kuwaitAt(today, 10));
    const [sent] = await remindersOf(invoice.id);
    expect(sent).toMatchObject({ language: 'ar', state: 'sent', template: 'rentDueSoon' });
    expect(sent!.body).toMatch(/[\u0621-\u064a]/);
    expect(sent!.body).not.toMatch(/Dear|rent/);
    const request = fake.requests.find((r) => r.path === WA_PATH)!;
    expect((request.json as { template: { language: { code: string } } }).template.language.code).toBe('ar');
  });

  it('carries a pay link that opens the tenant’s payment of that invoice', async () => {
    const tenantId = await userId(app(), 'tenant@example.com');
    const today = todayInKuwait(app().ctx.now());
    const invoice = await invoiceDue(addDays(today, -3), { tenantId });
    await runJob(app(), kuwaitAt(today, 10));
    const [sent] = await remindersOf(invoice.id);
    const link = /\/admin-panel\/payments\/pay\?link=(\S+)/.exec(sent!.body);
    expect(link, sent!.body).not.toBeNull();
    expect(sent!.body).toContain(`${app().ctx.config.publicUrl}/admin-panel/payments/pay?link=`);
    // The tenant, signed in, follows it: its payment of this invoice.
    const opened = await get(app(), tok.tenant, `/api/online-payments/link?token=${link![1]}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ data: { invoice_id: string; invoice_no: string } }>().data).toMatchObject({
      invoice_id: invoice.id,
      invoice_no: invoice.invoiceNo,
    });
    // Another landlord's side gets nothing from it.
    const other = await get(app(), tok.landlord2, `/api/online-payments/link?token=${link![1]}`);
    expect(other.statusCode).not.toBe(200);
  });
});
