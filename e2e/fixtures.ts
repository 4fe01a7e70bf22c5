import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../domain/storageKeys';
import type { LoginResponseData } from '../domain/user';
import { budget } from './budget';
import { openFirstScreen } from './demoSessions';
import { E2E_PORT } from './env';

const baseUrl = () => `http://127.0.0.1:${E2E_PORT}`;

export const DEMO_PASSWORD = 'Demo@2026';
export const LOGIN_URL = /\/admin-panel\/auth\/login$/;
export const DASHBOARD_URL = /\/admin-panel\/dashboard$/;

/** A demo user's stored session, made once per run (see e2e/demoSessions.ts). */
export { enterAs, type DemoEmail } from './demoSessions';

/**
 * Opens the panel signed in as a user the spec made for itself, without the login page: the
 * login call is made through the API and its answer stored as the login page stores it
 * (src/auth/loginRequest.ts: the user with its tokens, the tenant's branding, the system config),
 * then the screen named is loaded, once. A sign-in through the page costs the login page's load
 * and then the dashboard's before the screen the spec is about; specs about signing in use
 * signIn. The session is the context's own (a sign-out or refresh there touches no other spec).
 */
export async function enterWithPassword(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  panelPath = 'dashboard',
): Promise<void> {
  const context = page.context();
  const origin = new URL(page.url() === 'about:blank' ? baseUrl() : page.url()).origin;
  const login = await context.request.post(`${origin}/api/users/login`, { data: { email, password } });
  expect(login.ok(), `sign-in of ${email}: ${await login.text()}`).toBe(true);
  const { tenantConfig, ...user } = ((await login.json()) as { data: LoginResponseData }).data;
  const configFor = user.landlordId ?? 'default';
  const config = await context.request.get(`${origin}/api/get/${encodeURIComponent(configFor)}`);
  expect(config.ok(), `system config of ${email}: ${await config.text()}`).toBe(true);
  const systemConfig = { ...((await config.json()) as { data: object }).data, tenantId: configFor };
  await context.setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: STORAGE_KEYS.user, value: JSON.stringify(user) },
          { name: STORAGE_KEYS.authToken, value: String(user.access_token) },
          { name: STORAGE_KEYS.refreshToken, value: String(user.refresh_token) },
          { name: STORAGE_KEYS.shopTenant, value: JSON.stringify({ ...tenantConfig }) },
          { name: STORAGE_KEYS.systemConfig, value: JSON.stringify(systemConfig) },
          { name: STORAGE_KEYS.lastActivity, value: String(Date.now()) },
        ],
      },
    ],
  });
  await openFirstScreen(page, panelPath);
}

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
