import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth';
import type { App } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { buildTestApp, databaseKinds, startTestApp, type TestApp, type TestDatabase } from './testApp';

const MINUTE = 60_000;
const WRONG = 'Wrong#Pass1';

/** A fresh client address for each call unless one is given (limits count per address too). */
let nextAddress = 1;
const freshAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const attempt = (app: App, email: string, password: string, ip = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: ip });

const nobody = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;

function expectLimited(res: Awaited<ReturnType<typeof attempt>>, minSeconds: number, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(minSeconds);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const minutes = Math.ceil(retryAfter / 60);
  expect(res.json()).toEqual({
    success: false,
    retryAfterSeconds: retryAfter,
    message: `Too many failed sign-in attempts. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    detail: null,
  });
}

describe.each(databaseKinds())('sign-in limits on %s', (kind) => {
  let t: TestApp & { database: TestDatabase };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.clock.reset();
  });

  it('allows 10 failures per account in 15 minutes, then answers 429 even to the right password', async () => {
    const email = 'landlord2@example.com';
    for (let i = 0; i < 10; i++) {
      const res = await attempt(t.app, email, WRONG);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    expectLimited(await attempt(t.app, email, DEMO_PASSWORD), 895, 900);
    // Another account from the same addresses is not affected.
    expect((await attempt(t.app, 'landlord@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // Case does not make a new account.
    expect((await attempt(t.app, 'LandLord2@Example.com', DEMO_PASSWORD)).statusCode).toBe(429);

    t.clock.advance(15 * MINUTE + 1_000);
    expect((await attempt(t.app, email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown emails alike, so a 429 does not tell whether an account exists', async () => {
    const email = nobody();
    for (let i = 0; i < 10; i++) expect((await attempt(t.app, email, WRONG)).statusCode).toBe(401);
    expectLimited(await attempt(t.app, email, WRONG), 895, 900);
  });

  it('allows 10 failures per client address in 15 minutes, whatever the accounts', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await attempt(t.app, nobody(), WRONG, ip)).statusCode).toBe(401);
    expectLimited(await attempt(t.app, 'manager@example.com', DEMO_PASSWORD, ip), 895, 900);
    expect((await attempt(t.app, 'manager@example.com', DEMO_PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('waits until the oldest failure in the window expires (Retry-After counts down)', async () => {
    const email = nobody();
    for (let i = 0; i < 5; i++) expect((await attempt(t.app, email, WRONG)).statusCode).toBe(401);
    t.clock.advance(5 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await attempt(t.app, email, WRONG)).statusCode).toBe(401);
    expectLimited(await attempt(t.app, email, WRONG), 595, 600);
    t.clock.advance(6 * MINUTE);
    expectLimited(await attempt(t.app, email, WRONG), 235, 240);
    t.clock.advance(4 * MINUTE + 1_000);
    // The first five have left the window: five more tries.
    for (let i = 0; i < 5; i++) expect((await attempt(t.app, email, WRONG)).statusCode).toBe(401);
    expect((await attempt(t.app, email, WRONG)).statusCode).toBe(429);
  });

  it("does not reset an address's count on a successful sign-in (an attacker could interleave its own account)", async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 9; i++) expect((await attempt(t.app, nobody(), WRONG, ip)).statusCode).toBe(401);
    expect((await attempt(t.app, 'tenant@example.com', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    expect((await attempt(t.app, nobody(), WRONG, ip)).statusCode).toBe(401);
    expect((await attempt(t.app, 'tenant@example.com', DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });

  it("forgives an account's failures when its owner signs in", async () => {
    const email = 'super@example.com';
    for (let i = 0; i < 9; i++) expect((await attempt(t.app, email, WRONG)).statusCode).toBe(401);
    expect((await attempt(t.app, email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(t.app, email, WRONG)).statusCode).toBe(401);
    expect((await attempt(t.app, email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count a right password refused for the account status', async () => {
    for (let i = 0; i < 12; i++)
      expect((await attempt(t.app, 'pending@example.com', DEMO_PASSWORD)).statusCode).toBe(403);
  });

  it('reads the limits from configuration', async () => {
    const strict = await buildTestApp(t.database.handle, {
      env: { LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MINUTES: '1' },
    });
    try {
      const email = nobody();
      for (let i = 0; i < 3; i++) expect((await attempt(strict.app, email, WRONG)).statusCode).toBe(401);
      expectLimited(await attempt(strict.app, email, WRONG), 55, 60);
      strict.clock.advance(MINUTE + 1_000);
      expect((await attempt(strict.app, email, WRONG)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('abuse-limit and mail configuration', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-limits-config-'));
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has the issue’s defaults', () => {
    const config = loadConfig(base);
    expect(config.limits).toEqual({
      loginMaxFailures: 10,
      loginWindowMinutes: 15,
      codeRequestsMax: 3,
      codeRequestWindowMinutes: 15,
      codeTtlMinutes: 10,
      codeMaxWrong: 5,
      codeMaxWrongPerDay: 10,
      newPasswordWindowMinutes: 10,
      signupMaxPerAddress: 10,
      signupWindowMinutes: 60,
      // Issue 30 items 1 and 9: refused new passwords per email and per address; refused taken
      // emails per staff user.
      resetMaxRefusals: 10,
      resetRefusalWindowMinutes: 15,
      takenEmailMaxPerUser: 10,
      takenEmailWindowMinutes: 60,
      // Issue 21 item 2: contact messages, 5 an hour per client address.
      contactMaxPerAddress: 5,
      contactWindowMinutes: 60,
    });
    expect(config.contactMailTo).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Rentals <no-reply@rentals.local>');
  });

  it('reads SMTP_URL, MAIL_FROM and every limit, and names a bad one', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Acme <rent@acme.kw>',
      CODE_TTL_MINUTES: '5',
      CODE_MAX_WRONG_PER_DAY: '20',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(config.mailFrom).toBe('Acme <rent@acme.kw>');
    expect(config.limits.codeTtlMinutes).toBe(5);
    expect(config.limits.codeMaxWrongPerDay).toBe(20);
    const bad = () =>
      loadConfig({
        ...base,
        SMTP_URL: 'http://mail.example.com',
        LOGIN_MAX_FAILURES: '0',
        CODE_REQUESTS_MAX: 'many',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(bad).toThrow(/LOGIN_MAX_FAILURES: must be at least 1/);
    expect(bad).toThrow(/CODE_REQUESTS_MAX: must be a number/);
  });
});
