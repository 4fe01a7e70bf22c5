import { expect, test, type Dialog, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { budget } from './budget';

/*
 * Issue 31 item 6: half-entered work is not thrown away without a word. Leaving Add property
 * through the menu or Back, or pressing Back with Add Manual Payment open, asks first; staying
 * keeps what was typed, leaving goes where the user asked.
 */

// react-admin's question (ra.message.unsaved_changes), which the custom dialogs ask too.
const QUESTION = "Some of your changes weren't saved. Are you sure you want to ignore them?";
const ADD_PROPERTY = /\/admin-panel\/property\/add$/;
const PROPERTY_LIST = /\/admin-panel\/property\/list(\?.*)?$/;
const PAYMENTS = /\/admin-panel\/tenant-payments\/list(\?.*)?$/;

/** Answers the next confirm box the page opens, and hands back its text. */
function answerNextQuestion(page: Page, leave: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (leave ? dialog.accept() : dialog.dismiss());
    });
  });
}

/**
 * The browser's Back. Not page.goBack(): that waits for a navigation to finish, and a held one
 * (the page stays where it is) never does.
 */
const pressBack = (page: Page) => page.evaluate(() => history.back());

/** A main menu link, through the drawer on a phone: a move inside the panel, as a user makes it. */
async function clickInMenu(page: Page, phone: boolean, title = 'Dashboard') {
  if (phone) await page.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: title }).click();
}

for (const width of [1280, 390]) {
  const phone = width === 390;

  test(`leaving a half-filled Add property by the menu or Back asks first (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(budget(60_000));
    await page.setViewportSize({ width, height: phone ? 844 : 800 });
    await signIn(page, 'landlord@example.com');
    await page.goto('/admin-panel/property/list');
    await page.getByRole('link', { name: 'Add property' }).click();
    await expect(page).toHaveURL(ADD_PROPERTY);

    // Nothing typed yet: the menu leaves at once, no question.
    let asked = false;
    const noteQuestion = () => {
      asked = true;
    };
    page.on('dialog', noteQuestion);
    await clickInMenu(page, phone);
    await expect(page).toHaveURL(/\/admin-panel\/dashboard$/);
    page.off('dialog', noteQuestion);
    expect(asked).toBe(false);

    await pressBack(page);
    await expect(page).toHaveURL(ADD_PROPERTY);
    const name = page.getByLabel('Property name');
    await name.fill('Salmiya Towers, half done');

    // The menu: asked; staying keeps the page and the typed name.
    let question = answerNextQuestion(page, false);
    await clickInMenu(page, phone);
    expect(await question).toBe(QUESTION);
    if (phone) await page.keyboard.press('Escape');
    await expect(page).toHaveURL(ADD_PROPERTY);
    await expect(name).toHaveValue('Salmiya Towers, half done');

    // Back: asked too; staying keeps it, leaving goes back to the list.
    question = answerNextQuestion(page, false);
    await pressBack(page);
    expect(await question).toBe(QUESTION);
    await expect(page).toHaveURL(ADD_PROPERTY);
    await expect(name).toHaveValue('Salmiya Towers, half done');

    question = answerNextQuestion(page, true);
    await pressBack(page);
    expect(await question).toBe(QUESTION);
    await expect(page).toHaveURL(PROPERTY_LIST);
  });

  test(`Back with a half-filled Add Manual Payment asks first (${width} px)`, async ({ page }) => {
    test.setTimeout(budget(60_000));
    await page.setViewportSize({ width, height: phone ? 844 : 800 });
    await signIn(page, 'landlord@example.com');
    // From the dashboard through the menu, so Back stays inside the panel (a page loaded by its
    // address would be left by Back for another document: the browser's own question, tested below).
    await clickInMenu(page, phone, 'Tenant payments');
    await expect(page).toHaveURL(PAYMENTS);
    await page.getByRole('button', { name: '+ Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Amount').fill('125.500');

    let question = answerNextQuestion(page, false);
    await pressBack(page);
    expect(await question).toBe(QUESTION);
    await expect(page).toHaveURL(PAYMENTS);
    await expect(dialog.getByLabel('Amount')).toHaveValue('125.500');

    // Escape (or a click beside it) is an accident too: asked; the Cancel button says what it does.
    question = answerNextQuestion(page, false);
    await page.keyboard.press('Escape');
    expect(await question).toBe(QUESTION);
    await expect(dialog.getByLabel('Amount')).toHaveValue('125.500');

    question = answerNextQuestion(page, true);
    await pressBack(page);
    expect(await question).toBe(QUESTION);
    await expect(page).toHaveURL(/\/admin-panel\/dashboard$/);
    await expect(dialog).toBeHidden();

    // Closing the tab (or leaving the panel for another page) with work typed: the browser asks.
    await clickInMenu(page, phone, 'Tenant payments');
    await page.getByRole('button', { name: '+ Add New' }).click();
    await dialog.getByLabel('Amount').fill('80.000');
    const browserAsks = new Promise<string>((resolve) => {
      page.once('dialog', (box) => {
        resolve(box.type());
        void box.accept();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await browserAsks).toBe('beforeunload');
  });
}
