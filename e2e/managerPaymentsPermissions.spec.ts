import { expect, test } from '@playwright/test';
import { collectPageErrors, enterAs } from './fixtures';

test('a manager without Update Landlord Payment sees no pencil but may add (holds Create)', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await enterAs(page, 'manager@example.com');
  await page.goto('/admin-panel/tenant-payments/list');
  await expect(page.getByRole('heading', { name: 'TENANT PAYMENTS', level: 1 })).toBeVisible();
  const rows = page.getByTestId('payment-row');
  await expect(rows.first()).toBeVisible();
  // The landlord's payments, scoped by the token: every row is the manager's landlord's.
  await expect(rows.first()).toContainText('Khaled Al-Sabah');

  await expect(page.getByRole('button', { name: '+ Add New' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit payment/ })).toHaveCount(0);

  // The add dialog opens for a manager with the add method options.
  await page.getByRole('button', { name: '+ Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  expect(errors).toEqual([]);
});
