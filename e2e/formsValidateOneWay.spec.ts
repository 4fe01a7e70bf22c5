import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../domain/accountMessages';
import { CONTRACT_MESSAGES } from '../domain/contractSchemas';
import { TENANT_MESSAGES } from '../domain/tenantSchemas';
import { enterAs } from './fixtures';

/**
 * Issue 16 item 6: the tenant form and Request a contract show the app's messages, never the
 * browser's own bubbles first ("Please enter a part following '@'", "Value must be less than or
 * equal to 28"), which would stop the submit before the app's rules ran.
 */
test('the tenant form refuses bad input with the app messages only', async ({ page }, testInfo) => {
  await enterAs(page, 'landlord@example.com');
  await page.goto('/admin-panel/tenant-users/add');
  await page.getByLabel('First name', { exact: true }).fill('Abdullah');
  await page.getByLabel('Last name', { exact: true }).fill('Al-Otaibi');
  await page.getByLabel('First name (Arabic)').fill('Abdullah');
  await page.getByLabel('Email').fill('abdullah@');
  await page.getByLabel('Phone').fill('9988 1122');
  await page.getByLabel('Civil ID number').fill('288020122595');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.email)).toBeVisible();
  await expect(page.getByText(TENANT_MESSAGES.firstNameAr)).toBeVisible();
  await expect(page.getByText(TENANT_MESSAGES.civilIdCheckDigit)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-panel\/tenant-users\/add$/);
  await page.screenshot({ path: testInfo.outputPath('tenant-form-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(TENANT_MESSAGES.civilIdCheckDigit)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tenant-form-390.png'), fullPage: true });
});

test('Request a contract refuses a due day out of range with the app message', async ({ page }) => {
  await enterAs(page, 'tenant@example.com');
  await page.goto('/admin-panel/tenant-users/request');
  await page.getByLabel('Payment due day (1–28)').fill('40');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(CONTRACT_MESSAGES.dueDay)).toBeVisible();
});
