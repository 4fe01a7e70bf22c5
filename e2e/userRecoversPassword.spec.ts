import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES as M } from '../domain/accountMessages';
import { AUTH_MESSAGES } from '../domain/auth';
import { collectPageErrors, DASHBOARD_URL, DEMO_PASSWORD, LOGIN_URL } from './fixtures';
import { codeFrom, readLatestMail } from './mailbox';

const FORGOT_URL = /\/admin-panel\/auth\/forgot-password$/;
const OTP_URL = /\/admin-panel\/auth\/otp$/;
const NEW_PASSWORD_URL = /\/admin-panel\/auth\/new-password$/;
const CODE_MAIL = /password reset code/;

/**
 * An approved landlord of this test's own: the demo users sign in from other specs in parallel,
 * so their passwords must not change.
 */
async function createApprovedLandlord(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const created = await request.post('/api/landlord-users/create', {
    data: { fname: 'Salem', lname: 'Al-Enezi', gender: 'male', phone: '96655443', email, password },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const login = await request.post('/api/users/login', {
    data: { email: 'super@example.com', password: DEMO_PASSWORD },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const approve = await request.post('/api/super/landlords/approve', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ids: [id] },
  });
  expect(approve.ok()).toBe(true);
}

/** A paste into a box, as when the code is copied from the mail. */
async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const digits = (page: Page) => [1, 2, 3, 4].map((n) => page.getByLabel(`Digit ${n}`));
const toastText = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

/**
 * Every toast text the Notifications area shows from now on, even one already gone: a toast stays
 * 5 s (the spec's), and on a loaded CI machine the check after a click once started too late to
 * see the wrong code's toast that had come and gone.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = seen;
    const area = document.querySelector('section[aria-label="Notifications"]')!;
    new MutationObserver(() => {
      for (const toast of area.querySelectorAll('[role="alert"], [role="status"]'))
        seen.push(toast.textContent?.replace('×', '').trim() ?? '');
    }).observe(area, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}

async function signInAttempt(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a user resets a forgotten password with the mailed code and signs in with the new one', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const email = `recovers+${Date.now()}@example.com`;
  const oldPassword = 'Before@2026';
  const newPassword = 'After#2026x';
  await createApprovedLandlord(page.request, email, oldPassword);

  await test.step('forgot-password asks for the email and sends the code', async () => {
    await page.goto('/admin-panel/auth/login');
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(FORGOT_URL);
    await page.getByLabel('Email').fill('recovers@');
    await page.getByLabel('Email').blur();
    await expect(page.getByText(M.email)).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(OTP_URL);
    await expect(
      page.getByRole('status').filter({ hasText: 'we have sent it a 4-digit code' }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/You can ask for a new code in [01]:\d\d\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  });

  const code = codeFrom(await readLatestMail(email, { subject: CODE_MAIL }));

  await test.step('the boxes take digits only and ask for the whole code', async () => {
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(M.otpCode)).toBeVisible();
    await expect(page.getByText(M.otpDigit)).toBeVisible();
    await page.getByLabel('Digit 1').fill('7');
    await expect(page.getByLabel('Digit 2')).toBeFocused();
    await page.keyboard.press('x');
    await expect(page.getByLabel('Digit 2')).toHaveValue('');
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 1')).toBeFocused();
    await expect(page.getByLabel('Digit 1')).toHaveValue('');
  });

  await test.step('a wrong code is refused', async () => {
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await pasteInto(page.getByLabel('Digit 1'), wrong);
    const shownToasts = await recordToasts(page);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(shownToasts).toContain(M.otpInvalid);
    for (const box of digits(page)) await expect(box).toHaveValue('');
  });

  await test.step('the code pasted from the mail opens new-password, replacing the otp page', async () => {
    await pasteInto(page.getByLabel('Digit 2'), `Your code:  ${code}\n`);
    for (const [i, box] of digits(page).entries()) await expect(box).toHaveValue(code[i]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(NEW_PASSWORD_URL);
    await page.goBack();
    await expect(page).toHaveURL(FORGOT_URL);
    await page.goForward();
    await expect(page).toHaveURL(NEW_PASSWORD_URL);
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('new-password wants a strong password, twice', async () => {
    await page.getByLabel('New password', { exact: true }).fill('alllowercase1');
    await page.getByLabel('New password', { exact: true }).blur();
    await expect(page.getByText(M.strongPassword)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}!`);
    await page.getByLabel('Confirm password', { exact: true }).blur();
    await expect(page.getByText(M.passwordsDiffer)).toBeVisible();
    await expect(page.getByText(M.strongPassword)).toHaveCount(0);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
    ).toBeVisible();
  });

  await test.step('the old password fails and the new one signs in', async () => {
    await signInAttempt(page, email, oldPassword);
    await expect(toastText(page, AUTH_MESSAGES.invalidCredentials)).toBeVisible();
    await signInAttempt(page, email, newPassword);
    await expect(page).toHaveURL(DASHBOARD_URL);
  });
  // The browser logs the two refusals the test provokes (the wrong code, the old password).
  const refusals = /^Failed to load resource: the server responded with a status of 40[01] /;
  expect(errors.filter((e) => !refusals.test(e))).toEqual([]);
});

test('otp and new-password without an email go back to forgot-password', async ({ page }) => {
  await page.goto('/admin-panel/auth/otp');
  await expect(page).toHaveURL(FORGOT_URL);
  await page.goto('/admin-panel/auth/new-password');
  await expect(page).toHaveURL(FORGOT_URL);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test('Resend appears after 60 seconds and sends another code', async ({ page }) => {
  const email = `resend+${Date.now()}@example.com`; // no account: the answer is the same
  await page.clock.install();
  await page.goto('/admin-panel/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(OTP_URL);
  await expect(page.getByText(/You can ask for a new code in (0:5\d|1:00)\./)).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page.getByText(/You can ask for a new code in 0:[23]\d\./)).toBeVisible();
  await page.clock.fastForward(31_000);
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent it a 4-digit code' })).toBeVisible();
  await expect(page.getByText(/You can ask for a new code in (0:5\d|1:00)\./)).toBeVisible();
});
