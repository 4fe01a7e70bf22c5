import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { INVITATION_MESSAGES as IM } from '../../domain/invitationSchemas';
import type { App } from '../../server/app';
import { users } from '../../server/db/schema';
import { inviteManager } from './invitationMail';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';
import {
  bearer,
  databaseKinds,
  getMe,
  login,
  postLogin,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './testApp';

const PASSWORD = 'Invited#2026';
const DAY = 86_400_000;

const check = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/invitations/check', payload: { token } });
const accept = (app: App, token: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password } });

describe.each(databaseKinds())('invitations on %s', (kind) => {
  let t: TestApp & { database: TestDatabase };
  let smtp: SmtpCapture;
  let landlordToken: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    landlordToken = (await login(t.app, 'landlord@example.com')).data.access_token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('checks a mailed link without spending it, then sets the password once and lets the user sign in', async () => {
    const { email, invitation } = await inviteManager(t.app, smtp, landlordToken, { firstName: 'Noura' });
    for (let i = 0; i < 2; i++) {
      const res = await check(t.app, invitation);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ valid: true, firstName: 'Noura', email });
    }
    // Invited, not yet able to sign in with any password.
    expect((await postLogin(t.app, { email, password: PASSWORD })).statusCode).toBe(401);

    const res = await accept(t.app, invitation);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: IM.accepted });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.status).toBe('active');

    const session = await login(t.app, email, PASSWORD);
    expect((await getMe(t.app, session.data.access_token)).statusCode).toBe(200);

    // The link works once.
    const again = await accept(t.app, invitation, 'Another#2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(IM.invalid);
    expect((await check(t.app, invitation)).json().data).toEqual({ valid: false });
    await login(t.app, email, PASSWORD);
  });

  it('refuses a weak password with the new-password rule and leaves the link usable', async () => {
    const { invitation } = await inviteManager(t.app, smtp, landlordToken);
    for (const weak of ['short1!', 'alllowercase1!', 'NoDigits!!', 'NoSpecial123']) {
      const res = await accept(t.app, invitation, weak);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.strongPassword);
    }
    expect((await check(t.app, invitation)).json().data.valid).toBe(true);
    expect((await accept(t.app, invitation)).statusCode).toBe(200);
  });

  it('refuses unknown, replaced and expired links with one message', async () => {
    const unknown = await accept(t.app, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: IM.invalid });

    // A resent invitation replaces the first link.
    const first = await inviteManager(t.app, smtp, landlordToken);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/property-managers/resend-invitation/${first.id}`,
      headers: bearer(landlordToken),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const old = await accept(t.app, first.invitation);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(IM.invalid);

    const late = await inviteManager(t.app, smtp, landlordToken);
    t.clock.advance(7 * DAY + 60_000);
    try {
      expect((await check(t.app, late.invitation)).json().data).toEqual({ valid: false });
      const res = await accept(t.app, late.invitation);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IM.invalid);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses the link of a manager deactivated before accepting', async () => {
    const { id, invitation } = await inviteManager(t.app, smtp, landlordToken);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/property-managers/delete/${id}`,
      headers: bearer(landlordToken),
    });
    expect(off.statusCode).toBe(200);
    expect((await check(t.app, invitation)).json().data).toEqual({ valid: false });
    const res = await accept(t.app, invitation);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IM.invalid);
  });

  it('needs no sign-in, and a missing token is a validation error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(IM.invalid);
  });
});
