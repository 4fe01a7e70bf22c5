import { expect, test } from '@playwright/test';
import { budget } from './budget';
import { collectPageErrors, enterAs } from './fixtures';
import { shootAtTwoWidths } from './screenChecks';

/**
 * Issue 35, the parts that need the reminder routes (GET/PUT /api/setting/reminders,
 * /api/tenant-message-preferences/{id}, POST /api/invoices/{id}/send-reminder): the landlord
 * changes its reminder schedule in App Setting, sends a reminder by hand from an overdue invoice
 * (a second one within ten minutes is refused, naming when it may go) and sees it in the
 * invoice's Messages panel; the tenant picks its channel on its own profile. Screens at 1280 and
 * 390 px, no serious accessibility finding.
 */
const SHOTS = process.env.REMINDER_SHOTS ?? 'test-results/reminder-shots';

test('the landlord sets its reminder schedule and sends a reminder by hand', async ({ page }) => {
  test.setTimeout(budget(180_000));
  const errors = collectPageErrors(page);
  await enterAs(page, 'landlord@example.com');
  await page.goto('/admin-panel/setting/panel-settings');
  const card = page.getByTestId('reminder-schedule');
  // The default schedule: 3 days before, on the day, 3, 7 and 14 days after the due date.
  await expect(card.getByTestId('reminder-step')).toHaveCount(5);
  await card.getByRole('button', { name: 'Remove step 5' }).click();
  await card.getByRole('button', { name: 'Add a step' }).click();
  await card.getByTestId('reminder-step').last().getByLabel('Days').fill('10');
  await card.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminder schedule saved.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shootAtTwoWidths(page, SHOTS, 'reminder-schedule-en');
  await page.reload();
  await expect(card.getByTestId('reminder-step').last().getByLabel('Days')).toHaveValue('10');

  // An overdue invoice of the demo tenant, reached from the failed reminder about it.
  await page.goto('/admin-panel/messages/list?state=failed');
  await page.getByTestId('message-row').first().getByRole('link').click();
  await page.getByRole('link', { name: /^INV/ }).click();
  const panel = page.getByTestId('messages-panel');
  // Counted once the panel has drawn the attempts already sent about this invoice.
  await expect(panel.getByTestId('message-row').first()).toBeVisible();
  const before = await panel.getByTestId('message-row').count();
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText('Reminder sent.')).toBeVisible();
  await expect(panel.getByTestId('message-row')).toHaveCount(before + 1);
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText(/less than 10 minutes ago/)).toBeVisible();
  // The browser logs the refused second reminder's 429; that refusal is what this test expects.
  expect(errors.filter((e) => !e.includes('429'))).toEqual([]);
});

test('the tenant chooses how it is reached, on its own profile', async ({ page }) => {
  test.setTimeout(budget(120_000));
  const errors = collectPageErrors(page);
  await enterAs(page, 'tenant@example.com');
  await page.goto('/admin-panel/profile/list');
  const card = page.getByTestId('message-preference');
  await card.getByLabel('Preferred channel').click();
  await page.getByRole('option', { name: 'SMS' }).click();
  await card.getByRole('button', { name: 'Save message preferences' }).click();
  await expect(page.getByText('Message preferences saved.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shootAtTwoWidths(page, SHOTS, 'tenant-preference-en');
  await page.reload();
  await expect(card.getByLabel('Preferred channel')).toHaveText('SMS');
  expect(errors).toEqual([]);
});
