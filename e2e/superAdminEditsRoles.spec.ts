import { expect, test, type Page } from '@playwright/test';
import { ROLE_MESSAGES } from '../domain/roleSchemas';
import { collectPageErrors, enterAs } from './fixtures';
import { budget } from './budget';

const LIST_URL = /\/admin-panel\/role-permissions\/list(\?.*)?$/;
const EDIT_URL = /\/admin-panel\/role-permissions\/edit\/\d+$/;
const ADD_URL = /\/admin-panel\/role-permissions\/add$/;

/** A toast with this text (`first()`: the toast must not depend on which toast area shows it). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Whether a colour is a red (the error toast), whatever the theme's exact shade. */
const isRed = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return r > 150 && r > 2 * g && r > 2 * b;
};

/** The list's row of a role, found by the exact text of its name cell. */
const roleRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

// Other specs run in parallel against the same server: this one reads the seeded roles but changes
// only the role it creates (the lead's menu test is the one that edits the manager role).
test('the super admin sees the roles and cannot delete a built-in one or lock itself out', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await enterAs(page, 'super@example.com');
  await page.goto('/admin-panel/role-permissions/list');
  await expect(page).toHaveURL(LIST_URL);
  for (const name of ['Super Admin', 'Admin', 'Landlord', 'Manager', 'Tenant']) {
    await expect(roleRow(page, name)).toBeVisible();
  }

  // A built-in role held by users is never offered for deletion.
  const landlord = roleRow(page, 'Landlord');
  await expect(landlord.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(landlord.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The manager role opens on the spec's edit path with its permissions ticked; left unsaved.
  await roleRow(page, 'Manager').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(EDIT_URL);
  await expect(page.getByLabel('Role name')).toHaveValue('Manager');
  await expect(page.getByLabel('View Invoice', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Delete Invoice', { exact: true })).not.toBeChecked();
  await expect(page.getByText(ROLE_MESSAGES.builtIn)).toBeVisible();

  // The super admin's own role cannot lose the permission to manage roles.
  await page.goto('/admin-panel/role-permissions/list');
  await roleRow(page, 'Super Admin').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(EDIT_URL);
  await expect(page.getByLabel('View Role', { exact: true })).toBeChecked();
  await expect(page.getByLabel('View Role', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Update Role', { exact: true })).toBeDisabled();
  await expect(page.getByText(ROLE_MESSAGES.lockOut)).toBeVisible();

  expect(errors).toEqual([]);
});

test('the super admin adds, edits and deletes a role of its own', async ({ page }) => {
  test.setTimeout(budget(60_000));
  const errors = collectPageErrors(page);
  await enterAs(page, 'super@example.com');

  // A new role with two permissions, one of them kept off the menu.
  await page.goto('/admin-panel/role-permissions/list');
  await page.getByRole('link', { name: 'Add role' }).click();
  await expect(page).toHaveURL(ADD_URL);
  // The form checks with the server's own schema before sending anything.
  await page.getByLabel('Role name').fill('A');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ROLE_MESSAGES.nameRequired)).toBeVisible();
  await page.getByLabel('Role name').fill('Accountant');
  await page.getByLabel('View Invoice', { exact: true }).check();
  await page.getByLabel('View Receipts', { exact: true }).check();
  await expect(page.getByLabel('Show View Receipts on menu')).toBeChecked();
  await page.getByLabel('Show View Receipts on menu').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ROLE_MESSAGES.created)).toBeVisible();
  await expect(page).toHaveURL(LIST_URL);
  const accountant = roleRow(page, 'Accountant');
  await expect(accountant.getByRole('cell')).toHaveText(['Accountant', '2', '0', /Edit/]);

  // The server's refusal (the name is taken, whatever its case) shows as the red toast.
  await page.goto('/admin-panel/role-permissions/add');
  await page.getByLabel('Role name').fill('accountant');
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: ROLE_MESSAGES.nameTaken }).first();
  await expect(refusal).toBeVisible();
  expect(isRed(await refusal.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(true);
  await expect(page).toHaveURL(ADD_URL);

  // Edit the new role: untick View Invoice and save.
  await page.goto('/admin-panel/role-permissions/list');
  await accountant.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(EDIT_URL);
  await expect(page.getByLabel('Show View Receipts on menu')).not.toBeChecked();
  await page.getByLabel('View Invoice', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, ROLE_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL(LIST_URL);
  await expect(accountant.getByRole('cell').nth(1)).toHaveText('1');

  // Nobody holds it, so it can be deleted.
  await accountant.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, ROLE_MESSAGES.deleted)).toBeVisible();
  await expect(accountant).toHaveCount(0);
  // The browser logs the refused duplicate (409) itself; nothing else may fail.
  expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
});

test('on a phone the permission matrix stays inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterAs(page, 'super@example.com');
  await page.goto('/admin-panel/role-permissions/add');
  // Every column can be reached (the matrix scrolls inside its own box if it must) ...
  await page.getByLabel('Delete Invoice', { exact: true }).check();
  await expect(page.getByLabel('Show Delete Invoice on menu')).toBeInViewport();
  // ... and the page itself never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const matrix = await page.getByRole('table', { name: 'Permissions' }).evaluate((table) => {
    const box = table.parentElement!.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });
  expect(matrix.left).toBeGreaterThanOrEqual(0);
  expect(matrix.right).toBeLessThanOrEqual(390);
});
