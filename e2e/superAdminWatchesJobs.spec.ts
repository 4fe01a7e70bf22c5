import { expect, test } from '@playwright/test';
import { JOB_MESSAGES } from '../domain/jobSchemas';
import { collectPageErrors, enterAs } from './fixtures';
import { shootAtTwoWidths } from './screenChecks';

/**
 * Issue 23 item 2: the super admin sees the scheduled jobs (period, next and last run, failures),
 * asks for a run by hand, and reads it among the recent runs.
 */
test('the super admin reads the jobs, runs one now and sees its run', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  await enterAs(page, 'super@example.com');
  await page.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/jobs\/list$/);

  const invoices = page.getByRole('article', { name: 'Rent invoices issued and overdue ones marked' });
  await expect(invoices).toContainText('invoice-issuance · Every hour');
  await expect(invoices).toContainText(/Next run: \d{2}-\d{2}-\d{4} \d{2}:00:00/);
  await invoices
    .getByRole('button', { name: 'Run now: Rent invoices issued and overdue ones marked' })
    .click();
  await expect(page.getByText(JOB_MESSAGES.queued)).toBeVisible();

  // The run asked for by hand appears among the recent runs once it has started.
  const byHand = page
    .getByRole('article', { name: 'Run of invoice-issuance' })
    .filter({ hasText: 'asked for by hand' })
    .first();
  await expect(byHand).toBeVisible();
  await expect(byHand).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);

  await page.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'OK' }).click();
  await expect(page).toHaveURL(/result/);
  await expect(byHand).toBeVisible();

  await shootAtTwoWidths(page, testInfo.outputDir, 'jobs');
  expect(errors).toEqual([]);
});
