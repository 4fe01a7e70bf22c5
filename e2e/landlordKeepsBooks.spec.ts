import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../domain/displayLocale';
import { E2E_PORT } from './env';
import { DEMO_PASSWORD, signIn } from './fixtures';
import { newLandlord, newProperty } from './ownRecords';
import { seriousViolations, shootAtTwoWidths } from './screenChecks';

/*
 * Issue 36 items 1 and 2: a landlord of its own records two expenses of its building (one with a
 * receipt file), sees their total to the fils, reads the building's profit for the month and
 * downloads it as CSV and PDF. Screenshots at 1280 and 390 px in English and Arabic into
 * /tmp/shots-books/; axe clean.
 */

const SHOTS = process.env.BOOKS_SHOTS ?? '/tmp/shots-books';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'); // prettier-ignore

async function record(
  page: Page,
  building: string,
  amount: string,
  category: string,
  vendor: string,
  receipt?: boolean,
) {
  await page.getByRole('button', { name: 'Record expense' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Property' }).click();
  await page.getByRole('option', { name: building }).click();
  await dialog.getByLabel('Amount (KWD)').fill(amount);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await dialog.getByLabel('Vendor').fill(vendor);
  if (receipt)
    await dialog.getByTestId('expense-receipts').setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF }); // prettier-ignore
  const saved = page.waitForResponse((r) => r.url().includes('/api/expenses/create') && r.status() === 200);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await saved;
  await expect(dialog).toBeHidden();
}

test('the landlord records expenses and reads the building’s profit for the month', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const landlord = await newLandlord(request);
  const building = `Books Tower ${Date.now().toString(36)}`;
  await newProperty(request, landlord.token, building);
  await signIn(page, landlord.email, DEMO_PASSWORD);

  await page.goto('/admin-panel/expenses/list');
  await expect(page.getByTestId('expenses-total')).toContainText('0.000 KWD');
  await record(page, building, '84.250', 'Utilities', 'Ministry of Electricity', true);
  await record(page, building, '150', 'Caretaker', 'Building caretaker');
  await expect(page.getByTestId('expense-row')).toHaveCount(2);
  await expect(page.getByTestId('expenses-total')).toContainText('234.250 KWD');
  await expect(page.getByRole('link', { name: 'bill.pdf' })).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'expenses-en');

  await page.getByRole('link', { name: 'Profit per building' }).click();
  const row = page.getByTestId('profit-row').filter({ hasText: building });
  await expect(row).toContainText('234.250 KWD');
  await expect(row).toContainText('-234.250 KWD');
  for (const kind of ['CSV', 'PDF']) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: kind, exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^profit-\\d{4}-\\d{2}\\.${kind.toLowerCase()}$`),
    );
  }
  await shootAtTwoWidths(page, SHOTS, 'profit-en');

  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.goto('/admin-panel/expenses/list');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل مصروف' })).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'expenses-ar');
  await page.goto('/admin-panel/expenses/profit');
  await expect(page.getByTestId('profit-total')).toContainText('234.250');
  await shootAtTwoWidths(page, SHOTS, 'profit-ar');
  expect(await seriousViolations(page)).toEqual([]);
});
