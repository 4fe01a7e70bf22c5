import { expect, test } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './env';
import { DASHBOARD_URL, signIn } from './fixtures';

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, 'landlord@example.com');
  const { access, refresh } = await page.evaluate(() => ({
    access: localStorage.getItem('WEB_ADMIN_AUTH_TOKEN')!,
    refresh: localStorage.getItem('WEB_ADMIN_REFRESH_TOKEN')!,
  }));

  // The same token, but expired a minute ago: what the browser holds after a coffee break.
  const claims = decodeJwt(access);
  const expired = await new SignJWT({ sid: claims.sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub!)
    .setIssuer(claims.iss!)
    .setAudience(claims.aud as string)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate((token) => localStorage.setItem('WEB_ADMIN_AUTH_TOKEN', token), expired);

  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refresh/token') && r.status() === 200);
  const expiredAnswer = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.status() === 401);
  await page.reload();
  expect(await (await expiredAnswer).json()).toMatchObject({ success: false, status: 4012 });
  await refreshed;
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('heading', { name: 'Welcome, Khaled' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const after = await page.evaluate(() => ({
    access: localStorage.getItem('WEB_ADMIN_AUTH_TOKEN'),
    refresh: localStorage.getItem('WEB_ADMIN_REFRESH_TOKEN'),
  }));
  expect(after.access).not.toBe(expired);
  expect(after.refresh).not.toBe(refresh);
});
