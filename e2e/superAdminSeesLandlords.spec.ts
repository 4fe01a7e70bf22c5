import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterAs } from './fixtures';

/*
 * Issue 16 items 2 and 7: the super admin opens TENANT PAYMENTS and RECEIPTS and sees each
 * landlord's rows labelled, and narrows them to one landlord; TENANT PAYMENTS shows the tenant.
 */

/** The demo landlords, each chosen in turn. */
const LANDLORDS = ['Khaled Al-Sabah', 'Fatma Al-Rashidi'] as const;

/**
 * Every approved landlord's name, as the platform knows it: besides the demo landlords, specs that
 * run beside this one make landlords of their own, whose payments and receipts show here too.
 */
async function landlordNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('WEB_ADMIN_AUTH_TOKEN') ?? '';
    const res = await fetch('/api/super/landlords/list?page=1&pageSize=100', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { items: { firstName: string; lastName: string }[] };
    return body.items.map((l) => `${l.firstName} ${l.lastName}`);
  });
}

/** The text of one column's cells, found by its header, for every row of a table. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column "${header}" in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

async function chooseLandlord(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Landlord' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('the super admin sees every landlord’s tenant payments, labelled, and one landlord’s on choosing it', async ({
  page,
}) => {
  await enterAs(page, 'super@example.com');
  await page.goto('/admin-panel/tenant-payments/list');
  await expect(page.getByRole('heading', { name: 'TENANT PAYMENTS', level: 1 }).first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Tenant payments' });
  await expect(table.getByTestId('payment-row').first()).toBeVisible();
  // No "Missing actor_id": the rows are there, each with its landlord and its tenant.
  await expect(page.getByText('Missing actor_id')).toHaveCount(0);
  const landlords = await columnTexts(table, 'Landlord Name');
  const known = await landlordNames(page);
  expect(known).toEqual(expect.arrayContaining([...LANDLORDS]));
  expect(landlords.filter((name) => !known.includes(name))).toEqual([]);
  const tenants = await columnTexts(table, 'Tenant Name');
  expect(tenants.every((name) => name.trim() !== '' && name !== '-')).toBe(true);

  for (const name of LANDLORDS) {
    await chooseLandlord(page, name);
    await expect(async () => {
      const shown = await columnTexts(table, 'Landlord Name');
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set([name]));
    }).toPass();
  }
});

test('the super admin’s receipts say whose each is, and filter by landlord', async ({ page }) => {
  await enterAs(page, 'super@example.com');
  await page.goto('/admin-panel/receipts/list');
  const table = page.locator('table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const landlords = await columnTexts(table, 'Landlord');
  const known = await landlordNames(page);
  expect(known).toEqual(expect.arrayContaining([...LANDLORDS]));
  expect(landlords.filter((name) => !known.includes(name))).toEqual([]);

  for (const name of LANDLORDS) {
    await chooseLandlord(page, name);
    await expect(async () => {
      const shown = await columnTexts(table, 'Landlord');
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set([name]));
    }).toPass();
  }
});

test('a landlord’s TENANT PAYMENTS shows the tenant, and the column can be hidden', async ({ page }) => {
  await enterAs(page, 'landlord@example.com');
  await page.goto('/admin-panel/tenant-payments/list');
  const table = page.getByRole('table', { name: 'Tenant payments' });
  await expect(table.getByTestId('payment-row').first()).toBeVisible();
  const tenants = await columnTexts(table, 'Tenant Name');
  expect(tenants.some((name) => name.includes('Noura Al-Kandari'))).toBe(true);
  // The landlord's own list has no landlord picker.
  await expect(page.getByRole('combobox', { name: 'Landlord' })).toHaveCount(0);
  // Shown by default, hideable in the column menu like every other column.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Tenant Name' }).click();
  await page.keyboard.press('Escape');
  await expect(table.locator('thead th', { hasText: 'Tenant Name' })).toHaveCount(0);
  await expect(table.locator('thead th', { hasText: 'Landlord Name' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Tenant Name' }).click();
  await page.keyboard.press('Escape');
});
