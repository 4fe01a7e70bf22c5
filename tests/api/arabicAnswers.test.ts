import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/accountMessages';
import { PROFILE_MESSAGES } from '../../domain/profileMessages';
import { arabicMessage } from '../../domain/messages/arabic';
import { bearer, databaseKinds, login, startTestApp } from './testApp';

/** Issue 22: the server's messages reach an Arabic reader in Arabic, and an English one unchanged. */
describe.each(databaseKinds())('answers in the reader’s language (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    token = (await login(ctx.app, 'landlord2@example.com')).data.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const update = (language: string | undefined) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/update',
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
      payload: { fname: 'F', lname: '', phone: '7123' },
    });

  it('says each field’s validation message in Arabic to an Arabic reader', async () => {
    const arabic = (await update('ar')).json();
    expect(arabic.detail.map((d: { msg: string }) => d.msg)).toEqual([
      'يرجى إدخال اسم أول صحيح.',
      'يرجى إدخال اسم عائلة صحيح.',
      'يجب أن يبدأ رقم الهاتف بـ 9 أو 6 أو 5 أو 4 وأن يتكون من 8 أرقام بالضبط.',
    ]);
    expect(arabic.message).toBe(arabic.detail.map((d: { msg: string }) => d.msg).join('؛ '));
  });

  it('keeps the spec’s English for an English reader and for a caller that names no language', async () => {
    for (const language of ['en-GB,en;q=0.9', undefined]) {
      const english = (await update(language)).json();
      expect(english.detail.map((d: { msg: string }) => d.msg)).toEqual([M.firstName, M.lastName, M.phone]);
    }
  });

  it('translates success messages and refusals from a handler too', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/update',
      headers: { ...bearer(token), 'accept-language': 'ar' },
      payload: { fname: 'Fatma', lname: 'Al-Sabah', phone: '51234567' },
    });
    expect(ok.json().message).toBe(arabicMessage(PROFILE_MESSAGES.updated));
    expect(ok.json().message).not.toBe(PROFILE_MESSAGES.updated);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile/password',
      headers: { ...bearer(token), 'accept-language': 'ar,en;q=0.5' },
      payload: {
        currentPassword: 'Wrong-password1!',
        newPassword: 'N3w-password!',
        confirmPassword: 'N3w-password!',
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json().message).toBe(arabicMessage(PROFILE_MESSAGES.currentPasswordWrong));
  });
});
