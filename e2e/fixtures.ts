import { expect, type Page } from '@playwright/test';
import { budget } from './budget';

export const DEMO_PASSWORD = 'Demo@2026';
export const LOGIN_URL = /\/admin-panel\/auth\/login$/;
export const DASHBOARD_URL = /\/admin-panel\/dashboard$/;

/** A demo user's stored session, made once per run (see e2e/demoSessions.ts). */
export { enterAs, type DemoEmail } from './demoSessions';

/**
 * Signs in through the login page as a person would: for specs about signing in, and for a user
 * made by the spec or a session the spec ends or refreshes (a demo user is otherwise entered with enterAs).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin-panel/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(DASHBOARD_URL);
}

/** Console errors and uncaught exceptions (a CSP violation shows up here). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A person's pace between two keys: what let the picker's own timers run between keystrokes (issue 31 item 3). */
export const TYPING_DELAY_MS = 80;

/**
 * Types a date into the panel's DD-MM-YYYY picker (MUI's sectioned field) named `label`, once,
 * digit by digit at a person's pace, and waits until the field shows it whole.
 */
export async function typeDate(page: Page, label: string, ddmmyyyy: string): Promise<void> {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(ddmmyyyy.replace(/-/g, ''), { delay: TYPING_DELAY_MS });
  await expect.poll(() => shownDate(page, label), { timeout: budget(5_000) }).toBe(ddmmyyyy);
}

/** The date a DD-MM-YYYY picker shows, as 'DD-MM-YYYY'. */
export async function shownDate(page: Page, label: string): Promise<string> {
  const text = await page.getByRole('group', { name: label, exact: true }).textContent();
  return (text ?? '').replace(/[^0-9-]/g, '');
}
