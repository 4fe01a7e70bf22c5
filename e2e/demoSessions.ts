import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { budget } from './budget';
import { E2E_PORT } from './env';

/*
 * Issue 33 item 2: each demo user signs in once per run, in global setup, through the login page
 * as a person would; Playwright keeps what the panel stored (its localStorage: the user, both
 * tokens, the system config) as a storage state, and a spec that needs the user signed in starts
 * from that state (enterAs in e2e/fixtures.ts) instead of signing in again.
 *
 * Every context started from one state holds the same session, so two things that would end or
 * rotate it for all of them must not happen there:
 * - a refresh: refresh tokens rotate, and a token spent by one browser is a replay when another
 *   presents it after the 30 s grace (server/auth/sessions.ts), which ends the session for all.
 *   The e2e server's access tokens live a day (playwright.config.ts, ACCESS_TOKEN_TTL), checked
 *   below against the run's length, so no browser holding a shared state ever needs one;
 * - a sign-out, which revokes the session on the server.
 * enterAs refuses both calls in a shared context and fails the test that made them: a spec that
 * tests refreshing or signing out signs in itself (signIn), with a session of its own.
 */

/** The demo users a spec may enter as (the pending landlord cannot sign in). */
export const DEMO_EMAILS = [
  'super@example.com',
  'landlord@example.com',
  'landlord2@example.com',
  'manager@example.com',
  'tenant@example.com',
  'owner@example.com',
] as const;
export type DemoEmail = (typeof DEMO_EMAILS)[number];

/** Where this run's states are kept: beside the run's mailbox, per E2E_PORT, outside test-results/ (emptied by the runner). */
const STATE_DIR = path.join(os.tmpdir(), `rentals-e2e-sessions-${E2E_PORT}`);

export const demoStateFile = (email: DemoEmail): string => path.join(STATE_DIR, `${email}.json`);

/** A run longer than this would outlive the shared access tokens: global setup refuses to start it. */
const LONGEST_RUN_MS = 3 * 3_600_000;

/** The panel's key for the access token (src/api/storageKeys.ts). */
const ACCESS_KEY = 'WEB_ADMIN_AUTH_TOKEN';

async function signInOnce(browser: Browser, baseURL: string, email: DemoEmail, password: string) {
  const context = await browser.newContext({ baseURL });
  // Outside a test no budget applies: the library's own 30 s per navigation and wait would fail the
  // whole run on a loaded machine (six sign-ins side by side, found by test:repeat at load 20–40).
  context.setDefaultTimeout(budget(30_000));
  try {
    const page = await context.newPage();
    await page.goto('/admin-panel/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin-panel\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const state = await context.storageState({ path: demoStateFile(email) });
    const access = state.origins
      .flatMap((o) => o.localStorage)
      .find((item) => item.name === ACCESS_KEY)?.value;
    if (!access) throw new Error(`demo sessions: no access token stored for ${email}`);
    const expiresAt = (decodeJwt(access).exp ?? 0) * 1000;
    if (expiresAt < Date.now() + LONGEST_RUN_MS) {
      throw new Error(
        `demo sessions: ${email}'s access token expires at ${new Date(expiresAt).toISOString()}, ` +
          'within the run; the shared sessions would have to refresh (see e2e/demoSessions.ts)',
      );
    }
  } finally {
    await context.close();
  }
}

/** Signs every demo user in once, side by side, and stores each one's state for the run. */
export async function makeDemoSessions(browser: Browser, baseURL: string, password: string): Promise<void> {
  mkdirSync(STATE_DIR, { recursive: true });
  await Promise.all(DEMO_EMAILS.map((email) => signInOnce(browser, baseURL, email, password)));
}

/** Calls that would end or rotate a shared session for every context holding it. */
const SESSION_ENDING = /\/api\/(users\/logout|refresh\/token)(\?|$)/;

/**
 * Opens the panel as a demo user from the run's stored state: the dashboard (or the screen named,
 * e.g. 'deposits/list', so that a spec about that screen loads the panel once, not the dashboard
 * first and then its screen), signed in, without the login page. A sign-out or a refresh in this
 * context is refused and fails the test.
 */
export async function enterAs(page: Page, email: DemoEmail, panelPath = 'dashboard'): Promise<void> {
  const context = page.context();
  await context.setStorageState(JSON.parse(readFileSync(demoStateFile(email), 'utf8')));
  await context.route(SESSION_ENDING, async (route) => {
    expect
      .soft(
        route.request().url(),
        `${email}'s session is shared by every spec that enters as ${email}: a spec that signs out or refreshes signs in itself (signIn)`,
      )
      .not.toMatch(SESSION_ENDING);
    await route.abort();
  });
  await openFirstScreen(page, panelPath);
}

/** The first load of a context already holding a session: the screen named, its address kept. */
export async function openFirstScreen(page: Page, panelPath: string): Promise<void> {
  const target = `/admin-panel/${panelPath}`;
  await page.goto(target);
  // The screen asked for, not the login page; a list may write its own query (its filter, its sort).
  const screen = target.split('?')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`${screen}(\\?.*)?$`));
}
