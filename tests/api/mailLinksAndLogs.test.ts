import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/logRedaction';
import { mailOutbox } from '../../server/db/schema';
import { signPaymentLink } from '../../server/services/paymentLinks';
import { signedDocumentUrl, storeDocument } from '../../server/storage/documents';
import { buildTenant, createTenant, tokensOf, type Who } from './contractFixtures';
import { PDF } from './documentFixtures';
import { managerInput } from './invitationMail';
import { bearer, buildTestApp, databaseKinds, login, startTestApp, TEST_JWT_SECRET } from './testApp';

/*
 * Issue 15 items 3 and 4: links in mails came from the request's Host header, and secrets in URLs
 * (invitation tokens, signed file links) were written to the log in full.
 */

const PUBLIC_URL = 'https://rent.example.com';

describe.each(databaseKinds())('mailed links and logged URLs (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;

  const lastInvitation = async (to: string) => {
    const [mail] = await app()
      .ctx.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'invitation')))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail!.textBody;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { PUBLIC_URL } });
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds invitation links from PUBLIC_URL, whatever Host the caller sends', async () => {
    const evil = { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com' };
    const manager = managerInput();
    const created = await app().inject({
      method: 'POST',
      url: '/api/property-managers/create',
      headers: { ...bearer(tok.landlord), ...evil },
      payload: manager,
    });
    expect(created.statusCode, created.body).toBe(200);
    const resent = await app().inject({
      method: 'POST',
      url: `/api/property-managers/resend-invitation/${created.json().data.id}`,
      headers: { ...bearer(tok.landlord), ...evil },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const tenant = buildTenant();
    const tenantCreated = await app().inject({
      method: 'POST',
      url: '/api/tenants/create',
      headers: { ...bearer(tok.landlord), ...evil },
      payload: tenant,
    });
    expect(tenantCreated.statusCode, tenantCreated.body).toBe(200);
    for (const text of [await lastInvitation(manager.email), await lastInvitation(tenant.email)]) {
      expect(text).not.toContain('evil.example.com');
      // The token rides in the fragment, which no browser sends to a server.
      expect(text).toMatch(
        /https:\/\/rent\.example\.com\/admin-panel\/auth\/invitation#token=[A-Za-z0-9_-]{43}/,
      );
    }
  });

  it('checks an invitation with the token in the body; the query form is gone', async () => {
    const email = buildTenant().email;
    await createTenant(app(), tok.landlord, { email });
    const token = /#token=([A-Za-z0-9_-]+)/.exec(await lastInvitation(email))![1]!;
    const check = await app().inject({ method: 'POST', url: '/api/invitations/check', payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ valid: true, email });
    const old = await app().inject({ method: 'GET', url: `/api/invitations/check?token=${token}` });
    expect(old.statusCode).toBe(404);
  });

  it('never logs a signed link’s signature or an invitation token, even at info', async () => {
    const chunks: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(chunk.toString());
        callback();
      },
    });
    const logged = await buildTestApp(t.database.handle, {
      logStream,
      logLevel: 'info',
      env: { PUBLIC_URL },
    });
    try {
      const stored = await storeDocument(logged.app.ctx.storage, {
        filename: 'lease.pdf',
        data: PDF,
        mimetype: 'application/pdf',
      });
      if (!stored.ok) throw new Error(stored.message);
      const link = signedDocumentUrl(TEST_JWT_SECRET, stored.document.key, logged.app.ctx.now());
      const sig = new URL(link, 'http://x').searchParams.get('sig')!;
      expect((await logged.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      const oldLinkToken = 'OldStyleInvitationToken0123456789abcdefghij';
      await logged.app.inject({ method: 'GET', url: `/admin-panel/auth/invitation?token=${oldLinkToken}` });
      const text = chunks.join('');
      // The requests were logged, or the test would prove nothing.
      expect(text).toContain(`/api/files/${stored.document.key}`);
      expect(text).toContain('sig=[redacted]');
      expect(text).not.toContain(sig);
      expect(text).not.toContain(oldLinkToken);
    } finally {
      await logged.close();
    }
  });
});

describe.each(databaseKinds())('signed parameters in logged URLs (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const chunks: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(chunk.toString());
        callback();
      },
    });
    t = await startTestApp(kind, { logStream, logLevel: 'info', env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never logs a payment link’s token: its page, its API read, the sign-in page that leads back to it', async () => {
    // Issue 30 item 10: `link=` was not among the redacted parameters.
    const tenant = (await login(t.app, 'tenant@example.com')).data.access_token;
    const token = signPaymentLink(TEST_JWT_SECRET, randomUUID(), t.app.ctx.now() + 86_400_000);
    const signature = token.split('.').at(-1)!;
    const payPage = `/admin-panel/payments/pay?link=${token}`;
    chunks.length = 0;
    await t.app.inject({ method: 'GET', url: payPage });
    await t.app.inject({
      method: 'GET',
      url: `/api/online-payments/link?token=${token}`,
      headers: bearer(tenant),
    });
    await t.app.inject({ method: 'GET', url: `/admin-panel/auth/login?next=${encodeURIComponent(payPage)}` });
    const text = chunks.join('');
    // The visits were logged, or the test would prove nothing.
    expect(text).toContain('/admin-panel/payments/pay?link=[redacted]');
    expect(text).toContain('/api/online-payments/link?token=[redacted]');
    expect(text).toContain('/admin-panel/auth/login?next=/admin-panel/payments/pay%3Flink%3D%5Bredacted%5D');
    expect(text).not.toContain(token);
    expect(text).not.toContain(signature);
  });

  it('cuts every signed or secret parameter the product uses, and any new one, by the same rule', async () => {
    const secrets = {
      sig: 'FileSignature0123456789abcdefABCDEF',
      token: 'InvitationToken0123456789abcdefABCDEF',
      code: '482913',
      resetToken: 'ResetToken0123456789abcdefABCDEFghijk',
      tap_id: 'chg_GatewayCharge0123456789',
      someFutureSignature: 'NotNamedAnywhere0123456789abcdef',
    };
    chunks.length = 0;
    for (const [name, value] of Object.entries(secrets))
      await t.app.inject({ method: 'GET', url: `/admin-panel/dashboard?page=2&${name}=${value}` });
    const text = chunks.join('');
    for (const [name, value] of Object.entries(secrets)) {
      expect(text).toContain(`/admin-panel/dashboard?page=2&${name}=[redacted]`);
      expect(text, name).not.toContain(value);
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/files/a.pdf?expires=1&sig=SECRET', '/api/files/a.pdf?expires=1&sig=[redacted]'],
    ['/x?token=SECRET&page=2', '/x?token=[redacted]&page=2'],
    ['/x?page=2&Token=SECRET', '/x?page=2&Token=[redacted]'],
    ['/api/invoices/list?page=1&q=sig', '/api/invoices/list?page=1&q=sig'],
    ['/no-query', '/no-query'],
    ['/admin-panel/payments/pay?link=abc.123.SIG', '/admin-panel/payments/pay?link=[redacted]'],
    ['/x?newSecret=S&status=open&sort=createdAt', '/x?newSecret=[redacted]&status=open&sort=createdAt'],
    ['/x?SECRET_WITHOUT_VALUE&page=1', '/x?[redacted]&page=1'],
    ['/login?next=%2Fpay%3Flink%3DS%26page%3D2', '/login?next=/pay%3Flink%3D%5Bredacted%5D%26page%3D2'],
    ['/login?next=%2Fadmin-panel%2Fdashboard', '/login?next=%2Fadmin-panel%2Fdashboard'],
    ['https://mail.example.com/x#token=S', 'https://mail.example.com/x#[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
