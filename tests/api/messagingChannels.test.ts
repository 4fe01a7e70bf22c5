/*
 * Issue 35 items 1–4 (server side): tenant messages through WhatsApp Cloud and Twilio adapters
 * against local fakes speaking their documented wire formats, the fallback chain, the tenant's
 * language, every attempt kept, and delivery statuses that only move forward.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, users } from '../../server/db/schema';
import type { Database } from '../../server/db/client';
import { createOutboxChannel } from '../../server/messaging/outbox';
import {
  applyDeliveryStatus,
  sendTenantMessage,
  type MessagingChannels,
} from '../../server/messaging/sendTenantMessage';
import { createTwilioChannel, twilioSignature, verifyTwilioSignature } from '../../server/messaging/twilio';
import {
  createWhatsAppCloudChannel,
  statusesOf,
  verifyWhatsAppSignature,
} from '../../server/messaging/whatsappCloud';
import { createHmac } from 'node:crypto';
import {
  handleTwilioStatus,
  handleWhatsAppWebhook,
  whatsAppVerifyChallenge,
} from '../../server/messaging/webhooks';
import { FakeGatewayServer } from './fakeGatewayServer';
import { databaseKinds, startTestApp } from './testApp';

const SID = 'AC' + 'a'.repeat(32);
const WA_PATH = '/v21.0/1234567890/messages';
const TW_PATH = `/2010-04-01/Accounts/${SID}/Messages.json`;

describe.each(databaseKinds())('tenant messages through their channels (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let db: Database;
  const fake = new FakeGatewayServer();
  let channels: MessagingChannels;
  let tenantId: string;
  let landlordId: string;
  const slept: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.handle.db;
    await fake.start();
    const retry = { attempts: 3, baseDelayMs: 5, sleep: (ms: number) => (slept.push(ms), Promise.resolve()) };
    channels = {
      whatsapp: createWhatsAppCloudChannel({
        baseUrl: fake.baseUrl,
        apiVersion: 'v21.0',
        phoneNumberId: '1234567890',
        token: 'wa-token-123456',
        retry,
      }),
      sms: createTwilioChannel({
        baseUrl: fake.baseUrl,
        accountSid: SID,
        authToken: 'tw-token-123456',
        from: '+15005550006',
        retry,
      }),
      email: createOutboxChannel('email'),
    };
    const [tenant] = await db
      .select({ id: users.id, landlordId: users.landlordId })
      .from(users)
      .where(eq(users.email, 'tenant@example.com'));
    tenantId = tenant!.id;
    landlordId = tenant!.landlordId!;
  });
  afterAll(async () => {
    await fake.stop();
    await t?.close();
  });
  beforeEach(async () => {
    fake.reset();
    slept.length = 0;
    await db.update(users).set({ locale: 'en', phone: '94567890' }).where(eq(users.id, tenantId));
  });

  const due = {
    amount: '450',
    dueDate: '2026-12-01',
    invoiceNumber: 'INV-2026-000123',
    payLink: 'https://rentals.example/admin-panel/payments/pay?link=x',
  };

  it('sends a WhatsApp template message exactly as the Cloud API documents it', async () => {
    fake.on('POST', WA_PATH, {
      json: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '96594567890', wa_id: '96594567890' }],
        messages: [{ id: 'wamid.HBgL1' }],
      },
    });
    const result = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentDueToday', params: due, kind: 'reminder' },
    );
    expect(result.delivered).toMatchObject({ channel: 'whatsapp', state: 'sent', providerId: 'wamid.HBgL1' });
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer wa-token-123456');
    expect(request!.json).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '96594567890',
      type: 'template',
      template: {
        name: 'rent_due_today',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Noura Al-Kandari' },
              { type: 'text', text: '450.000 KWD' },
              { type: 'text', text: 'INV-2026-000123' },
              { type: 'text', text: due.payLink },
            ],
          },
        ],
      },
    });
    const [row] = await db.select().from(messages).where(eq(messages.id, result.delivered!.id));
    expect(row).toMatchObject({
      channel: 'whatsapp',
      state: 'sent',
      language: 'en',
      toAddress: '+96594567890',
      template: 'rentDueToday',
      kind: 'reminder',
    });
    expect(row!.body).toBe(
      `Dear Noura Al-Kandari, your rent of 450.000 KWD (invoice INV-2026-000123) is due today. Pay: ${due.payLink}`,
    );
    expect(row!.sentAt).not.toBeNull();
  });

  it('falls back WhatsApp → SMS → email, keeping each failure with the provider reason', async () => {
    fake.on('POST', WA_PATH, {
      status: 400,
      json: {
        error: {
          message: '(#131026) Message undeliverable',
          type: 'OAuthException',
          code: 131026,
          error_data: {
            messaging_product: 'whatsapp',
            details: 'Receiver is incapable of receiving this message',
          },
        },
      },
    });
    fake.on('POST', TW_PATH, {
      status: 400,
      json: {
        code: 21211,
        message: "The 'To' number +96594567890 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    const result = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentOverdue2', reminderStep: 2, params: due, kind: 'reminder' },
    );
    expect(result.attempts.map((a) => [a.channel, a.state])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'failed'],
      ['email', 'sent'],
    ]);
    const rows = await db.select().from(messages).where(eq(messages.attemptGroup, result.attemptGroup));
    expect(rows).toHaveLength(3);
    const byChannel = Object.fromEntries(rows.map((r) => [r.channel, r]));
    expect(byChannel.whatsapp!.providerError).toBe('131026: Receiver is incapable of receiving this message');
    expect(byChannel.sms!.providerError).toContain('21211: ');
    expect(byChannel.email!.toAddress).toBe('tenant@example.com');
    expect(rows.every((r) => r.reminderStep === 2)).toBe(true);
    // The SMS request is Twilio's form: To, From, Body, Basic auth.
    const sms = fake.requests.find((r) => r.path === TW_PATH)!;
    expect(sms.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:tw-token-123456`).toString('base64')}`,
    );
    const form = new URLSearchParams(sms.rawBody);
    expect(form.get('To')).toBe('+96594567890');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toContain('is overdue since 01-12-2026');
  });

  it('retries a 429 with exponential backoff, then fails after a bounded number of tries', async () => {
    let calls = 0;
    fake.on('POST', WA_PATH, () =>
      ++calls === 1
        ? { status: 429, json: { error: { code: 130429, message: 'Rate limit hit' } } }
        : { json: { messages: [{ id: 'wamid.2' }] } },
    );
    const once = await sendTenantMessage(
      { db, channels },
      {
        landlordId,
        tenantId,
        template: 'rentDueToday',
        params: due,
        kind: 'reminder',
        channels: ['whatsapp'],
      },
    );
    expect(once.delivered?.providerId).toBe('wamid.2');
    expect(calls).toBe(2);
    expect(slept).toEqual([5]);

    slept.length = 0;
    fake.reset();
    fake.on('POST', TW_PATH, { status: 429, json: { code: 20429, message: 'Too Many Requests' } });
    const never = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentDueToday', params: due, kind: 'reminder', channels: ['sms'] },
    );
    expect(never.delivered).toBeUndefined();
    expect(never.attempts[0]).toMatchObject({ state: 'failed', providerError: '20429: Too Many Requests' });
    expect(fake.requests).toHaveLength(3);
    expect(slept).toEqual([5, 10]);
  });

  it('writes to an Arabic tenant in Arabic, WhatsApp template in ar', async () => {
    await db.update(users).set({ locale: 'ar' }).where(eq(users.id, tenantId));
    fake.on('POST', WA_PATH, { json: { messages: [{ id: 'wamid.ar' }] } });
    const result = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentDueSoon', params: { ...due, days: 3 }, kind: 'reminder' },
    );
    const [row] = await db.select().from(messages).where(eq(messages.id, result.delivered!.id));
    expect(row!.language).toBe('ar');
    expect(row!.body).toContain('عزيزي Noura Al-Kandari');
    expect(row!.body).toContain('450.000 KWD');
    expect(row!.body).toContain('01-12-2026');
    expect(
      (fake.requests[0]!.json as { template: { language: { code: string } } }).template.language.code,
    ).toBe('ar');
  });

  it('skips a channel the tenant has no address for, and an opted-out tenant gets no reminder but its notices', async () => {
    await db.update(users).set({ phone: null }).where(eq(users.id, tenantId));
    const result = await sendTenantMessage(
      { db, channels },
      {
        landlordId,
        tenantId,
        template: 'chequeBounced',
        params: { chequeNumber: '000123', amount: '450' },
        kind: 'notice',
      },
    );
    expect(result.attempts.map((a) => [a.channel, a.state])).toEqual([
      ['whatsapp', 'skipped'],
      ['sms', 'skipped'],
      ['email', 'sent'],
    ]);
    expect(fake.requests).toHaveLength(0);

    const reminder = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentDueToday', params: due, kind: 'reminder', optedOut: true },
    );
    expect(reminder.delivered).toBeUndefined();
    expect(reminder.attempts).toEqual([
      expect.objectContaining({ state: 'skipped', providerError: 'opted out' }),
    ]);
    const notice = await sendTenantMessage(
      { db, channels },
      {
        landlordId,
        tenantId,
        template: 'chequeBounced',
        params: { chequeNumber: '000123', amount: '450' },
        kind: 'notice',
        optedOut: true,
      },
    );
    expect(notice.delivered?.state).toBe('sent');
  });

  it('moves a message forward only: replayed and out-of-order statuses change nothing', async () => {
    fake.on('POST', WA_PATH, { json: { messages: [{ id: 'wamid.status' }] } });
    const result = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentDueToday', params: due, kind: 'reminder' },
    );
    const at = new Date('2026-11-28T08:00:00Z');
    expect(await applyDeliveryStatus(db, 'whatsapp', 'wamid.status', 'delivered', at)).toBe(true);
    expect(await applyDeliveryStatus(db, 'whatsapp', 'wamid.status', 'delivered', at)).toBe(false);
    expect(await applyDeliveryStatus(db, 'whatsapp', 'wamid.status', 'read', at)).toBe(true);
    expect(await applyDeliveryStatus(db, 'whatsapp', 'wamid.status', 'delivered', at)).toBe(false);
    expect(await applyDeliveryStatus(db, 'whatsapp', 'wamid.status', 'sent', at)).toBe(false);
    expect(
      await applyDeliveryStatus(
        db,
        'whatsapp',
        'wamid.status',
        'failed',
        at,
        '131047: Re-engagement message',
      ),
    ).toBe(false);
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.id, result.delivered!.id)));
    expect(row).toMatchObject({ state: 'read', providerError: null });
    expect(row!.readAt).not.toBeNull();
    expect(row!.deliveredAt).not.toBeNull();
  });

  it('refuses a forged WhatsApp webhook and changes nothing; a signed one moves the message once', async () => {
    fake.on('POST', WA_PATH, { json: { messages: [{ id: 'wamid.hook' }] } });
    const result = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentDueToday', params: due, kind: 'reminder' },
    );
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  {
                    id: 'wamid.hook',
                    status: 'failed',
                    timestamp: '1764316800',
                    recipient_id: '96594567890',
                    errors: [
                      {
                        code: 131047,
                        title: 'Re-engagement message',
                        error_data: {
                          details: 'Message failed to send because more than 24 hours have passed',
                        },
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const forged = `sha256=${createHmac('sha256', 'wrong-secret-00').update(body).digest('hex')}`;
    expect(await handleWhatsAppWebhook(db, 'app-secret-123', body, forged)).toEqual({
      ok: false,
      status: 401,
    });
    const rowOf = async () =>
      (await db.select().from(messages).where(eq(messages.id, result.delivered!.id)))[0]!;
    expect((await rowOf()).state).toBe('sent');
    const signed = `sha256=${createHmac('sha256', 'app-secret-123').update(body).digest('hex')}`;
    expect(await handleWhatsAppWebhook(db, 'app-secret-123', body, signed)).toEqual({ ok: true, changed: 1 });
    expect(await handleWhatsAppWebhook(db, 'app-secret-123', body, signed)).toEqual({ ok: true, changed: 0 });
    expect(await rowOf()).toMatchObject({
      state: 'failed',
      providerError: '131047: Message failed to send because more than 24 hours have passed',
    });
    expect(
      whatsAppVerifyChallenge('verify-me-123', {
        'hub.mode': 'subscribe',
        'hub.verify_token': 'verify-me-123',
        'hub.challenge': '1158201444',
      }),
    ).toBe('1158201444');
    expect(
      whatsAppVerifyChallenge('verify-me-123', {
        'hub.mode': 'subscribe',
        'hub.verify_token': 'guess',
        'hub.challenge': '1',
      }),
    ).toBeUndefined();
  });

  it('takes a Twilio status callback only with its signature, forward only', async () => {
    fake.on('POST', TW_PATH, {
      status: 201,
      json: { sid: 'SMabc', status: 'queued', price: '-0.05000', price_unit: 'USD' },
    });
    const result = await sendTenantMessage(
      { db, channels },
      { landlordId, tenantId, template: 'rentDueToday', params: due, kind: 'reminder', channels: ['sms'] },
    );
    const rowOf = async () =>
      (await db.select().from(messages).where(eq(messages.id, result.delivered!.id)))[0]!;
    expect(await rowOf()).toMatchObject({
      state: 'sent',
      providerId: 'SMabc',
      cost: '0.050',
      currency: 'USD',
    });
    const url = 'https://rentals.example/api/messaging/sms/status';
    const form = { MessageSid: 'SMabc', MessageStatus: 'delivered', AccountSid: SID };
    const now = new Date();
    expect(await handleTwilioStatus(db, 'tw-token-123456', url, form, 'AAAA', now)).toEqual({
      ok: false,
      status: 401,
    });
    expect((await rowOf()).state).toBe('sent');
    const sig = twilioSignature('tw-token-123456', url, form);
    expect(await handleTwilioStatus(db, 'tw-token-123456', url, form, sig, now)).toEqual({
      ok: true,
      changed: 1,
    });
    const late = { ...form, MessageStatus: 'sent' };
    expect(
      await handleTwilioStatus(
        db,
        'tw-token-123456',
        url,
        late,
        twilioSignature('tw-token-123456', url, late),
        now,
      ),
    ).toEqual({ ok: true, changed: 0 });
    expect((await rowOf()).state).toBe('delivered');
  });
});

describe('provider signatures', () => {
  it('accepts only the WhatsApp body the app secret signed', () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  { id: 'wamid.1', status: 'read', timestamp: '1700000000', recipient_id: '96594567890' },
                ],
              },
            },
          ],
        },
      ],
    });
    const good = `sha256=${createHmac('sha256', 'app-secret-123').update(body).digest('hex')}`;
    expect(verifyWhatsAppSignature('app-secret-123', body, good)).toBe(true);
    expect(verifyWhatsAppSignature('app-secret-123', body.replace('read', 'sent'), good)).toBe(false);
    expect(verifyWhatsAppSignature('other-secret-99', body, good)).toBe(false);
    expect(verifyWhatsAppSignature('app-secret-123', body, undefined)).toBe(false);
    expect(statusesOf(JSON.parse(body))).toEqual([
      expect.objectContaining({ id: 'wamid.1', status: 'read' }),
    ]);
  });

  it("checks Twilio's signature over the URL and the sorted parameters", () => {
    const url = 'https://rentals.example/api/messaging/sms/status';
    const params = { MessageSid: 'SM1', MessageStatus: 'delivered', AccountSid: SID };
    const expected = createHmac('sha1', 'tw-token-123456')
      .update(`${url}AccountSid${SID}MessageSidSM1MessageStatusdelivered`)
      .digest('base64');
    expect(twilioSignature('tw-token-123456', url, params)).toBe(expected);
    expect(verifyTwilioSignature('tw-token-123456', url, params, expected)).toBe(true);
    expect(
      verifyTwilioSignature('tw-token-123456', url, { ...params, MessageStatus: 'read' }, expected),
    ).toBe(false);
  });
});
