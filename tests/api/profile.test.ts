import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/accountMessages';
import { PROFILE_MESSAGES } from '../../domain/profileMessages';
import { bearer, databaseKinds, getMe, login, postLogin, startTestApp } from './testApp';

const avatarForm = (data: Buffer, filename: string, type: string) => {
  const body = new FormData();
  body.append('avatar', new Blob([new Uint8Array(data)], { type }), filename);
  return body;
};

describe.each(databaseKinds())('profile API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;
  let userId: string;
  const post = (url: string, payload: Record<string, unknown> | FormData, as = token) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(as), payload: payload as never });

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    const { data } = await login(ctx.app, 'landlord2@example.com');
    token = data.access_token;
    userId = data.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('reads one’s own landlord profile and answers 404 for anyone else’s', async () => {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/landlords/${userId}/profile`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ email: 'landlord2@example.com', firstName: 'Fatma' });
    const other = (await login(ctx.app, 'landlord@example.com')).data.id;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/landlords/${other}/profile`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    const superToken = (await login(ctx.app, 'super@example.com')).data.access_token;
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/users/landlords/${other}/profile`,
          headers: bearer(superToken),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('edits the name and phone with the sign-up rules', async () => {
    const bad = await post('/api/users/profile/update', { fname: 'F', lname: '', phone: '7123' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail.map((d: { msg: string }) => d.msg)).toEqual([M.firstName, M.lastName, M.phone]);
    const ok = await post('/api/users/profile/update', {
      fname: 'Fatima',
      lname: 'Al-Rashid',
      phone: '965 6612 3457',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ firstName: 'Fatima', lastName: 'Al-Rashid', phone: '66123457' });
    expect((await getMe(ctx.app, token)).json().data.firstName).toBe('Fatima');
  });

  it('stores an avatar checked by content and serves it from the API root', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await post('/api/users/profile/avatar', avatarForm(png, 'me.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const { avatar, profilePic } = res.json().data;
    expect(avatar).toMatch(/^uploads\/[\w-]+\.webp$/);
    expect(profilePic).toBe(avatar);
    const served = await ctx.app.inject({ method: 'GET', url: `/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
  });

  it('refuses a text file named .png and a picture over 2 MB', async () => {
    const fake = await post(
      '/api/users/profile/avatar',
      avatarForm(Buffer.from('just text'), 'me.png', 'image/png'),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(PROFILE_MESSAGES.avatarOnlyImages);
    const big = await post(
      '/api/users/profile/avatar',
      avatarForm(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'big.jpg', 'image/jpeg'),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PROFILE_MESSAGES.avatarTooLarge);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const other = (await login(ctx.app, 'landlord2@example.com')).data.access_token;
    const wrong = await post('/api/users/profile/password', {
      currentPassword: 'nope',
      newPassword: 'N3w@password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(PROFILE_MESSAGES.currentPasswordWrong);
    const weak = await post('/api/users/profile/password', {
      currentPassword: 'Demo@2026',
      newPassword: 'weakpass',
    });
    expect(weak.json().message).toBe(M.strongPassword);
    const ok = await post('/api/users/profile/password', {
      currentPassword: 'Demo@2026',
      newPassword: 'N3w@password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await getMe(ctx.app, token)).statusCode).toBe(200);
    expect((await getMe(ctx.app, other)).statusCode).toBe(401);
    expect(
      (await postLogin(ctx.app, { email: 'landlord2@example.com', password: 'Demo@2026' })).statusCode,
    ).toBe(401);
    expect(
      (await postLogin(ctx.app, { email: 'landlord2@example.com', password: 'N3w@password' })).statusCode,
    ).toBe(200);
  });
});
