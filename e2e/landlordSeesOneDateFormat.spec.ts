import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { REVERSED_RANGE } from '../resources/payments/paymentDisplay';
import { enterAs, shownDate, typeDate } from './fixtures';

/*
 * Issue 16 item 4: every date a landlord sees is DD-MM-YYYY (times on a 24-hour clock), date
 * filters are the panel's pickers, never the browser's own inputs, whose format follows the
 * browser's locale (mm/dd/yyyy, "--------- ----").
 */

const DD_MM_YYYY = /\d{2}-\d{2}-\d{4}/;
const OTHER_FORMATS = [
  /\b\d{4}-\d{2}-\d{2}\b/, // 2026-01-01
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/, // 11/23/2026
  /\b\d{1,2}:\d{2}(:\d{2})?\s?(AM|PM)\b/i, // 4:59:36 PM
  /mm\/dd\/yyyy/i,
  /-{5,}/, // an empty month input
];

/** The screen's visible text holds DD-MM-YYYY dates and no date written another way. */
async function expectOneDateFormat(page: Page, path: string, shows: string | RegExp, dated = true) {
  await page.goto(`/admin-panel/${path}`);
  await expect(page.getByText(shows).first()).toBeVisible();
  if (dated) await expect(page.locator('main')).toContainText(DD_MM_YYYY);
  const text = await page.locator('main').innerText();
  for (const format of OTHER_FORMATS)
    expect(text, `${path} shows ${text.match(format)?.[0]}`).not.toMatch(format);
  await expect(
    page.locator('input[type="date"], input[type="month"], input[type="datetime-local"]'),
  ).toHaveCount(0);
}

// Lists without a date of their own (a manager who never signed in, a month's collection) are
// only checked for dates written another way.
const SCREENS: [string, string | RegExp, boolean?][][] = [
  [
    ['property-managers/list', 'manager@example.com', false],
    ['tenant-users/list', 'tenant@example.com', false],
    ['tenant-users/pending', 'Huda'],
    ['tenant-users/approved', 'Noura'],
  ],
  [
    ['tenant-payments/list', /KWD/],
    ['collection-reports/list', /KWD/],
    ['receipts/list', /KWD/],
  ],
  [
    ['invoices/list', /INV-/],
    ['reports/invoices', /KWD/],
    ['rental-collection/list', /KWD/, false],
  ],
];

SCREENS.forEach((screens, index) => {
  test(`the landlord's screens show DD-MM-YYYY dates only (${index + 1}/${SCREENS.length})`, async ({
    page,
  }) => {
    await enterAs(page, 'landlord@example.com');
    for (const [path, shows, dated] of screens) await expectOneDateFormat(page, path, shows, dated);
  });
});

test("an invoice's detail shows DD-MM-YYYY dates only", async ({ page }) => {
  await enterAs(page, 'landlord@example.com');
  await expectOneDateFormat(page, 'invoices/list', /INV-/);
  await page.getByRole('cell', { name: /^INV-/ }).first().click();
  await expect(page).toHaveURL(/invoices\/detail\//);
  await expect(page.locator('main')).toContainText(DD_MM_YYYY);
  const text = await page.locator('main').innerText();
  for (const format of OTHER_FORMATS) expect(text).not.toMatch(format);
});

test('the tenant payments date range is kept in the address, so a reload keeps it', async ({ page }) => {
  await enterAs(page, 'landlord@example.com');
  await page.goto('/admin-panel/tenant-payments/list');
  const from = dayjs().subtract(2, 'month');
  await typeDate(page, 'From date', from.format('DD-MM-YYYY'));
  await expect(page).toHaveURL(new RegExp(`dateFrom=${from.format('YYYY-MM-DD')}`));
  await page.reload();
  await expect.poll(() => shownDate(page, 'From date')).toBe(from.format('DD-MM-YYYY'));
});

test('a reversed tenant payments range says so instead of "No results."', async ({ page }) => {
  await enterAs(page, 'landlord@example.com');
  await page.goto('/admin-panel/tenant-payments/list?dateFrom=2027-01-01&dateTo=2026-01-01');
  await expect(page.getByText(REVERSED_RANGE)).toBeVisible();
  expect(await shownDate(page, 'From date')).toBe('01-01-2027');
  await expect(page.getByText('No results.', { exact: true })).toHaveCount(0);
});
