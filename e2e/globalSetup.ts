import { chromium, type FullConfig } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/db/seed';
import { TIME_SCALE } from './budget';
import { makeDemoSessions } from './demoSessions';
import { E2E_MAILBOX_FILE, E2E_OUTBOX_URL, E2E_PORT, E2E_SMTP_PORT } from './env';
import { startMailboxCapture } from './smtpCapture';
import { warmUp } from './warmUp';

/**
 * Starts the SMTP capture the e2e server mails to, for the whole run, warms both servers
 * (e2e/warmUp.ts), then signs each demo user in once through the login page and keeps its
 * session for the specs (e2e/demoSessions.ts; this also pays Chromium's first start and the
 * panel's first load). The returned function (Playwright's global teardown) stops the capture.
 *
 * Order: Playwright 1.65 starts the webServers before globalSetup (its runner sets up plugins,
 * webServer among them, then the global setups), so both servers answer by now. The server's
 * SMTP_URL names the capture's fixed port; nodemailer connects only when a mail is sent, and
 * mails are sent only by tests, which start after this function has returned.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const stop = await startMailboxCapture(E2E_SMTP_PORT, E2E_MAILBOX_FILE);
  try {
    const started = Date.now();
    const baseURL = `http://127.0.0.1:${E2E_PORT}`;
    await warmUp([baseURL, E2E_OUTBOX_URL], process.env.E2E_STATIC_DIR ?? 'dist');
    const browser = await chromium.launch(config.projects[0]!.use.launchOptions);
    try {
      await makeDemoSessions(browser, baseURL, DEMO_PASSWORD);
    } finally {
      await browser.close();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Warmed both servers and signed the demo users in in ${seconds} s; time budgets ×${TIME_SCALE.toFixed(2)}`,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}
