import { expect, test, type Page } from '@playwright/test';
import { enterAs } from './fixtures';

/*
 * Issue 16 item 5: at 390 px every list screen fits the screen (no horizontal scroll), each
 * row's actions can be reached without scrolling sideways, and the header title is not cut.
 */

interface ListScreen {
  path: string;
  shows: string | RegExp;
  /** Row actions that must lie within the screen's width. */
  actions?: RegExp;
}

const LISTS: ListScreen[][] = [
  [
    {
      path: 'property-managers/list',
      shows: 'manager@example.com',
      actions: /^(Edit|Deactivate|Resend invitation)$/,
    },
    { path: 'tenant-users/list', shows: 'tenant@example.com', actions: /^(Edit|Delete)$/ },
    { path: 'tenant-users/pending', shows: 'Huda', actions: /^(Approve|Reject)$/ },
    { path: 'tenant-users/approved', shows: 'Noura', actions: /^(Renew|Terminate)$/ },
  ],
  [
    { path: 'property/list', shows: 'Salmiya Tower' },
    { path: 'tenant-payments/list', shows: /KWD/, actions: /^Edit payment/ },
    { path: 'collection-reports/list', shows: /KWD/ },
    { path: 'receipts/list', shows: /KWD/ },
  ],
  [
    { path: 'invoices/list', shows: /INV-/ },
    { path: 'rental-collection/list', shows: /KWD/ },
    { path: 'reports/invoices', shows: /KWD/ },
  ],
];

async function expectFitsAPhone(page: Page, screen: ListScreen) {
  await page.goto(`/admin-panel/${screen.path}`);
  await expect(page.getByText(screen.shows).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen.path} scrolls sideways`).toBeLessThanOrEqual(0);
  // The title wraps rather than ending in "…".
  const cut = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => h.scrollWidth > h.clientWidth || h.scrollHeight > h.clientHeight + 1);
  expect(cut, `${screen.path}'s title is cut`).toBe(false);
  if (!screen.actions) return;
  const actions = page.getByRole('main').getByRole('button', { name: screen.actions });
  const links = page.getByRole('main').getByRole('link', { name: screen.actions });
  const all = [...(await actions.all()), ...(await links.all())];
  expect(all.length, `${screen.path} shows row actions`).toBeGreaterThan(0);
  for (const action of all) {
    const box = await action.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${screen.path}: an action is off-screen`).toBe(
      true,
    );
  }
}

LISTS.forEach((screens, index) => {
  test(`the landlord's lists fit a 390 px phone with their row actions in reach (${index + 1}/${LISTS.length})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterAs(page, 'landlord@example.com');
    for (const screen of screens) {
      await expectFitsAPhone(page, screen);
      const file = testInfo.outputPath(`${screen.path.replace(/\//g, '-')}-390.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(screen.path, { path: file, contentType: 'image/png' });
    }
  });
});
