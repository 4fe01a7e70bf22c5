import { test } from '@playwright/test';
import { signIn } from './fixtures';

for (const width of [1280, 390]) {
  test(`shots ${width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signIn(page, 'super@example.com');
    await page.goto('/admin-panel/tenant-payments/list');
    await page.getByTestId('payment-row').first().waitFor();
    await page.screenshot({ path: `/tmp/money-shots/payments-super-${width}.png`, fullPage: false });
    await page.getByRole('button', { name: '+ Add New' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/money-shots/add-super-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/admin-panel/receipts/list');
    await page.locator('table, [role=list], ul').first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/money-shots/receipts-super-${width}.png`, fullPage: true });
    await page.goto('/admin-panel/tenant-users/add');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/money-shots/tenant-add-super-${width}.png` });
  });
}
