import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LOGIN_MESSAGES,
  REFRESH_ABANDON_HEADER,
  TOKEN_EXPIRED_STATUS,
} from '../../domain/auth';
import { REFRESH_GRACE_MS } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  bearer,
  buildTestApp,
  databaseKinds,
  getMe,
  jwtPayload,
  login,
  postLogin,
  principalChangesArrived,
  refresh,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './testApp';

const DAY_SECONDS = 86_400;

describe.each(databaseKinds())('auth API on %s', (kind) => {
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

  /** A 401 that tells the client to log out (no 4012, which would make it refresh). */
  const expectSignedOut = (res: { statusCode: number; json: () => Record<string, unknown> }) => {
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body).not.toHaveProperty('status');
    expect(typeof body.message).toBe('string');
  };

  describe('login', () => {
    it('answers the logged-in user, tokens and tenantConfig, without the password hash', async () => {
      const res = await postLogin(t.app, { email: 'landlord@example.com', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: AUTH_MESSAGES.loggedIn });
      const data = body.data;
      expect(data).toMatchObject({
        id: expect.any(String),
        firstName: 'Khaled',
        lastName: 'Al-Sabah',
        fname: 'Khaled',
        lname: 'Al-Sabah',
        email: 'landlord@example.com',
        allowedHoldingProperties: expect.any(Boolean),
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        tenantConfig: expect.any(Object),
      });
      expect(data).toHaveProperty('avatar');
      expect(data).toHaveProperty('profilePic');
      expect(data.landlordId).toBe(data.id);
      expect(data.role).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(data.role.permissions.length).toBeGreaterThan(0);
      for (const p of data.role.permissions) {
        expect(p).toEqual(
          expect.objectContaining({ name: expect.any(String), show_on_menu: expect.any(Boolean) }),
        );
      }
      expect(data.access_token).not.toBe(data.refresh_token);
      expect(res.body).not.toMatch(/passwordHash|password_hash|"password"|\$argon2/i);
    });

    it("gives a manager and a tenant their landlord's id as landlordId", async () => {
      const landlord = await login(t.app, 'landlord@example.com');
      const manager = await login(t.app, 'manager@example.com');
      const tenant = await login(t.app, 'tenant@example.com');
      expect(manager.data.landlordId).toBe(landlord.data.id);
      expect(tenant.data.landlordId).toBe(landlord.data.id);
      expect(manager.data.id).not.toBe(landlord.data.id);
      expect(tenant.data.id).not.toBe(landlord.data.id);
    });

    it('ignores whitespace and case in the email', async () => {
      const res = await postLogin(t.app, { email: '  LandLord@ Example.COM \t', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe('landlord@example.com');
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      const wrong = await postLogin(t.app, { email: 'landlord@example.com', password: 'Wrong@2026' });
      const unknown = await postLogin(t.app, { email: 'nobody@example.com', password: DEMO_PASSWORD });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.invalidCredentials,
        detail: null,
      });
      expect(unknown.body).toBe(wrong.body);
    });

    it('refuses empty fields with 422 and the exact messages', async () => {
      const res = await postLogin(t.app, { email: '', password: '' });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.detail).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ loc: ['body', 'email'], msg: LOGIN_MESSAGES.emailRequired }),
          expect.objectContaining({ loc: ['body', 'password'], msg: LOGIN_MESSAGES.passwordRequired }),
        ]),
      );
      expect(body.message).toContain(LOGIN_MESSAGES.emailRequired);
      expect(body.message).toContain(LOGIN_MESSAGES.passwordRequired);
      expect(LOGIN_MESSAGES).toEqual({
        emailRequired: 'Please enter your email or phone.',
        passwordRequired: 'Please enter your password.',
      });
    });

    it('refuses missing fields and a whitespace-only email the same way', async () => {
      const missing = await postLogin(t.app, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ loc: ['body', 'email'], msg: 'Please enter your email or phone.' }),
          expect.objectContaining({ loc: ['body', 'password'], msg: 'Please enter your password.' }),
        ]),
      );
      const blank = await postLogin(t.app, { email: ' \t ', password: DEMO_PASSWORD });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'email'], msg: 'Please enter your email or phone.' }),
      ]);
    });

    it('refuses a landlord awaiting approval with 403 and says so', async () => {
      const res = await postLogin(t.app, { email: 'pending@example.com', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(403);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/awaiting admin approval/i);
      expect(body).not.toHaveProperty('data');
      expect(res.body).not.toContain('access_token');
    });

    it('does not tell a pending account apart from a wrong password when the password is wrong', async () => {
      const res = await postLogin(t.app, { email: 'pending@example.com', password: 'Wrong@2026' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    });
  });

  describe('access token', () => {
    it('opens /api/users/me', async () => {
      const { data } = await login(t.app, 'tenant@example.com');
      const res = await getMe(t.app, data.access_token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { id: data.id, email: 'tenant@example.com', landlordId: data.landlordId },
      });
      expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    });

    it('is required: without it the answer is 401 without 4012', async () => {
      expectSignedOut(await getMe(t.app));
      expectSignedOut(
        await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Basic abc' } }),
      );
    });

    it('refuses malformed tokens', async () => {
      expectSignedOut(await getMe(t.app, 'not-a-jwt'));
      expectSignedOut(await getMe(t.app, 'a.b.c'));
      expectSignedOut(
        await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: 'Bearer has spaces in it' },
        }),
      );
    });

    it('refuses a token signed with another secret, even an expired one', async () => {
      const { data } = await login(t.app, 'landlord@example.com');
      const claims = jwtPayload(data.access_token);
      const forge = (exp: number) =>
        new SignJWT({ sid: claims.sid, typ: 'access' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(claims.sub))
          .setIssuer(String(claims.iss))
          .setAudience(claims.aud as string)
          .setIssuedAt()
          .setExpirationTime(exp)
          .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
      expectSignedOut(await getMe(t.app, await forge(Math.floor(Date.now() / 1000) + 600)));
      expectSignedOut(await getMe(t.app, await forge(Math.floor(Date.now() / 1000) - 600)));
      // The real token still works: the refusal was the signature, not the claims.
      expect((await getMe(t.app, data.access_token)).statusCode).toBe(200);
    });

    it('refuses an unsigned token (alg none)', async () => {
      const { data } = await login(t.app, 'landlord@example.com');
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const payload = jwtPayload(data.access_token);
      expectSignedOut(await getMe(t.app, `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`));
      // Nor with the real signature attached: only HS256 headers are accepted.
      const [, , signature] = data.access_token.split('.');
      expectSignedOut(await getMe(t.app, `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.${signature}`));
    });

    it('refuses a refresh token used as an access token', async () => {
      const { data } = await login(t.app, 'landlord@example.com');
      expect(jwtPayload(data.refresh_token).typ).toBe('refresh');
      expectSignedOut(await getMe(t.app, data.refresh_token));
    });

    it('expires after ACCESS_TOKEN_TTL with 401 and status 4012, and a refresh then works', async () => {
      const { data } = await login(t.app, 'landlord@example.com');
      t.clock.advance((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
      expect((await getMe(t.app, data.access_token)).statusCode).toBe(200);
      t.clock.advance(61 * 1000);
      const res = await getMe(t.app, data.access_token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        status: TOKEN_EXPIRED_STATUS,
        message: AUTH_MESSAGES.tokenExpired,
        detail: null,
      });
      expect(TOKEN_EXPIRED_STATUS).toBe(4012);
      const refreshed = await refresh(t.app, data.refresh_token);
      expect(refreshed.statusCode).toBe(200);
      expect((await getMe(t.app, refreshed.json().data.accessToken)).statusCode).toBe(200);
    });
  });

  describe('refresh', () => {
    it('rotates both tokens and the new access token works', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      const res = await refresh(t.app, data.refresh_token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        data: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      });
      expect(body.data.accessToken).not.toBe(data.access_token);
      expect(body.data.refreshToken).not.toBe(data.refresh_token);
      const me = await getMe(t.app, body.data.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe('manager@example.com');
      // The rotated refresh token rotates again.
      expect((await refresh(t.app, body.data.refreshToken)).statusCode).toBe(200);
    });

    it('refuses a missing, malformed or access token', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      expectSignedOut(await t.app.inject({ method: 'GET', url: '/api/refresh/token' }));
      expectSignedOut(await refresh(t.app, 'garbage'));
      expectSignedOut(await refresh(t.app, data.access_token));
      // Refusing the access token did not end the session.
      expect((await refresh(t.app, data.refresh_token)).statusCode).toBe(200);
    });

    it('revokes the whole session when an old refresh token is reused after the grace', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      const rotated = (await refresh(t.app, data.refresh_token)).json().data;
      expect((await getMe(t.app, rotated.accessToken)).statusCode).toBe(200);

      t.clock.advance(REFRESH_GRACE_MS + 1000);
      expectSignedOut(await refresh(t.app, data.refresh_token));
      expectSignedOut(await refresh(t.app, rotated.refreshToken));
      expectSignedOut(await getMe(t.app, rotated.accessToken));
      expectSignedOut(await getMe(t.app, data.access_token));

      // Other sessions of the same user are untouched.
      const other = await login(t.app, 'manager@example.com');
      expect((await getMe(t.app, other.data.access_token)).statusCode).toBe(200);
    });

    it('answers the token replaced a moment ago with the same new tokens and keeps the session (a second tab)', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      const rotated = (await refresh(t.app, data.refresh_token)).json().data;

      t.clock.advance(REFRESH_GRACE_MS - 1000);
      const late = await refresh(t.app, data.refresh_token);
      // Issue 30 item 11: the same pair again (it answered 409 before).
      expect(late.statusCode).toBe(200);
      expect(late.json().data).toEqual(rotated);
      // The tab that refreshed first goes on with its tokens.
      expect((await getMe(t.app, rotated.accessToken)).statusCode).toBe(200);
      const next = await refresh(t.app, rotated.refreshToken);
      expect(next.statusCode).toBe(200);
      expect((await getMe(t.app, next.json().data.accessToken)).statusCode).toBe(200);
    });

    it('ends the session when a tab says it found no new tokens (someone else refreshed)', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      // A copy of the refresh token, used first by whoever holds it.
      const thief = (await refresh(t.app, data.refresh_token)).json().data;
      // Issue 30 item 11: within the grace the old token gets the same pair (it answered 409 before).
      expect((await refresh(t.app, data.refresh_token)).json().data).toEqual(thief);

      const abandon = await t.app.inject({
        method: 'GET',
        url: '/api/refresh/token',
        headers: { ...bearer(data.refresh_token), [REFRESH_ABANDON_HEADER]: '1' },
      });
      expectSignedOut(abandon);
      expectSignedOut(await getMe(t.app, thief.accessToken));
      expectSignedOut(await refresh(t.app, thief.refreshToken));
    });

    it('gives no grace to a token two rotations old: the session ends', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      const first = (await refresh(t.app, data.refresh_token)).json().data;
      const second = (await refresh(t.app, first.refreshToken)).json().data;

      expectSignedOut(await refresh(t.app, data.refresh_token));
      expectSignedOut(await refresh(t.app, second.refreshToken));
      expectSignedOut(await getMe(t.app, second.accessToken));
    });

    it('rotates once for two simultaneous refreshes with the same token: both get the same pair', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      const answers = await Promise.all([
        refresh(t.app, data.refresh_token),
        refresh(t.app, data.refresh_token),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      // Issue 30 item 11: the one that lost the race gets the winner's pair (it answered 409 before).
      expect(codes).toEqual([200, 200]);
      const [winner, other] = answers.map((a) => a.json().data);
      expect(other).toEqual(winner);
      expect((await getMe(t.app, winner.accessToken)).statusCode).toBe(200);
      expect((await refresh(t.app, winner.refreshToken)).statusCode).toBe(200);
    });

    // Issue 30 item 11: a reload or a dropped connection loses the answer of a rotation.
    it('gives a refresh whose answer was lost the same new pair again within the grace: still signed in', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      const lost = (await refresh(t.app, data.refresh_token)).json().data;

      t.clock.advance(REFRESH_GRACE_MS - 1000);
      const again = await refresh(t.app, data.refresh_token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true, message: 'Token refreshed.', data: lost });
      const me = await getMe(t.app, again.json().data.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe('manager@example.com');
      // The pair goes on rotating, and the session's end has not moved.
      const next = await refresh(t.app, again.json().data.refreshToken);
      expect(next.statusCode).toBe(200);
      expect(jwtPayload(next.json().data.refreshToken).exp).toBe(jwtPayload(data.refresh_token).exp);
      expect((await getMe(t.app, next.json().data.accessToken)).statusCode).toBe(200);
    });

    it('still ends the session when the token is used again after the grace, even if it was answered twice', async () => {
      const { data } = await login(t.app, 'manager@example.com');
      const lost = (await refresh(t.app, data.refresh_token)).json().data;
      t.clock.advance(REFRESH_GRACE_MS / 2);
      expect((await refresh(t.app, data.refresh_token)).json().data).toEqual(lost);

      // The grace counts from the rotation, not from the answer given again.
      t.clock.advance(REFRESH_GRACE_MS / 2 + 1000);
      expectSignedOut(await refresh(t.app, data.refresh_token));
      expectSignedOut(await getMe(t.app, lost.accessToken));
      expectSignedOut(await refresh(t.app, lost.refreshToken));
    });

    it('issues a 30-day refresh token with remember, 7 days without', async () => {
      const nowSeconds = Math.floor(t.clock.now() / 1000);
      const plain = await login(t.app, 'tenant@example.com');
      const remembered = await login(t.app, 'tenant@example.com', DEMO_PASSWORD, { remember: true });
      const plainExp = jwtPayload(plain.data.refresh_token).exp as number;
      const rememberedExp = jwtPayload(remembered.data.refresh_token).exp as number;
      expect(Math.abs(plainExp - (nowSeconds + 7 * DAY_SECONDS))).toBeLessThan(60);
      expect(Math.abs(rememberedExp - (nowSeconds + 30 * DAY_SECONDS))).toBeLessThan(60);
      // The access token lives ACCESS_TOKEN_TTL either way.
      const accessExp = jwtPayload(remembered.data.access_token).exp as number;
      expect(Math.abs(accessExp - (nowSeconds + ACCESS_TOKEN_TTL_SECONDS))).toBeLessThan(60);
      // Rotation keeps the session's end: it does not extend a 7-day session.
      const rotated = (await refresh(t.app, plain.data.refresh_token)).json().data;
      expect(jwtPayload(rotated.refreshToken).exp).toBe(plainExp);
    });

    it('refuses a refresh token past its end', async () => {
      const { data } = await login(t.app, 'tenant@example.com');
      t.clock.advance(8 * DAY_SECONDS * 1000);
      expectSignedOut(await refresh(t.app, data.refresh_token));
    });
  });

  describe('logout', () => {
    it('ends the session: the access and refresh tokens stop working', async () => {
      const { data } = await login(t.app, 'tenant@example.com');
      const other = await login(t.app, 'tenant@example.com');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: bearer(data.access_token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.loggedOut });
      expectSignedOut(await getMe(t.app, data.access_token));
      expectSignedOut(await refresh(t.app, data.refresh_token));
      // Only that session: the user's other sign-in goes on.
      expect((await getMe(t.app, other.data.access_token)).statusCode).toBe(200);
    });

    it('accepts a JSON body and requires a token', async () => {
      const { data } = await login(t.app, 'tenant@example.com');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: bearer(data.access_token),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expectSignedOut(await t.app.inject({ method: 'POST', url: '/api/users/logout' }));
    });
  });

  describe('a disabled user', () => {
    const email = 'landlord2@example.com';
    const setStatus = (status: 'active' | 'disabled') =>
      t.app.ctx.db.update(users).set({ status }).where(eq(users.email, email));

    it('is signed out as soon as the change reaches the server, and cannot sign in again', async () => {
      const { data } = await login(t.app, email);
      expect((await getMe(t.app, data.access_token)).statusCode).toBe(200);
      // Disabled behind the server's back (in SQL): on PostgreSQL its notification drops the
      // remembered session (server/auth/principalCache.ts).
      await setStatus('disabled');
      await principalChangesArrived(t.app);
      try {
        expectSignedOut(await getMe(t.app, data.access_token));
        expectSignedOut(await refresh(t.app, data.refresh_token));
        const again = await postLogin(t.app, { email, password: DEMO_PASSWORD });
        expect(again.statusCode).toBe(403);
        expect(again.json().message).toBe(AUTH_MESSAGES.disabled);
      } finally {
        await setStatus('active');
      }
    });
  });

  describe('secrets', () => {
    it('never reach the logs, even at trace level', async () => {
      const chunks: string[] = [];
      const logStream = new Writable({
        write(chunk: Buffer | string, _encoding, callback) {
          chunks.push(chunk.toString());
          callback();
        },
      });
      const logged = await buildTestApp(t.database.handle, { logStream, logLevel: 'trace' });
      try {
        const secrets: string[] = [DEMO_PASSWORD];
        const { data } = await login(logged.app, 'manager@example.com');
        secrets.push(data.access_token, data.refresh_token);
        const rotated = await refresh(logged.app, data.refresh_token);
        expect(rotated.statusCode).toBe(200);
        secrets.push(rotated.json().data.accessToken, rotated.json().data.refreshToken);
        const wrongPassword = 'Wr0ng-Secret-Pa55';
        secrets.push(wrongPassword);
        expect(
          (await postLogin(logged.app, { email: 'manager@example.com', password: wrongPassword })).statusCode,
        ).toBe(401);
        expect((await getMe(logged.app, rotated.json().data.accessToken)).statusCode).toBe(200);
        expectSignedOut(await getMe(logged.app, data.refresh_token));
        // Something was logged, or the test would prove nothing.
        const text = chunks.join('');
        expect(text).toContain('/api/users/login');
        expect(text).toContain('/api/refresh/token');
        for (const secret of secrets) expect(text).not.toContain(secret);
        // Not even in part: a JWT's signature alone is enough to spot a leak.
        for (const token of secrets.slice(1, 5)) expect(text).not.toContain(token.split('.')[2]);
      } finally {
        await logged.close();
      }
    });

    it('are never echoed in error answers', async () => {
      const password = 'Echo-Me-Not-12345';
      const answers = [
        await postLogin(t.app, { email: 'landlord@example.com', password }),
        await postLogin(t.app, { email: 'nobody@example.com', password }),
        await postLogin(t.app, { email: '', password }),
        await postLogin(t.app, { email: 'landlord@example.com', password: password.repeat(20) }),
        await postLogin(t.app, { email: 'landlord@example.com', password, remember: 'yes' }),
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          headers: { 'content-type': 'application/json' },
          payload: `{"email":"landlord@example.com","password":"${password}"`,
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().success).toBe(false);
        expect(res.body).not.toContain(password);
      }
    });
  });

  describe('plumbing', () => {
    it('answers an unknown /api path with a JSON 404, signed in or not', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      const post = await t.app.inject({ method: 'POST', url: '/api/no/such/thing', payload: { a: 1 } });
      expect(post.statusCode).toBe(404);
      expect(post.json().success).toBe(false);
    });

    it('reports health with the database checked', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { db: 'ok' } });
    });

    it('gives every answer its own X-Request-Id, errors included', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      const notFound = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      const unauthorised = await getMe(t.app);
      const ids = [ok, notFound, unauthorised].map((r) => r.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids).size).toBe(3);
    });

    it('sends the same security headers on every answer, errors and refusals included', async () => {
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/health' }),
        await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
        await getMe(t.app),
      ];
      for (const res of answers) {
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
            "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
            "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
        );
        expect(res.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'referrer-policy': 'no-referrer',
          'cross-origin-opener-policy': 'same-origin',
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
        });
      }
    });

    it('does not take a request id from the client', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'client-chosen' },
      });
      expect(res.headers['x-request-id']).not.toBe('client-chosen');
    });

    it('sends the security headers', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});
