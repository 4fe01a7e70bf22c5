import { expect, test, type Browser } from '@playwright/test';
import { collectPageErrors } from './fixtures';
import { seriousViolations } from './screenChecks';

/*
 * Issue 22 items 2 and 4: the sign-in pages in Arabic. A first visit follows the browser's
 * language (Accept-Language and navigator.languages, no cookie): the server sends the page
 * pre-rendered in Arabic, right to left, and the script takes it over in the same language; the
 * language switch on the page moves between English and Arabic; validation speaks Arabic.
 */

const SHOTS = 'test-results/visitor-signs-in-in-arabic-shots';
const LOGIN = '/admin-panel/auth/login';
const FORGOT = '/admin-panel/auth/forgot-password';

const arabicBrowser = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({ locale: 'ar-KW', javaScriptEnabled });

test('the login page arrives in Arabic, right to left, before any script runs', async ({ browser }) => {
  const context = await arabicBrowser(browser, false);
  const page = await context.newPage();
  const response = await page.goto(LOGIN);
  expect(response?.headers().vary).toMatch(/Cookie, Accept-Language/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('تسجيل الدخول · Rentals');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
  await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'حساب جديد' })).toBeVisible();
  // Right to left: the email field's label starts at the right of its box.
  const box = await page.getByLabel('البريد الإلكتروني').boundingBox();
  const label = await page.locator('label', { hasText: 'البريد الإلكتروني' }).boundingBox();
  expect(label!.x + label!.width).toBeGreaterThan(box!.x + box!.width / 2);
  await context.close();
});

for (const width of [1280, 390]) {
  test(`in Arabic at ${width} px: hydrates in Arabic, validates in Arabic, switches language both ways`, async ({
    browser,
  }) => {
    const context = await arabicBrowser(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const errors = collectPageErrors(page);

    await page.goto(LOGIN);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    // Taken over (not replaced): the form answers in Arabic.
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('يرجى إدخال بريدك الإلكتروني أو رقم هاتفك.')).toBeVisible();
    await expect(page.getByText('يرجى إدخال كلمة المرور.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-ar-${width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A bad email on the recovery page: the blur message, in Arabic.
    await page.getByRole('link', { name: 'إعادة تعيين كلمة المرور' }).click();
    await expect(page.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await page.getByLabel('البريد الإلكتروني').blur();
    await expect(page.getByText('يرجى إدخال بريد إلكتروني صحيح.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/forgot-ar-${width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // To English: the switch names the language in its own words; remembered, then reloaded.
    await page.goto(LOGIN);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'rentals_locale')?.value).toBe('en');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your email or phone.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-en-${width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // The cookie wins over the browser's Arabic on the next visit too.
    await page.goto(FORGOT);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    // And back to Arabic.
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'rentals_locale')?.value).toBe('ar');

    // No hydration mismatch or script error on the way.
    expect(errors).toEqual([]);
    await context.close();
  });
}
