import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { budget } from './e2e/budget';
import { E2E_JWT_SECRET, E2E_OUTBOX_PORT, E2E_PORT, E2E_SMTP_URL } from './e2e/env';

/** The e2e tests run the production build on the real server with a fresh embedded database. */
const dataDir = path.join(os.tmpdir(), `rentals-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
/** The second server's: `npm start` on its defaults (no SMTP_URL, a generated JWT secret). */
const outboxDataDir = path.join(os.tmpdir(), `rentals-e2e-outbox-${process.pid}`);
rmSync(outboxDataDir, { recursive: true, force: true });
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';

/*
 * Debian's Chromium where Playwright's own browser is absent (never downloaded here): its headless
 * shell (`/usr/bin/chromium-headless-shell`, package chromium-headless-shell, the same version; what
 * Playwright's own download runs headless tests in) where installed, else the whole browser.
 * The shell took about a third less CPU for the same specs (e2e/README.md, "The headless shell");
 * the frame fault it once missed was axe's, on a loaded machine, in both (e2e/screenChecks.ts).
 * E2E_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const systemChromium =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  // The SMTP capture the server mails to (recovery codes); see e2e/globalSetup.ts for the order.
  // It also warms both servers and Chromium before the first test (see e2e/warmUp.ts).
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two workers: on a 2-core machine two servers and Chromium share the CPU with them. Whether a
  // third pays is not measured yet (e2e/README.md); E2E_WORKERS tries another count.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // No retries: a retry would hide a real failure. Instead the budgets grow on a machine with
  // fewer cores (e2e/budget.ts), where two workers, two servers and Chromium share the CPU.
  retries: 0,
  timeout: budget(30_000),
  expect: { timeout: budget(10_000) },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A failed test keeps its trace: every action with its timing, the network and the console, to
    // find a timing failure at its cause (issue 33); the failure's screenshot and the page's
    // accessibility tree (error-context.md) are kept beside it. Not the screencast: encoding a frame
    // of every repaint for every test cost about a fifth of the whole run on 2 cores (e2e/README.md).
    // Nor, by default, a DOM snapshot before and after every action: about a tenth of the
    // accessibility walk's time, paid by every passing test. E2E_TRACE_SNAPSHOTS=1 brings them back,
    // E2E_TRACE=retain-on-failure the screencast too.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1',
      sources: true,
    },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One project: every spec that writes makes its own records (e2e/ownRecords.ts) or enters as a
  // demo user whose shared session it cannot end (e2e/demoSessions.ts), so any two run side by side.
  projects: [{ name: 'panel' }],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: budget(60_000),
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: E2E_JWT_SECRET,
        LOG_LEVEL: 'warn',
        // The demo users' sessions made in global setup are shared by the specs for the whole run:
        // their access tokens must outlive it, so that none of them is ever refreshed (a refresh
        // rotates the token the others hold; see e2e/demoSessions.ts). The refresh itself is
        // tested with forged expired tokens (e2e/sessionRefresh.spec.ts), not by waiting.
        ACCESS_TOKEN_TTL: '86400',
        // Every spec signs in from 127.0.0.1: the per-address failed-login limit is tested in the API suite.
        LOGIN_MAX_FAILURES: '1000',
        // Likewise the sign-ups per address (several specs register landlords from 127.0.0.1).
        SIGNUP_MAX_PER_ADDRESS: '1000',
        SMTP_URL: E2E_SMTP_URL,
        // Parallel work may build into a directory of its own (E2E_STATIC_DIR) instead of dist/.
        STATIC_DIR: staticDir,
      },
    },
    {
      // `npm start`'s own script on its defaults (no SMTP_URL): the Mail outbox spec's server.
      // STATIC_DIR names the build `npm run test:e2e` has just made, so it builds nothing itself.
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${E2E_OUTBOX_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: budget(60_000),
      env: {
        PORT: String(E2E_OUTBOX_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: outboxDataDir,
        LOG_LEVEL: 'warn',
        STATIC_DIR: staticDir,
      },
    },
  ],
});
