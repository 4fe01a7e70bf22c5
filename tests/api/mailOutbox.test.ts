import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_MESSAGES, type MailOutboxItem } from '../../domain/mailOutboxSchemas';
import { get, tokensOf, type Who } from './contractFixtures';
import { buildTestApp, databaseKinds, startTestApp, type TestApp } from './testApp';

interface OutboxAnswer {
  message: string;
  items: MailOutboxItem[];
  total: number;
}

/** Issue 16 item 8: without SMTP_URL the super admin reads every mail in the Mail outbox. */
describe.each(databaseKinds())('mail outbox (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const list = (token: string, query = '') => get(t.app, token, `/api/super/mail-outbox/list${query}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a recovery mail with its text, newest first, to the super admin', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/landlord-users/email/verification',
      payload: { email: 'tenant@example.com' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // The code is issued just after the answer (same timing for unknown emails): wait for it, as
    // long as a loaded machine needs (the test's own timeout is the bound).
    let answer: OutboxAnswer = { message: '', items: [], total: 0 };
    // (Rows, not the total: the page and the count are two reads, and the mail may land between.)
    for (let i = 0; i < 600 && answer.items.length === 0; i++) {
      const res = await list(tok.super, '?q=tenant@example');
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json<OutboxAnswer>();
      if (answer.items.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(answer.message).toBe(MAIL_OUTBOX_MESSAGES.outboxMode);
    const [latest] = answer.items;
    expect(latest).toMatchObject({ to: 'tenant@example.com', template: 'password-code', sentAt: null });
    expect(latest!.body).toMatch(/\b\d{4}\b/);
    expect(answer.items.every((m) => m.to.includes('tenant@example'))).toBe(true);
  });

  it('refuses everyone but the super admin (403), whatever they ask for', async () => {
    for (const who of ['landlord', 'landlord2', 'manager', 'tenant'] as const) {
      const res = await list(tok[who], '?q=super');
      expect(res.statusCode, who).toBe(403);
      expect(res.body).not.toContain('@example.com');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/super/mail-outbox/list' })).statusCode).toBe(401);
  });

  it('with SMTP_URL the mails went out: the list shows no texts', async () => {
    let smtp: TestApp | undefined;
    try {
      smtp = await buildTestApp(t.database.handle, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
      const res = await get(smtp.app, tok.super, '/api/super/mail-outbox/list');
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<OutboxAnswer>();
      expect(answer.message).toBe(MAIL_OUTBOX_MESSAGES.smtpMode);
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.items.every((m) => m.body === null)).toBe(true);
    } finally {
      await smtp?.close();
    }
  });
});
