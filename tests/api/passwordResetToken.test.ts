import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { emailCodes, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { RECOVERY_MESSAGES } from '../../server/routes/password-recovery';
import { createUser, guessedToken, requestCode, setPassword, verify } from './recoveryFixtures';
import { codeFrom, startSmtpCapture, type SmtpCapture } from './smtpCapture';
import { databaseKinds, login, postLogin, startTestApp, type TestApp, type TestDatabase } from './testApp';

/*
 * Issue 30 item 1: between the code check and the new password, knowing the email is not enough.
 * The check answers a single-use reset token (stored as an HMAC, bound to that check, valid for
 * NEW_PASSWORD_WINDOW_MINUTES); new/password needs it, and its refusals are limited per email and
 * per client address. Each test uses addresses of its own (TEST-NET ranges), so limits never mix.
 */

const MINUTE = 60_000;
const USER_PASSWORD = 'Mine#Pass2026';
const STRANGER_PASSWORD = 'Taken#Over99';
const EXPIRED = { success: false, message: RECOVERY_MESSAGES.resetExpired, detail: null };

describe.each(databaseKinds())('the reset token of password recovery on %s', (kind) => {
  let t: TestApp & { database: TestDatabase };
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  afterEach(() => {
    t.clock.reset();
  });

  /** The user's own client: asks for a code, reads it from the mail, checks it; answers the token. */
  async function verifiedToken(email: string): Promise<string> {
    expect((await requestCode(t.app, email)).statusCode).toBe(200);
    const mail = await smtp.take((m) => m.to.includes(email) && /reset code/.test(m.subject));
    const res = await verify(t.app, email, codeFrom(mail));
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { data?: { resetToken?: string } }).data?.resetToken;
    expect(token).toMatch(/^[\w-]{43}$/);
    return token!;
  }

  const signsInWith = async (email: string, password: string) =>
    (await postLogin(t.app, { email, password })).statusCode === 200;

  it('refuses a stranger who knows only the email while the user is between the code and the new password; the user then succeeds', async () => {
    const email = await createUser(t.app);
    const token = await verifiedToken(email);

    // The stranger's client, from its own address: the spec's { email, password } alone…
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/landlord-users/new/password',
      payload: { email, password: STRANGER_PASSWORD },
      remoteAddress: '198.51.100.7',
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'resetToken'], msg: ACCOUNT_MESSAGES.resetExpired }),
    ]);
    // …or with a token of its own making.
    const guessed = await setPassword(t.app, email, STRANGER_PASSWORD, guessedToken(), '198.51.100.7');
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toEqual(EXPIRED);
    expect(await signsInWith(email, STRANGER_PASSWORD)).toBe(false);
    expect(await signsInWith(email, DEMO_PASSWORD)).toBe(true);

    // The user's own call, with the token its check answered, still works.
    const own = await setPassword(t.app, email, USER_PASSWORD, token, '192.0.2.10');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.passwordChanged });
    await smtp.take((m) => m.to.includes(email) && /was changed/.test(m.subject));
    expect((await login(t.app, email, USER_PASSWORD)).success).toBe(true);
    expect(await signsInWith(email, STRANGER_PASSWORD)).toBe(false);
  });

  it('takes a token once only, even while a later reset of the same account is open', async () => {
    const email = await createUser(t.app);
    const token = await verifiedToken(email);
    expect((await setPassword(t.app, email, USER_PASSWORD, token, '192.0.2.20')).statusCode).toBe(200);
    await smtp.take(email);
    const again = await setPassword(t.app, email, STRANGER_PASSWORD, token, '198.51.100.20');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(EXPIRED);

    // The user resets again: the spent token (a copy left in a browser's history) stays spent.
    const next = await verifiedToken(email);
    const replay = await setPassword(t.app, email, STRANGER_PASSWORD, token, '198.51.100.20');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(EXPIRED);
    expect(await signsInWith(email, USER_PASSWORD)).toBe(true);
    expect(await signsInWith(email, STRANGER_PASSWORD)).toBe(false);
    expect((await setPassword(t.app, email, 'Second#Pass7', next, '192.0.2.20')).statusCode).toBe(200);
    await smtp.take(email);
  });

  it('refuses a token after its 10 minutes, also once a newer check of the account is open', async () => {
    const email = await createUser(t.app);
    const expired = await verifiedToken(email);
    t.clock.advance(10 * MINUTE + 1_000);
    const late = await setPassword(t.app, email, USER_PASSWORD, expired, '192.0.2.30');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(EXPIRED);
    expect(await signsInWith(email, DEMO_PASSWORD)).toBe(true);

    // A new code checked: only the new token opens it, never the expired one.
    const fresh = await verifiedToken(email);
    expect((await setPassword(t.app, email, STRANGER_PASSWORD, expired, '192.0.2.30')).json()).toEqual(
      EXPIRED,
    );
    expect(await signsInWith(email, DEMO_PASSWORD)).toBe(true);
    expect((await setPassword(t.app, email, USER_PASSWORD, fresh, '192.0.2.30')).statusCode).toBe(200);
    await smtp.take(email);
    expect(await signsInWith(email, USER_PASSWORD)).toBe(true);
  });

  it("binds a token to its own check: another account's token does not reset this one", async () => {
    const victim = await createUser(t.app);
    const attacker = await createUser(t.app);
    await verifiedToken(victim); // the victim is mid-reset, with a token of its own
    const attackerToken = await verifiedToken(attacker);
    const res = await setPassword(t.app, victim, STRANGER_PASSWORD, attackerToken, '198.51.100.40');
    expect(res.statusCode).toBe(400);
    expect(await signsInWith(victim, DEMO_PASSWORD)).toBe(true);
    // The attacker's own token still works for the attacker's account.
    expect(
      (await setPassword(t.app, attacker, USER_PASSWORD, attackerToken, '198.51.100.40')).statusCode,
    ).toBe(200);
    await smtp.take(attacker);
  });

  it('stores the token only as a hash', async () => {
    const email = await createUser(t.app);
    const token = await verifiedToken(email);
    const [row] = await t.app.ctx.db
      .select({ hash: emailCodes.resetTokenHash })
      .from(emailCodes)
      .innerJoin(users, eq(users.id, emailCodes.userId))
      .where(eq(users.email, email));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.hash).not.toContain(token);
  });

  it('allows 10 refused new passwords per email, from any addresses, then 429 with Retry-After, for the token too', async () => {
    const email = await createUser(t.app);
    const token = await verifiedToken(email);
    for (let i = 0; i < 10; i++) {
      const res = await setPassword(t.app, email, STRANGER_PASSWORD, guessedToken(), `198.51.100.${100 + i}`);
      expect(res.statusCode).toBe(400);
    }
    t.clock.advance(MINUTE);
    const limited = await setPassword(t.app, email, USER_PASSWORD, token, '192.0.2.50');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60 - 5);
    expect(retryAfter).toBeLessThanOrEqual(14 * 60);
    expect(limited.json()).toEqual({
      success: false,
      retryAfterSeconds: retryAfter,
      message: 'Too many password reset attempts. Please try again in 14 minutes.',
      detail: null,
    });
    expect(await signsInWith(email, USER_PASSWORD)).toBe(false);
  });

  it('allows 10 refused new passwords per client address, whatever the emails, then 429', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await setPassword(
        t.app,
        `poll-${i}-${address}@example.com`,
        USER_PASSWORD,
        guessedToken(),
        address,
      );
      expect(res.statusCode).toBe(400);
    }
    const email = await createUser(t.app);
    const token = await verifiedToken(email);
    const limited = await setPassword(t.app, email, USER_PASSWORD, token, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many password reset attempts. Please try again in 15 minutes.');
    // Another address is not limited by this one's refusals.
    expect((await setPassword(t.app, email, USER_PASSWORD, token, '203.0.113.78')).statusCode).toBe(200);
    await smtp.take(email);

    t.clock.advance(15 * MINUTE + 1_000);
    const later = await setPassword(
      t.app,
      `poll-late-${address}@example.com`,
      USER_PASSWORD,
      guessedToken(),
      address,
    );
    expect(later.statusCode).toBe(400);
  });
});
