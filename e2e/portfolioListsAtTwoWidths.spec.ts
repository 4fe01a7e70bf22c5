import { expect, test } from '@playwright/test';
import { enterAs } from './fixtures';
import { budget } from './budget';

/** Each portfolio list on the demo data, at desktop and phone width, kept as artifacts. */
const LISTS = [
  { path: '/admin-panel/property/list', shows: 'Salmiya Tower' },
  { path: '/admin-panel/property-managers/list', shows: 'manager@example.com' },
  { path: '/admin-panel/tenant-users/list', shows: 'tenant@example.com' },
  { path: '/admin-panel/tenant-users/pending', shows: 'Huda' },
  { path: '/admin-panel/tenant-users/approved', shows: 'Noura' },
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the landlord's portfolio lists at ${viewport.width} px show the demo data without horizontal scroll`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(budget(60_000));
    await page.setViewportSize(viewport);
    await enterAs(page, 'landlord@example.com');
    for (const list of LISTS) {
      await page.goto(list.path);
      await expect(page.getByText(list.shows).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, list.path).toBeLessThanOrEqual(0);
      const name = list.path.split('/').slice(2).join('-');
      const file = testInfo.outputPath(`${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${viewport.width}`, { path: file, contentType: 'image/png' });
    }
  });
}
