import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, databaseKinds, login, startTestApp } from './testApp';

/** Issue 22 item 4: each user's language is kept on the server and comes back at sign-in. */
describe.each(databaseKinds())('profile language (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    ctx = await startTestApp(kind, { logLevel: 'error' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const save = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/language',
      headers: bearer(token),
      payload: payload as never,
    });

  it('keeps the choice on one’s own profile and answers it at the next sign-in', async () => {
    const first = await login(ctx.app, 'tenant@example.com');
    // Never chosen: no language, so the panel follows the browser.
    expect(first.data).toMatchObject({ locale: null, digits: 'latn' });

    const res = await save(first.data.access_token, { locale: 'ar', digits: 'arab' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'tenant@example.com', locale: 'ar', digits: 'arab' });

    const again = await login(ctx.app, 'tenant@example.com');
    expect(again.data).toMatchObject({ locale: 'ar', digits: 'arab' });
    // Another user is untouched: the user comes from the token, not the body.
    expect((await login(ctx.app, 'landlord@example.com')).data).toMatchObject({ locale: null });
    await save(first.data.access_token, { locale: 'en', digits: 'latn' });
  });

  it('refuses a language it does not have, and anonymous callers', async () => {
    const { data } = await login(ctx.app, 'landlord2@example.com');
    const bad = await save(data.access_token, { locale: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('Choose English or Arabic');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/language',
      payload: { locale: 'ar' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
