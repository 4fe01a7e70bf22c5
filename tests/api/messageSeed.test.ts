import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesContract } from '../../domain/contracts/messages';
import { seedDemoMessages } from '../../server/db/seedMessages';
import { api } from '../support/api';
import { seedDemoBillingInto } from './billingFixtures';
import { databaseKinds, startTestApp } from './testApp';

/**
 * Issue 35, demo messages: the landlord's MESSAGES shows a week of reminders in every state — read,
 * delivered, sent, a WhatsApp failure with its SMS fallback, a skipped one — with bodies rendered
 * from the templates in English and Arabic; seeding twice writes nothing more.
 */
describe.each(databaseKinds())('demo tenant messages (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoBillingInto(t.app);
    expect(await seedDemoMessages(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists every state, the fallback chain, both languages, and is written once', async () => {
    const { items, total } = await api(t.app)
      .as('landlord')
      .ok(messagesContract.endpoints.list, { query: { pageSize: 100 } });
    expect(total).toBe(7);
    expect(new Set(items.map((m) => m.state))).toEqual(
      new Set(['read', 'delivered', 'sent', 'failed', 'skipped']),
    );
    const failed = items.find((m) => m.state === 'failed')!;
    expect(failed.provider_error).toMatch(/undeliverable/);
    const fallback = items.filter((m) => m.attempt_group === failed.attempt_group);
    expect(fallback.map((m) => [m.attempt_no, m.channel, m.state]).sort()).toEqual([
      [1, 'whatsapp', 'failed'],
      [2, 'sms', 'sent'],
    ]);
    expect(items.some((m) => m.language === 'ar' && /[\u0600-\u06FF]/.test(m.body))).toBe(true);
    expect(items.some((m) => m.language === 'en' && m.body.startsWith('Dear '))).toBe(true);
    expect(items.every((m) => m.invoice_no && m.body.includes(m.invoice_no))).toBe(true);
    const own = await api(t.app)
      .as('tenant')
      .ok(messagesContract.endpoints.list, { query: { pageSize: 100 } });
    expect(own.total).toBe(5);
    expect(await seedDemoMessages(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(false);
  });
});
