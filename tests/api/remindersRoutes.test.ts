/*
 * Issue 35 item 3 (server side): the routes of the reminder schedule, of a tenant's message
 * preferences and of a reminder sent by hand (throttled in the database), and the receipt message
 * an online payment sends. Channels are the outbox (nothing configured), email through the mailer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, messages, users } from '../../server/db/schema';
import { payInvoice } from './billingFixtures';
import { get, tokensOf, type Who } from './contractFixtures';
import { browserReturns, payerDecides, startedCheckout } from './onlinePaymentFixtures';
import { unpaidInvoice } from './paymentFixtures';
import { bearer, buildTestApp, databaseKinds, startTestApp, type TestApp } from './testApp';
import { makeTenant, userId } from '../support/make';

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

describe.each(databaseKinds())('reminder routes (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const put = (token: string, url: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url, headers: bearer(token), payload });
  const sendReminder = (token: string, invoiceId: string, on = app()) =>
    on.inject({ method: 'POST', url: `/api/invoices/${invoiceId}/send-reminder`, headers: bearer(token) });

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the schedule setting', () => {
    it('answers the defaults, then what the landlord saved, sorted; audited', async () => {
      const first = await get(app(), tok.landlord2, '/api/setting/reminders');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Answer<unknown>>().data).toEqual({ enabled: true, steps: [-3, 0, 3, 7, 14] });
      const saved = await put(tok.landlord, '/api/setting/reminders', { enabled: false, steps: [10, -5, 0] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Answer<unknown>>()).toMatchObject({
        message: 'Reminder schedule saved.',
        data: { enabled: false, steps: [-5, 0, 10] },
      });
      const manager = await get(app(), tok.manager, '/api/setting/reminders');
      expect(manager.json<Answer<unknown>>().data).toEqual({ enabled: false, steps: [-5, 0, 10] });
      // Another landlord's schedule is its own.
      const other = await get(app(), tok.landlord2, '/api/setting/reminders');
      expect(other.json<Answer<unknown>>().data).toEqual({ enabled: true, steps: [-3, 0, 3, 7, 14] });
      const landlordId = await userId(app(), 'landlord@example.com');
      const audits = await app()
        .ctx.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'reminder_setting.update'), eq(auditLog.landlordId, landlordId)));
      expect(audits).toHaveLength(1);
      expect(audits[0]!.after).toEqual({ enabled: false, steps: [-5, 0, 10] });
      // Back to the defaults for the other tests.
      await put(tok.landlord, '/api/setting/reminders', { enabled: true, steps: [-3, 0, 3, 7, 14] });
    });

    it.each([
      ['no step', { enabled: true, steps: [] }],
      ['a step twice', { enabled: true, steps: [3, 3] }],
      ['a step too late', { enabled: true, steps: [61] }],
      ['a step too early', { enabled: true, steps: [-31] }],
      ['part of a day', { enabled: true, steps: [1.5] }],
      ['eleven steps', { enabled: true, steps: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
      ['no enabled', { steps: [0] }],
    ])('refuses %s with 422', async (_what, body) => {
      const res = await put(tok.landlord, '/api/setting/reminders', body);
      expect(res.statusCode, res.body).toBe(422);
    });

    it('only the landlord sets it; a tenant does not read it', async () => {
      const byManager = await put(tok.manager, '/api/setting/reminders', { enabled: true, steps: [0] });
      expect(byManager.statusCode).toBe(403);
      const byTenant = await get(app(), tok.tenant, '/api/setting/reminders');
      expect(byTenant.statusCode).toBe(403);
    });
  });

  describe('a tenant’s message preferences', () => {
    it('the landlord reads the defaults and sets them for its tenant', async () => {
      const tenantId = await makeTenant(app(), 'landlord@example.com');
      const url = `/api/tenant-message-preferences/${tenantId}`;
      const first = await get(app(), tok.landlord, url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Answer<unknown>>().data).toEqual({
        id: tenantId,
        channel: 'whatsapp',
        remindersOff: false,
      });
      const saved = await put(tok.manager, url, { channel: 'email', remindersOff: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await get(app(), tok.super, url)).json<Answer<unknown>>().data).toEqual({
        id: tenantId,
        channel: 'email',
        remindersOff: true,
      });
      const bad = await put(tok.landlord, url, { channel: 'pigeon', remindersOff: false });
      expect(bad.statusCode).toBe(422);
      const noFlag = await put(tok.landlord, url, { channel: 'sms' });
      expect(noFlag.statusCode).toBe(422);
    });

    it('another landlord’s tenant is 404; a tenant reads and sets its own only', async () => {
      const othersTenant = await makeTenant(app(), 'landlord2@example.com');
      const mine = await userId(app(), 'tenant@example.com');
      expect(
        (await get(app(), tok.landlord, `/api/tenant-message-preferences/${othersTenant}`)).statusCode,
      ).toBe(404);
      const write = await put(tok.landlord, `/api/tenant-message-preferences/${othersTenant}`, {
        channel: 'sms',
        remindersOff: true,
      });
      expect(write.statusCode).toBe(404);
      // A landlord's id is no tenant's.
      const landlordId = await userId(app(), 'landlord@example.com');
      expect(
        (await get(app(), tok.landlord, `/api/tenant-message-preferences/${landlordId}`)).statusCode,
      ).toBe(404);

      const own = await put(tok.tenant, `/api/tenant-message-preferences/${mine}`, {
        channel: 'sms',
        remindersOff: false,
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<Answer<unknown>>().data).toEqual({ id: mine, channel: 'sms', remindersOff: false });
      const sameLandlord = await makeTenant(app(), 'landlord@example.com');
      expect(
        (await get(app(), tok.tenant, `/api/tenant-message-preferences/${sameLandlord}`)).statusCode,
      ).toBe(404);
      const bySuper = await put(tok.super, `/api/tenant-message-preferences/${mine}`, {
        channel: 'email',
        remindersOff: true,
      });
      expect(bySuper.statusCode).toBe(403);
      await put(tok.tenant, `/api/tenant-message-preferences/${mine}`, {
        channel: 'whatsapp',
        remindersOff: false,
      });
    });
  });

  describe('a reminder sent by hand', () => {
    it('goes on the tenant’s channel; a second within 10 minutes is 429, on any instance', async () => {
      const tenantId = await makeTenant(app(), 'landlord@example.com', 'Noura Al-Kandari');
      await app().ctx.db.update(users).set({ phone: '94567890' }).where(eq(users.id, tenantId));
      const invoice = await unpaidInvoice(app(), { tenantId });
      const first = await sendReminder(tok.landlord, invoice.id);
      expect(first.statusCode, first.body).toBe(200);
      const sent = first.json<Answer<{ messageId: string; channel: string; state: string }>>();
      expect(sent.message).toBe('Reminder sent.');
      expect(sent.data).toMatchObject({ channel: 'whatsapp', state: 'sent' });
      const [row] = await app().ctx.db.select().from(messages).where(eq(messages.id, sent.data.messageId));
      expect(row).toMatchObject({
        invoiceId: invoice.id,
        kind: 'reminder',
        reminderStep: null,
        toAddress: '+96594567890',
      });
      expect(row!.body).toContain(`/admin-panel/payments/pay?link=${invoice.id}.`);

      // The throttle is the database's: a second instance on the same database agrees.
      const second: TestApp = await buildTestApp(t.database.handle);
      try {
        const again = await sendReminder(tok.manager, invoice.id, second.app);
        expect(again.statusCode, again.body).toBe(429);
        expect(again.json<{ message: string }>().message).toMatch(
          /^A reminder for this invoice was sent less than 10 minutes ago\. You can send another at \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.$/,
        );
      } finally {
        await second.close();
      }
      expect(
        await app().ctx.db.select().from(messages).where(eq(messages.invoiceId, invoice.id)),
      ).toHaveLength(1);
      // Ten minutes later it may go again.
      t.clock.advance(10 * 60_000 + 1_000);
      try {
        const later = await sendReminder(tok.landlord, invoice.id);
        expect(later.statusCode, later.body).toBe(200);
      } finally {
        t.clock.reset();
      }
    });

    it('says so when nothing went out: an opted-out tenant', async () => {
      const tenantId = await makeTenant(app(), 'landlord@example.com');
      const invoice = await unpaidInvoice(app(), { tenantId });
      await put(tok.landlord, `/api/tenant-message-preferences/${tenantId}`, {
        channel: 'sms',
        remindersOff: true,
      });
      const res = await sendReminder(tok.landlord, invoice.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Answer<unknown>>()).toMatchObject({
        message: 'No reminder went out: the tenant turned reminders off.',
        data: { channel: 'sms', state: 'skipped' },
      });
    });

    it('refuses a paid or cancelled invoice (409), another landlord’s (404), a tenant (403)', async () => {
      const paid = await unpaidInvoice(app());
      await payInvoice(app(), {
        landlordId: paid.landlordId,
        invoiceId: paid.id,
        amount: paid.total,
        markAsPaid: true,
      });
      const onPaid = await sendReminder(tok.landlord, paid.id);
      expect([onPaid.statusCode, onPaid.json<{ message: string }>().message]).toEqual([
        409,
        'This invoice is paid: there is nothing to remind of.',
      ]);
      const cancelled = await unpaidInvoice(app());
      await app().ctx.db.update(invoices).set({ status: 'CANCELLED' }).where(eq(invoices.id, cancelled.id));
      const onCancelled = await sendReminder(tok.landlord, cancelled.id);
      expect(onCancelled.statusCode).toBe(409);
      const open = await unpaidInvoice(app());
      expect((await sendReminder(tok.landlord2, open.id)).statusCode).toBe(404);
      expect((await sendReminder(tok.tenant, open.id)).statusCode).toBe(403);
      expect(await app().ctx.db.select().from(messages).where(eq(messages.invoiceId, open.id))).toHaveLength(
        0,
      );
    });
  });

  it('a bounced cheque sends its tenant a notice, once the move has committed', async () => {
    const invoice = await unpaidInvoice(app());
    const post = (url: string, payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url, headers: bearer(tok.landlord), payload });
    const created = await post('/api/cheques/create', {
      bank: 'National Bank of Kuwait',
      cheque_no: '000935',
      drawer_name: 'Huda Al-Sabah',
      amount: '350.000',
      due_date: invoice.dueDate,
      invoice_ids: [invoice.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const chequeId = created.json<Answer<{ id: string }>>().data.id;
    for (const status of ['DEPOSITED', 'BOUNCED']) {
      const res = await post(`/api/cheques/${chequeId}/status`, { status, reason: 'Insufficient funds' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const notices = await app().ctx.db.select().from(messages).where(eq(messages.chequeId, chequeId));
    const delivered = notices.filter((m) => m.state === 'sent');
    expect(delivered.map((m) => [m.template, m.kind])).toEqual([['chequeBounced', 'notice']]);
    expect(delivered[0]!.body).toContain('your cheque 000935 of 350.000 KWD was returned by the bank');
  });

  it('an online payment sends the tenant its receipt message', async () => {
    const invoice = await unpaidInvoice(app(), { rent: '275.500' });
    const started = await startedCheckout(app(), tok.tenant, invoice.id);
    await payerDecides(app(), started.attempt_id);
    expect((await browserReturns(app(), started.attempt_id)).statusCode).toBe(303);
    const receipts = await app()
      .ctx.db.select()
      .from(messages)
      .where(and(eq(messages.invoiceId, invoice.id), eq(messages.kind, 'receipt')));
    const delivered = receipts.filter((m) => m.state === 'sent');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.template).toBe('paymentReceived');
    expect(delivered[0]!.body).toContain('we received your payment of 275.500 KWD');
  });
});
