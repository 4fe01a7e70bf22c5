import { expect, test } from '@playwright/test';
import { collectPageErrors, LOGIN_URL } from './fixtures';

test('a first visit to /admin-panel reaches the login page in a handful of navigations', async ({ page }) => {
  // Count every history change the app makes, from the very first script on.
  await page.addInitScript(() => {
    const w = window as unknown as { __historyChanges: number };
    w.__historyChanges = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        w.__historyChanges += 1;
        return original(...args);
      };
    }
  });
  const errors = collectPageErrors(page);
  let documentLoads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documentLoads += 1;
  });

  await page.goto('/admin-panel');
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const historyChanges = await page.evaluate(
    () => (window as unknown as { __historyChanges: number }).__historyChanges,
  );
  expect(historyChanges).toBeLessThanOrEqual(4);
  expect(documentLoads).toBeLessThanOrEqual(4);
  expect(errors).toEqual([]);
});

test('the login page shows the product line, the links and both required-field messages', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/admin-panel/auth');
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByText('Smart property management and rentals.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
    'href',
    '/admin-panel/auth/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'New Account' })).toHaveAttribute(
    'href',
    '/admin-panel/auth/register',
  );
  await expect(page.getByLabel('Remember me')).not.toBeChecked();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email or phone.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();

  // The show/hide toggle reveals the password.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  expect(errors).toEqual([]);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/admin-panel/auth/login');
  await page.getByLabel('Email').fill('landlord@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid email or password\./);
  await expect(page).toHaveURL(LOGIN_URL);
});

test('a landlord awaiting approval is told so', async ({ page }) => {
  await page.goto('/admin-panel/auth/login');
  await page.getByLabel('Email').fill('pending@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/awaiting admin approval/);
  await expect(page).toHaveURL(LOGIN_URL);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`login page at ${viewport.name} width has no horizontal scroll`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/admin-panel/auth/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const file = testInfo.outputPath(`login-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`login-${viewport.name}`, { path: file, contentType: 'image/png' });
  });
}
