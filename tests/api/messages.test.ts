/*
 * Issue 35 item 4: every tenant message kept and read through `/api/messages/list|get/{id}`, scoped
 * from the token, and the providers' delivery statuses through their signed webhook routes: a
 * forged or replayed status changes nothing.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesContract } from '../../domain/contracts/messages';
import type { Database } from '../../server/db/client';
import { messages, users } from '../../server/db/schema';
import { createOutboxChannel } from '../../server/messaging/outbox';
import { sendTenantMessage, type MessagingChannels } from '../../server/messaging/sendTenantMessage';
import { api } from '../support/api';
import { DEMO_EMAILS } from '../support/demoUsers';
import { makeTenant } from '../support/make';
import { databaseKinds, startTestApp } from './testApp';

const E = messagesContract.endpoints;
const APP_SECRET = 'meta-app-secret-for-tests';

const outbox: MessagingChannels = {
  whatsapp: createOutboxChannel('whatsapp'),
  sms: createOutboxChannel('sms'),
  email: createOutboxChannel('email'),
};

describe.each(databaseKinds())('tenant messages kept and read (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let db: Database;
  const as = (who: Parameters<ReturnType<typeof api>['as']>[0]) => api(t.app).as(who);
  let ownId: string;
  let otherLandlordsId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { WHATSAPP_APP_SECRET: APP_SECRET } });
    db = t.database.handle.db;
    const idOf = async (email: string) =>
      (
        await db
          .select({ id: users.id, landlordId: users.landlordId })
          .from(users)
          .where(eq(users.email, email))
      )[0]!;
    const tenant = await idOf(DEMO_EMAILS.tenant);
    const landlord2 = await idOf(DEMO_EMAILS.landlord2);
    // A tenant of landlord2's, made here: the message about it is another landlord's to the demo landlord.
    const otherId = await makeTenant(t.app, DEMO_EMAILS.landlord2, {
      name: 'Mohammed Al-Hajri',
      email: `msg-tenant-${kind}@example.com`,
      phone: '50123456',
    });
    const sent = await sendTenantMessage(
      { db, channels: outbox },
      {
        landlordId: tenant.landlordId!,
        tenantId: tenant.id,
        template: 'rentDueSoon',
        params: { amount: '450.125', dueDate: '2026-12-01', invoiceNumber: 'INV-MSG-1', days: 3 },
        kind: 'reminder',
        reminderStep: -3,
      },
    );
    ownId = sent.attempts[0]!.id;
    const others = await sendTenantMessage(
      { db, channels: outbox },
      {
        landlordId: landlord2.id,
        tenantId: otherId,
        template: 'paymentReceived',
        params: { amount: '100.000', invoiceNumber: 'INV-MSG-2' },
        kind: 'receipt',
      },
    );
    otherLandlordsId = others.attempts[0]!.id;
    // A provider id, as a real channel would have kept, for the webhook below.
    await db
      .update(messages)
      .set({ providerId: 'wamid.TEST-1', state: 'sent' })
      .where(eq(messages.id, ownId));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the landlord’s own messages with the body as sent, and answers 404 for another landlord’s', async () => {
    const list = await as('landlord').ok(E.list, { query: { q: 'INV-MSG' } });
    expect(list.items.map((m) => m.id)).toEqual([ownId]);
    const mine = list.items[0]!;
    expect(mine.template).toBe('rentDueSoon');
    expect(mine.kind).toBe('reminder');
    expect(mine.reminder_step).toBe(-3);
    expect(mine.body).toContain('450.125 KWD');
    expect(mine.body).toContain('01-12-2026');
    const denied = await as('landlord').call(E.get, { params: { id: otherLandlordsId } });
    expect(denied.status).toBe(404);
    expect((await as('landlord2').ok(E.get, { params: { id: otherLandlordsId } })).data.template).toBe(
      'paymentReceived',
    );
  });

  it('filters by channel, state and kind; the tenant reads its own only; the super admin reads every landlord’s', async () => {
    const whatsapp = await as('landlord').ok(E.list, { query: { channel: 'whatsapp', kind: 'reminder' } });
    expect(whatsapp.items.every((m) => m.channel === 'whatsapp' && m.kind === 'reminder')).toBe(true);
    expect(whatsapp.items.some((m) => m.id === ownId)).toBe(true);
    const receipts = await as('landlord').ok(E.list, { query: { kind: 'receipt', q: 'INV-MSG' } });
    expect(receipts.items).toEqual([]);
    const tenants = await as('tenant').ok(E.list, { query: { pageSize: 100 } });
    expect(tenants.items.map((m) => m.id)).toContain(ownId);
    expect(tenants.items.map((m) => m.id)).not.toContain(otherLandlordsId);
    expect((await as('tenant').call(E.get, { params: { id: otherLandlordsId } })).status).toBe(404);
    const all = await as('super').ok(E.list, { query: { q: 'INV-MSG' } });
    expect(all.items.map((m) => m.id).sort()).toEqual([ownId, otherLandlordsId].sort());
  });

  it('takes a signed WhatsApp status once; a forged one answers 401 and changes nothing', async () => {
    const body = JSON.stringify({
      entry: [
        {
          changes: [
            { value: { statuses: [{ id: 'wamid.TEST-1', status: 'delivered', timestamp: '1795852800' }] } },
          ],
        },
      ],
    });
    const signed = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messaging/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload: body,
      });
    const forged = await post(`sha256=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(401);
    expect((await as('landlord').ok(E.get, { params: { id: ownId } })).data.state).toBe('sent');
    expect((await post(signed)).statusCode).toBe(200);
    const delivered = (await as('landlord').ok(E.get, { params: { id: ownId } })).data;
    expect(delivered.state).toBe('delivered');
    expect(delivered.delivered_at).toBe(new Date(1795852800 * 1000).toISOString());
    // The same status again (a replay) is answered and changes nothing.
    expect((await post(signed)).statusCode).toBe(200);
    expect((await as('landlord').ok(E.get, { params: { id: ownId } })).data.delivered_at).toBe(
      delivered.delivered_at,
    );
  });
});
