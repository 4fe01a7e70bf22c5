import { expect, test, type Page } from '@playwright/test';
import { INVITATION_MESSAGES } from '../domain/invitationSchemas';
import { MANAGER_MESSAGES } from '../domain/managerSchemas';
import { collectPageErrors, DASHBOARD_URL, LOGIN_URL, signIn } from './fixtures';
import { newLandlord, newManager } from './ownRecords';
import { budget } from './budget';
import { readLatestMail } from './mailbox';

const PASSWORD = 'Manager#2026';
const INVITATION_MAIL = /invited/i;

/** A toast with this text (`first()`: the toast must not depend on which toast area shows it). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The top-level menu titles of the expanded sidebar. */
async function menuTitles(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return nav.locator(':scope > ul > li > div a').allInnerTexts();
}

test('a landlord invites a manager, who sets a password from the mailed link and signs in', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers and three password hashes, as its twin landlordInvitesTenant; then its own
  // records made first (a sign-up, an invitation mail) and a sign-in.
  test.setTimeout(budget(90_000));
  const errors = collectPageErrors(page);
  const email = `yousef+${Date.now()}@example.com`;

  // The landlord adds the manager from the Property managers screen.
  await page.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  // A landlord of its own (e2e/ownRecords.ts): the manager it invites is listed by no other spec's
  // landlord. On Professional, with a manager already: Add manager is the list's, and an empty list
  // offers its own Create instead.
  const landlord = await newLandlord(request, { plan: 'Professional' });
  await newManager(request, landlord.token, PASSWORD, { firstName: 'Ahmad', lastName: 'Hassan' });
  await signIn(page, landlord.email);
  await page.getByRole('link', { name: 'Property managers' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/property-managers\/list$/);
  await page.getByRole('link', { name: 'Add manager' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/property-managers\/add$/);
  await page.getByLabel('First name').fill('Yousef');
  await page.getByLabel('Last name').fill('Al-Kandari');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  // The form checks with the server's rules and messages before anything is sent.
  await expect(page.getByText(/Phone number must start with 9, 6, 5, or 4/)).toBeVisible();
  await page.getByLabel('Phone').fill('6543 2109');
  const sent = Date.now();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MANAGER_MESSAGES.invited(email))).toBeVisible();
  await expect(page).toHaveURL(/\/admin-panel\/property-managers\/list$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Resend invitation' })).toBeVisible();

  // The manager opens the link from the mail in a browser of its own.
  const mail = await readLatestMail(email, { subject: INVITATION_MAIL, since: sent });
  const link = /https?:\/\/\S+\/admin-panel\/auth\/invitation#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  const managerErrors = collectPageErrors(manager);
  await manager.goto(link!);
  await expect(manager.getByText('Yousef', { exact: true })).toBeVisible();
  await expect(manager.getByText(email, { exact: true })).toBeVisible();
  await manager.getByLabel('New password', { exact: true }).fill('weak');
  await manager.getByLabel('Confirm password', { exact: true }).fill('weak');
  await manager.getByRole('button', { name: 'Set password' }).click();
  await expect(
    manager.getByText(/include uppercase, lowercase, number, and special character/),
  ).toBeVisible();
  await manager.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await manager.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await manager.getByRole('button', { name: 'Set password' }).click();
  await expect(toast(manager, INVITATION_MESSAGES.accepted)).toBeVisible();
  await expect(manager).toHaveURL(LOGIN_URL);

  // Signed in, the manager sees the manager's menu (no Property managers, no App Setting).
  await manager.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  await signIn(manager, email, PASSWORD);
  await expect(manager).toHaveURL(DASHBOARD_URL);
  const titles = await menuTitles(manager);
  expect(titles).toContain('Tenant');
  expect(titles).toContain('Properties');
  expect(titles).not.toContain('Property managers');
  expect(titles).not.toContain('App Setting');

  // The link works once (a fresh browser: a signed-in one is sent on to its dashboard).
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await later.goto(link!);
  await expect(later.getByText(INVITATION_MESSAGES.invalid)).toBeVisible();
  await laterContext.close();

  // Back on the landlord's list, the manager is active.
  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: email }).getByText('Active', { exact: true }),
  ).toBeVisible();
  await managerContext.close();
  expect(errors).toEqual([]);
  expect(managerErrors).toEqual([]);
});
