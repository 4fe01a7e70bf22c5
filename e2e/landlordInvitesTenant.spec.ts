import { expect, test } from '@playwright/test';
import { civilIdCheckDigit } from '../domain/civilId';
import { collectPageErrors, DASHBOARD_URL, LOGIN_URL, signIn } from './fixtures';
import { newLandlord } from './ownRecords';
import { readLatestMail } from './mailbox';
import { budget } from './budget';

const PASSWORD = 'Tenant@2026';

/** The first valid Civil ID from these 11 digits on (not every start has a check digit). */
function validCivilId(first11: number): string {
  while (civilIdCheckDigit(String(first11)) === null) first11 += 1;
  return `${first11}${civilIdCheckDigit(String(first11))}`;
}

test('the landlord adds a tenant, who accepts the mailed invitation and signs in as a tenant', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(budget(60_000));
  const errors = collectPageErrors(page);
  const stamp = Date.now();
  const email = `tenant+${stamp}@example.com`;
  const civilId = validCivilId(28000000000 + (stamp % 100_000_000));

  // A landlord of its own: the tenant it adds is listed by no other spec's landlord (e2e/ownRecords.ts).
  const landlord = await newLandlord(request);
  await signIn(page, landlord.email);
  await page.goto('/admin-panel/tenant-users/add');
  await page.getByLabel('First name', { exact: true }).fill('Abdullah');
  await page.getByLabel('Last name', { exact: true }).fill('Al-Otaibi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('9988 1122');
  await page.getByLabel('Civil ID number').fill(civilId);
  await page.getByLabel('Nationality').fill('Kuwaiti');
  const sent = Date.now();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/tenant-users\/list$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tenants-1280.png') });

  // The tenant opens the mailed link in a browser of its own and chooses a password.
  const mail = await readLatestMail(email, { since: sent });
  const link = /https?:\/\/\S+\/admin-panel\/auth\/invitation#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const context = await browser.newContext();
  const tenant = await context.newPage();
  await tenant.goto(link!);
  await expect(tenant.getByText(email, { exact: true })).toBeVisible();
  await tenant.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await tenant.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await tenant.getByRole('button', { name: 'Set password' }).click();
  await expect(tenant).toHaveURL(LOGIN_URL);

  await tenant.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  await signIn(tenant, email, PASSWORD);
  await expect(tenant).toHaveURL(DASHBOARD_URL);
  await expect(tenant.getByRole('link', { name: 'Request a contract' })).toBeVisible();
  await expect(tenant.getByRole('link', { name: 'My rental invoices' })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: email }).getByText('Active', { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
