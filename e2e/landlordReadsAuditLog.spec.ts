import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '../domain/displayLocale';
import { budget } from './budget';
import { E2E_PORT } from './env';
import { collectPageErrors, enterAs } from './fixtures';
import { shootAtTwoWidths } from './screenChecks';

/**
 * Issue 36 item 4: the landlord opens AUDIT LOG from the menu and filters it by the kind of change
 * (the filter lives in the URL); each card names who, when and the fields before → after, money
 * in KWD. Screens at 1280 and 390 px, English and Arabic, no serious accessibility finding.
 */
const SHOTS = process.env.AUDIT_SHOTS ?? 'test-results/audit-shots';

test('the landlord reads the audit log, filtered by a kind of change', async ({ page }) => {
  test.setTimeout(budget(120_000));
  const errors = collectPageErrors(page);
  await enterAs(page, 'landlord@example.com');
  const filter = encodeURIComponent(JSON.stringify({ action: 'payment.create' }));
  await page.goto(`/admin-panel/audit/list?filter=${filter}`);
  await expect(page.locator('#react-admin-title')).toHaveText('Audit log');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('payment.create');
  await expect(cards.first()).toContainText(/KWD/);
  expect(await cards.filter({ hasNotText: 'payment.create' }).count()).toBe(0);
  await expect(page.getByLabel('Change')).toHaveValue('payment.create');
  await shootAtTwoWidths(page, SHOTS, 'audit-list-en');

  await page
    .context()
    .addCookies([{ name: LOCALE_COOKIE, value: 'ar', url: `http://127.0.0.1:${E2E_PORT}` }]);
  await page.reload();
  await expect(page.locator('#react-admin-title')).toHaveText('سجل التدقيق');
  await expect(page.getByRole('article').first()).toContainText('payment.create');
  await shootAtTwoWidths(page, SHOTS, 'audit-list-ar');
  expect(errors).toEqual([]);
});
