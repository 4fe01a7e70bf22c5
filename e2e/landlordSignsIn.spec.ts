import { expect, test } from '@playwright/test';
import { collectPageErrors, DASHBOARD_URL, LOGIN_URL, signIn } from './fixtures';

test('the landlord signs in with spaces around the email and the session survives a reload', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/admin-panel/auth/login');
  await page.getByLabel('Email').fill('  landlord@example.com ');
  await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('heading', { name: 'Welcome, Khaled' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('heading', { name: 'Welcome, Khaled' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('signed in, the auth pages and the panel root lead to the dashboard', async ({ page }) => {
  await signIn(page, 'manager@example.com');
  await page.goto('/admin-panel/auth/login');
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.goto('/admin-panel');
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('heading', { name: 'Welcome, Ahmad' })).toBeVisible();
});

test('Sign Out lands on the public site and the panel then asks to sign in', async ({ page }) => {
  await signIn(page, 'tenant@example.com');
  const tokenBefore = await page.evaluate(() => localStorage.getItem('WEB_ADMIN_REFRESH_TOKEN'));
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('menuitem', { name: 'Subscriptions' })).toHaveAttribute('href', '/pricing');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Smart property management and rentals' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('WEB_ADMIN_USER'))).toBeNull();

  // The server revoked the session: the old refresh token no longer works.
  const refused = await page.request.get('/api/refresh/token', {
    headers: { Authorization: `Bearer ${tokenBefore}` },
  });
  expect(refused.status()).toBe(401);

  await page.goto('/admin-panel/dashboard');
  await expect(page).toHaveURL(LOGIN_URL);
});

test('the header shows the signed-in user name', async ({ page }) => {
  await signIn(page, 'landlord2@example.com');
  await expect(page.getByRole('button', { name: 'Profile' })).toContainText('Fatma Al-Rashidi');
});

test('View Profile in the header opens the profile page', async ({ page }) => {
  await signIn(page, 'landlord@example.com');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/profile\/list$/);
  await expect(page.getByRole('heading', { name: 'Khaled Al-Sabah' })).toBeVisible();
  await expect(page.getByText('landlord@example.com')).toBeVisible();
  await page.goto('/admin-panel/profile');
  await expect(page).toHaveURL(/\/admin-panel\/profile\/list$/);
});
