import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { newPasswordFormSchema } from '../../domain/accountSchemas';
import { emailCodes, mailOutbox, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { RECOVERY_MESSAGES } from '../../server/routes/password-recovery';
import { afterResponseSettled } from '../../server/http/afterResponse';
import { createUser, guessedToken, requestCode, setPassword, verify, wrongCode } from './recoveryFixtures';
import { codeFrom, startSmtpCapture, type SmtpCapture } from './smtpCapture';
import {
  buildTestApp,
  databaseKinds,
  getMe,
  login,
  postLogin,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './testApp';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Fresh#Pass9';
const CODE_SUBJECT = 'Your Rentals password reset code';

/** The reset token a successful code check answered. */
const tokenOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { resetToken: string } }).data.resetToken;

describe.each(databaseKinds())('password recovery on %s', (kind) => {
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

  /** Asks for a code and reads it from the mail the SMTP server received. */
  async function mailedCode(email: string): Promise<string> {
    const res = await requestCode(t.app, email);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.take((m) => m.to.includes(email) && m.subject === CODE_SUBJECT);
    return codeFrom(mail);
  }

  it('mails a code, verifies it, sets the new password once, ends every session and mails the change', async () => {
    const email = await createUser(t.app, 'active', 'Mona');
    const before = await login(t.app, email);

    const res = await requestCode(t.app, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.codeSent(10) });
    const mail = await smtp.take(email);
    expect(mail.subject).toBe(CODE_SUBJECT);
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.text).toContain('Hello Mona,');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain(code);

    // Stored hashed only; the outbox row records the SMTP delivery.
    await t.app.ctx.mail.idle();
    const [stored] = await t.app.ctx.db
      .select()
      .from(emailCodes)
      .innerJoin(users, eq(users.id, emailCodes.userId))
      .where(eq(users.email, email));
    expect(stored!.email_codes.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.email_codes.codeHash).not.toContain(code);
    const [outbox] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(outbox).toMatchObject({ template: 'password-code', error: null, sentAt: expect.any(Date) });

    const verified = await verify(t.app, email, code);
    expect(verified.statusCode).toBe(200);
    // Issue 30 item 1: the answer now carries the single-use token new/password needs.
    expect(verified.json()).toEqual({
      success: true,
      message: RECOVERY_MESSAGES.codeVerified,
      data: { resetToken: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const resetToken = tokenOf(verified);

    const changed = await setPassword(t.app, email, NEW_PASSWORD, resetToken);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.passwordChanged });
    const notice = await smtp.take(
      (m) => m.to.includes(email) && m.subject === 'Your Rentals password was changed',
    );
    expect(notice.text).toContain('signed out');

    expect((await getMe(t.app, before.data.access_token)).statusCode).toBe(401);
    expect((await postLogin(t.app, { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await login(t.app, email, NEW_PASSWORD)).success).toBe(true);

    // Replay: the same call again is refused and changes nothing.
    const replay = await setPassword(t.app, email, 'Other#Pass9', resetToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, message: RECOVERY_MESSAGES.resetExpired, detail: null });
    expect((await postLogin(t.app, { email, password: 'Other#Pass9' })).statusCode).toBe(401);
    expect((await login(t.app, email, NEW_PASSWORD)).success).toBe(true);
  });

  it('answers forgot-password alike (status and body) for known, unknown, rejected and disabled emails; mails only the known', async () => {
    const known = await createUser(t.app, 'active');
    const pending = await createUser(t.app, 'pending');
    const rejected = await createUser(t.app, 'rejected');
    const disabled = await createUser(t.app, 'disabled');
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    // An app of its own, closed before looking: close() waits for the mails under way.
    const other = await buildTestApp(t.database.handle, { env: { SMTP_URL: smtp.url } });
    const answers = [];
    for (const email of [known, unknown, pending, rejected, disabled])
      answers.push(await requestCode(other.app, email));
    await other.close();
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
      expect(res.headers['content-type']).toBe(answers[0]!.headers['content-type']);
    }
    await smtp.take(known);
    await smtp.take(pending); // a landlord awaiting approval may recover its password
    for (const email of [unknown, rejected, disabled])
      expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
    const outbox = await t.app.ctx.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(outbox.map((r) => r.to)).not.toEqual(expect.arrayContaining([unknown]));
  });

  it('answers a known email about as fast as an unknown one (the code is issued after the answer)', async () => {
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 16; i++) {
      for (const which of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        // The same set-up before both, so only the answer differs.
        const created = await createUser(t.app);
        const email = which === 'known' ? created : `nobody-${randomUUID().slice(0, 8)}@example.com`;
        const started = performance.now();
        expect((await requestCode(t.app, email)).statusCode).toBe(200);
        timings[which].push(performance.now() - started);
        if (which === 'known') await smtp.take(email);
        // The work after the answer (the code, the mail, pruning) ends before the next request,
        // waited for rather than slept for: on a busy machine 20 ms was sometimes not enough.
        await afterResponseSettled(t.app);
        await t.app.ctx.mail.idle();
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(10);
  });

  it('accepts a code at 9:59 and refuses it at 10:01', async () => {
    const early = await createUser(t.app);
    const code = await mailedCode(early);
    t.clock.advance(9 * MINUTE + 59_000);
    expect((await verify(t.app, early, code)).statusCode).toBe(200);

    const late = await createUser(t.app);
    const lateCode = await mailedCode(late);
    t.clock.advance(10 * MINUTE + 1_000);
    const res = await verify(t.app, late, lateCode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid code, please try again.', detail: null });
  });

  it('accepts a code once only', async () => {
    const email = await createUser(t.app);
    const code = await mailedCode(email);
    expect((await verify(t.app, email, code)).statusCode).toBe(200);
    const again = await verify(t.app, email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.otpInvalid);
  });

  it('replaces the old code with a new one', async () => {
    const email = await createUser(t.app);
    const first = await mailedCode(email);
    const second = await mailedCode(email);
    if (first !== second) expect((await verify(t.app, email, first)).statusCode).toBe(400);
    expect((await verify(t.app, email, second)).statusCode).toBe(200);
  });

  it('allows 4 wrong tries, and kills the code at the 5th', async () => {
    const survivor = await createUser(t.app);
    const code = await mailedCode(survivor);
    for (let i = 0; i < 4; i++)
      expect((await verify(t.app, survivor, wrongCode(code, i))).statusCode).toBe(400);
    expect((await verify(t.app, survivor, code)).statusCode).toBe(200);

    const victim = await createUser(t.app);
    const victimCode = await mailedCode(victim);
    for (let i = 0; i < 5; i++) {
      const res = await verify(t.app, victim, wrongCode(victimCode, i));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.otpInvalid);
    }
    const dead = await verify(t.app, victim, victimCode);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().message).toBe(ACCOUNT_MESSAGES.otpInvalid);
  });

  it('allows 10 wrong codes per account in 24 hours, then answers 429 with Retry-After, for unknown emails too', async () => {
    const email = await createUser(t.app);
    for (let round = 0; round < 2; round++) {
      const code = await mailedCode(email);
      for (let i = 0; i < 5; i++)
        expect((await verify(t.app, email, wrongCode(code, i))).statusCode).toBe(400);
    }
    t.clock.advance(60 * MINUTE);
    const code = await mailedCode(email);
    const limited = await verify(t.app, email, code);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600 - 5);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    expect(limited.json()).toEqual({
      success: false,
      retryAfterSeconds: retryAfter,
      message: 'Too many wrong codes. Please try again in 23 hours.',
      detail: null,
    });

    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 10; i++) expect((await verify(t.app, unknown, '0000')).statusCode).toBe(400);
    const unknownLimited = await verify(t.app, unknown, '0000');
    expect(unknownLimited.statusCode).toBe(429);
    expect(unknownLimited.headers['retry-after']).toBeDefined();

    t.clock.advance(23 * 60 * MINUTE);
    const fresh = await mailedCode(email);
    expect((await verify(t.app, email, fresh)).statusCode).toBe(200);
  });

  it('holds the limits under parallel guesses: 5 tries per code, 10 per day, one password change', async () => {
    const email = await createUser(t.app);
    const code = await mailedCode(email);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify(t.app, email, wrongCode(code, i))),
    );
    const statuses = guesses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const [row] = await t.app.ctx.db
      .select()
      .from(emailCodes)
      .innerJoin(users, eq(users.id, emailCodes.userId))
      .where(eq(users.email, email));
    expect(row!.email_codes.wrongAttempts).toBe(5);

    t.clock.advance(24 * 60 * MINUTE);
    const racer = await createUser(t.app);
    const racerToken = tokenOf(await verify(t.app, racer, await mailedCode(racer)));
    const both = await Promise.all([
      setPassword(t.app, racer, NEW_PASSWORD, racerToken),
      setPassword(t.app, racer, 'Other#Pass9', racerToken),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    await smtp.take(racer);
  });

  it('mails at most 3 codes per email in 15 minutes, then 429 with Retry-After, known or not', async () => {
    const known = await createUser(t.app);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 3; i++) {
      await mailedCode(known);
      expect((await requestCode(t.app, unknown)).statusCode).toBe(200);
    }
    t.clock.advance(5 * MINUTE);
    const limited = await requestCode(t.app, known);
    const unknownLimited = await requestCode(t.app, unknown);
    for (const res of [limited, unknownLimited]) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(595);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(res.json().message).toBe('Too many code requests. Please try again in 10 minutes.');
    }
    t.clock.advance(10 * MINUTE + 1_000);
    await mailedCode(known);
  });

  it('accepts the new password within 10 minutes of the verification, not at 10:01, and not without one', async () => {
    const unverified = await createUser(t.app);
    await mailedCode(unverified);
    const refused = await setPassword(t.app, unverified, NEW_PASSWORD, guessedToken());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RECOVERY_MESSAGES.resetExpired);
    const unknown = await setPassword(t.app, 'nobody@example.com', NEW_PASSWORD, guessedToken());
    expect(unknown.body).toBe(refused.body);

    const late = await createUser(t.app);
    const lateToken = tokenOf(await verify(t.app, late, await mailedCode(late)));
    t.clock.advance(10 * MINUTE + 1_000);
    expect((await setPassword(t.app, late, NEW_PASSWORD, lateToken)).statusCode).toBe(400);
    expect((await postLogin(t.app, { email: late, password: NEW_PASSWORD })).statusCode).toBe(401);

    const inTime = await createUser(t.app);
    const inTimeToken = tokenOf(await verify(t.app, inTime, await mailedCode(inTime)));
    t.clock.advance(9 * MINUTE + 59_000);
    expect((await setPassword(t.app, inTime, NEW_PASSWORD, inTimeToken)).statusCode).toBe(200);
    await smtp.take(inTime);
    expect((await login(t.app, inTime, NEW_PASSWORD)).success).toBe(true);
  });

  it("refuses a new password that breaks the spec's rule, with its exact message", async () => {
    const email = await createUser(t.app);
    const weak = ['', 'Ab1!', 'lower#case9', 'UPPER#CASE9', 'NoDigits#here', 'NoSpecial99', 'x'.repeat(300)];
    for (const password of weak) {
      const res = await setPassword(t.app, email, password, guessedToken());
      expect(res.statusCode, password).toBe(422);
      const detail = res.json().detail as unknown[];
      expect(detail.length).toBeGreaterThan(0);
      for (const issue of detail)
        expect(issue).toMatchObject({ loc: ['body', 'password'], msg: ACCOUNT_MESSAGES.strongPassword });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/landlord-users/new/password',
      payload: { email, resetToken: guessedToken() },
    });
    expect(missing.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'password'], msg: ACCOUNT_MESSAGES.strongPassword }),
    ]);
    const badEmail = await setPassword(t.app, 'not-an-email', NEW_PASSWORD, guessedToken());
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'email'], msg: ACCOUNT_MESSAGES.email }),
    ]);
    expect(ACCOUNT_MESSAGES.strongPassword).toBe(
      'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
    );
  });

  it('refuses a malformed code or email with the exact messages', async () => {
    for (const otp of ['123', '12345', 'abcd', '']) {
      const res = await verify(t.app, 'landlord@example.com', otp);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'otp'], msg: 'Please enter the 4-digit code.' }),
      ]);
    }
    const res = await requestCode(t.app, 'not an email');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please enter a valid email address.');
  });

  it('keeps mail flowing when the SMTP server is down: the request succeeds and the outbox records the error', async () => {
    const down = await startSmtpCapture();
    const url = down.url;
    await down.close();
    const logs: string[] = [];
    const logStream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
    const other = await buildTestApp(t.database.handle, {
      env: { SMTP_URL: url },
      logStream,
      logLevel: 'info',
    });
    const email = await createUser(t.app);
    expect((await requestCode(other.app, email)).statusCode).toBe(200);
    await other.close();
    const [row] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({ sentAt: null, error: expect.stringMatching(/\S/) });
    expect(logs.join('')).toContain('mail delivery failed');
  });
});

describe.each(databaseKinds())('mail without SMTP_URL on %s', (kind) => {
  let t: TestApp & { database: TestDatabase };
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The app's log lines as JSON, with the fields that hold random digits (ids, times) removed. */
  async function requestWithLog(env: 'production' | 'development', email: string) {
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildTestApp(t.database.handle, {
      env: { NODE_ENV: env },
      logStream,
      logLevel: 'trace',
    });
    expect((await requestCode(app.app, email)).statusCode).toBe(200);
    await app.close();
    const [row] = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'password-code')));
    const code = codeFrom({ text: row!.textBody });
    const scrubbed = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .map(({ reqId: _r, time: _t, responseTime: _rt, mailId: _m, pid: _p, hostname: _h, ...rest }) => rest);
    return { row: row!, code, scrubbed, text: JSON.stringify(scrubbed) };
  }

  it('writes the message to the outbox (the mailbox of the embedded setup), and the code there works', async () => {
    const email = await createUser(t.app, 'active', '<b>Eve & Co</b>');
    const { row, code } = await requestWithLog('development', email);
    expect(row).toMatchObject({ subject: CODE_SUBJECT, sentAt: null, error: null });
    expect(row.textBody).toContain('Hello <b>Eve & Co</b>,');
    expect(row.htmlBody).toContain('Hello &lt;b&gt;Eve &amp; Co&lt;/b&gt;,');
    expect(row.htmlBody).not.toContain('<b>Eve');
    expect((await verify(t.app, email, code)).statusCode).toBe(200);
  });

  it('never logs the code in production, and shows it in development', async () => {
    const email = await createUser(t.app);
    const prod = await requestWithLog('production', email);
    const queued = prod.scrubbed.find((l) => l.msg === 'mail queued');
    expect(queued).toMatchObject({ to: email, subject: CODE_SUBJECT, template: 'password-code' });
    expect(queued).not.toHaveProperty('code');
    expect(prod.text).not.toMatch(new RegExp(`(?<!\\d)${prod.code}(?!\\d)`));

    const devEmail = await createUser(t.app);
    const dev = await requestWithLog('development', devEmail);
    expect(dev.scrubbed.find((l) => l.msg === 'mail queued')).toMatchObject({ to: devEmail, code: dev.code });
  });
});

describe('new-password form rules (domain schema shared with the page)', () => {
  it('needs the confirmation to match', () => {
    const differ = newPasswordFormSchema.safeParse({
      password: NEW_PASSWORD,
      confirmPassword: 'Other#Pass9',
    });
    expect(differ.success).toBe(false);
    expect(differ.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match.' }),
    ]);
    expect(
      newPasswordFormSchema.safeParse({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).success,
    ).toBe(true);
    const weak = newPasswordFormSchema.safeParse({ password: 'weak', confirmPassword: 'weak' });
    expect(weak.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.strongPassword);
  });
});
