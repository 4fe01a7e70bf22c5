import { expect, test, type Page } from '@playwright/test';
import { enterAs, type DemoEmail } from './fixtures';
import { budget } from './budget';
import { EXPECTED_MENUS, topLevelTitles } from '../tests/support/menus';

/** The top-level menu titles, read from the expanded sidebar. */
async function menuTitles(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return nav.locator(':scope > ul > li > div a').allInnerTexts();
}

async function signInExpanded(page: Page, email: DemoEmail) {
  await page.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  await enterAs(page, email);
}

/** Each demo user's top-level menu: its role's menu as every test expects it (tests/support/menus.ts). */
const MENUS: Partial<Record<DemoEmail, string[]>> = {
  'super@example.com': topLevelTitles(EXPECTED_MENUS.super_admin),
  'landlord@example.com': topLevelTitles(EXPECTED_MENUS.landlord),
  'manager@example.com': topLevelTitles(EXPECTED_MENUS.manager),
  'tenant@example.com': topLevelTitles(EXPECTED_MENUS.user),
  'owner@example.com': topLevelTitles(EXPECTED_MENUS.owner),
};

const seesExactlyItsMenu = (email: DemoEmail, expected: string[]) =>
  test(`${email} sees exactly its menu`, async ({ page }) => {
    await signInExpanded(page, email);
    expect(await menuTitles(page)).toEqual(expected);
  });

// The manager's menu is read below, beside the test that changes the manager role for a moment.
for (const [email, expected] of Object.entries(MENUS) as [DemoEmail, string[]][])
  if (email !== 'manager@example.com') seesExactlyItsMenu(email, expected);

test('the landlord opens the Properties group and sees Create Property', async ({ page }) => {
  await signInExpanded(page, 'landlord@example.com');
  await page.getByRole('button', { name: 'Expand Properties' }).click();
  await expect(page.getByRole('link', { name: 'Create Property' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand Tenant' }).click();
  await page.getByRole('link', { name: 'Contracts Request' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/tenant-users\/pending$/);
  await expect(page.getByRole('link', { name: 'Contracts Request' })).toHaveClass(/Mui-selected/);
  // Dashboard clears the active sub-entry highlight.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('link', { name: 'Contracts Request' })).not.toHaveClass(/Mui-selected/);
});

test('Ctrl+B toggles the sidebar and the state survives a reload', async ({ page }) => {
  await enterAs(page, 'landlord@example.com');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect(await page.evaluate(() => document.cookie)).toContain('sidebar:state=true');
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveAttribute(
    'data-state',
    'expanded',
  );
  await page.keyboard.press('Meta+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  expect(await page.evaluate(() => localStorage.getItem('WEB_ADMIN_COLLAPSED_SIDEBAR'))).toBe('true');
});

test('collapsed icons carry their titles in tooltips', async ({ page }) => {
  await enterAs(page, 'tenant@example.com');
  await page.getByRole('link', { name: 'My rental invoices' }).hover();
  await expect(page.getByRole('tooltip', { name: 'My rental invoices' })).toBeVisible();
});

test('at 390 px the menu is an overlay drawer', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterAs(page, 'landlord@example.com');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await page.getByRole('button', { name: /Toggle sidebar/ }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drawer-390.png') });
  await nav.getByRole('link', { name: 'Receipts', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-panel\/receipts\/list$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// The manager role is the demo's, shared by every spec: while the last test below has given it
// View Role, the manager's menu has one entry more and the roles screen opens. The manager's exact
// menu and its refusal there are read in this group, one test after the other in one worker
// ('default' mode; fullyParallel would spread them over workers), so they never overlap the
// change; no other spec reads the manager's whole menu or the roles screen as the manager.
test.describe('a changed role applies to a signed-in user', () => {
  test.describe.configure({ mode: 'default' });
  seesExactlyItsMenu('manager@example.com', MENUS['manager@example.com']!);

  test('a direct URL to a forbidden screen shows access denied', async ({ page }) => {
    await enterAs(page, 'manager@example.com');
    await page.goto('/admin-panel/collection-reports/list');
    await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
    await page.goto('/admin-panel/role-permissions/list');
    await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
  });

  test('the super admin removes a permission from the manager role on its screen; the signed-in manager loses it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(budget(60_000));
    await signInExpanded(page, 'manager@example.com');
    const managerAuth = async () => ({
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('WEB_ADMIN_AUTH_TOKEN'))}`,
    });
    const rolesLink = page.getByRole('link', { name: 'Role permissions' });

    // The super admin, in a browser of its own, works on the role-permissions screen.
    const admin = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await enterAs(admin, 'super@example.com');
    await admin.goto('/admin-panel/role-permissions/list');
    await admin.getByRole('row').filter({ hasText: 'Manager' }).getByRole('link', { name: 'Edit' }).click();
    await expect(admin).toHaveURL(/\/admin-panel\/role-permissions\/edit\/\d+$/);
    const setViewRole = async (on: boolean) => {
      const box = admin.getByLabel('View Role', { exact: true });
      if (on) await box.check();
      else await box.uncheck();
      await admin.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Role updated successfully').first()).toBeVisible();
    };
    const editUrl = admin.url();
    try {
      await setViewRole(true);
      await page.reload();
      await expect(rolesLink).toBeVisible();
      expect((await request.get('/api/super/roles/list', { headers: await managerAuth() })).status()).toBe(
        200,
      );

      await admin.goto(editUrl);
      await setViewRole(false);
      // No new login: the open panel picks the role up on its next read of the user.
      await page.reload();
      await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(rolesLink).toHaveCount(0);
      expect((await request.get('/api/super/roles/list', { headers: await managerAuth() })).status()).toBe(
        403,
      );
      await page.goto('/admin-panel/role-permissions/list');
      await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
    } finally {
      // Leave the seeded role as it was for the other specs, whatever happened above.
      const login = await request.post('/api/users/login', {
        data: { email: 'super@example.com', password: 'Demo@2026' },
      });
      const auth = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
      const list = await (await request.get('/api/super/roles/list?pageSize=100', { headers: auth })).json();
      const manager = list.items.find((r: { key: string }) => r.key === 'manager');
      const permissions = manager.permissions.filter((p: { name: string }) => p.name !== 'View Role');
      await request.post(`/api/super/roles/update/${manager.id}`, {
        headers: auth,
        data: { name: manager.name, permissions },
      });
      await admin.close();
    }
  });
});

test('Bank and settlements opens its own titled page with only its entry highlighted', async ({ page }) => {
  await signInExpanded(page, 'landlord@example.com');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Bank and settlements' }).click();
  await expect(page.getByRole('heading', { name: 'Bank and settlements', level: 1 })).toBeVisible();
  await expect(nav.locator('a.Mui-selected')).toHaveText(['Bank and settlements']);
  await nav.getByRole('link', { name: 'Plan flexibility' }).click();
  await expect(page.getByRole('heading', { name: 'Plan flexibility', level: 1 })).toBeVisible();
  await expect(nav.locator('a.Mui-selected')).toHaveText(['Plan flexibility']);
});
