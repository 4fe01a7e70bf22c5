import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, DASHBOARD_URL, DEMO_PASSWORD, LOGIN_URL } from './fixtures';
import { E2E_OUTBOX_URL } from './env';

/**
 * Issue 16 item 8: on `npm start`'s defaults (no SMTP_URL) a user who forgot a password still
 * finishes the reset: the super admin reads the code in the Mail outbox and passes it on. This
 * spec runs against the second server of playwright.config.ts, started by scripts/start.mjs
 * without SMTP_URL, so changing the demo tenant's password there disturbs no other spec.
 */
test.use({ baseURL: E2E_OUTBOX_URL });

const NEW_PASSWORD = 'Outbox#2026x';

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin-panel/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(DASHBOARD_URL);
}

test('a forgotten password is reset with the code the super admin reads in the Mail outbox', async ({
  page,
  browser,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const email = 'tenant@example.com';

  await page.goto('/admin-panel/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/auth\/otp$/);

  // The super admin, in a browser of its own, opens the Mail outbox from the menu.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminErrors = collectPageErrors(admin);
  await admin.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  await signInAs(admin, 'super@example.com', DEMO_PASSWORD);
  await admin.getByRole('link', { name: 'Mail outbox' }).click();
  await expect(admin).toHaveURL(/\/admin-panel\/mail-outbox\/list$/);
  await expect(admin.getByText('No mail server is configured (SMTP_URL)')).toBeVisible();
  const mail = admin.getByRole('article', { name: `Mail to ${email}` }).first();
  await expect(mail).toContainText(/password reset code/i);
  const code = /\b(\d{4})\b/.exec((await mail.locator('pre').innerText()) ?? '')?.[1];
  expect(code, await mail.innerText()).toBeTruthy();
  await admin.screenshot({ path: testInfo.outputPath('mail-outbox-1280.png'), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(mail).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('mail-outbox-390.png'), fullPage: true });

  // Told the code, the user finishes the reset and signs in with the new password.
  for (const [i, digit] of [...code!].entries()) await page.getByLabel(`Digit ${i + 1}`).fill(digit);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/auth\/new-password$/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(LOGIN_URL);
  await signInAs(page, email, NEW_PASSWORD);

  // The outbox is the super admin's alone: the tenant's panel has no such screen.
  await page.goto('/admin-panel/mail-outbox/list');
  await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
  await expect(page.getByText('No mail server is configured (SMTP_URL)')).toHaveCount(0);
  await adminContext.close();
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
});
