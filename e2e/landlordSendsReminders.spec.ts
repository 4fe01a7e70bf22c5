import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '../domain/displayLocale';
import { budget } from './budget';
import { E2E_PORT } from './env';
import { collectPageErrors, enterAs } from './fixtures';
import { shootAtTwoWidths } from './screenChecks';

/**
 * Issue 35, the panel side of reminders that runs on the demo data alone: the landlord opens
 * MESSAGES from the menu, filters the failed attempts, opens one (the provider's error, the body
 * as sent), follows it to its invoice, whose Messages panel lists the attempts sent about it, and
 * reads the same screens in Arabic. Screens at 1280 and 390 px, no serious accessibility finding.
 * Setting the schedule and sending a reminder by hand are in landlordSetsReminderSchedule.spec.ts.
 */
const SHOTS = process.env.REMINDER_SHOTS ?? 'test-results/reminder-shots';

test('the landlord reads the messages sent to tenants, filters them, and sees them on the invoice', async ({
  page,
}) => {
  test.setTimeout(budget(180_000));
  const errors = collectPageErrors(page);
  await enterAs(page, 'landlord@example.com');
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-panel\/messages\/list/);
  const rows = page.getByTestId('message-row');
  await expect(rows.first()).toBeVisible();
  // The demo week: every state a landlord meets is on the list.
  for (const state of ['Read', 'Delivered', 'Sent', 'Failed', 'Skipped'])
    await expect(page.getByTestId('message-state').filter({ hasText: state }).first()).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'messages-list-en');

  // Filtered to the failed attempts: the filter lives in the URL, and every row left is a failure.
  // The filter, not the menu's "Owner statements" (whose name holds the word).
  await page.getByRole('combobox', { name: /^State\b/ }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/state=failed/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('WhatsApp');

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/admin-panel\/messages\/detail\//);
  await expect(page.getByText(/Message undeliverable/)).toBeVisible();
  await expect(page.getByTestId('message-body')).toContainText(/^Dear /);
  await expect(page.getByTestId('message-body')).toContainText('KWD');
  await shootAtTwoWidths(page, SHOTS, 'message-detail-en');

  // Its invoice lists the attempts sent about it: the failure and the SMS that went out instead.
  await page.getByRole('link', { name: /^INV/ }).click();
  await expect(page).toHaveURL(/\/admin-panel\/invoices\/detail\//);
  const panel = page.getByTestId('messages-panel');
  await expect(panel.getByTestId('message-row').filter({ hasText: 'SMS' }).first()).toBeVisible();
  await expect(panel.getByTestId('message-row').filter({ hasText: 'Failed' }).first()).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shootAtTwoWidths(page, SHOTS, 'invoice-messages-en');

  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto('/admin-panel/messages/list?state=skipped');
  await expect(page.locator('#react-admin-title')).toHaveText('الرسائل');
  await expect(page.getByTestId('message-state').first()).toHaveText('تم تخطيها');
  await shootAtTwoWidths(page, SHOTS, 'messages-list-ar');
  // The reminder skipped for the Arabic tenant (it turned reminders off) reads in Arabic.
  await page.getByTestId('message-row').filter({ hasText: 'فيصل' }).first().getByRole('link').click();
  await expect(page.getByTestId('message-body')).toContainText(/[\u0600-\u06FF]/);
  await shootAtTwoWidths(page, SHOTS, 'message-detail-ar');
  expect(errors).toEqual([]);
});
