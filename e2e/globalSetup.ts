import type { FullConfig } from '@playwright/test';
import { TIME_SCALE } from './budget';
import { E2E_MAILBOX_FILE, E2E_OUTBOX_URL, E2E_PORT, E2E_SMTP_PORT } from './env';
import { startMailboxCapture } from './smtpCapture';
import { warmUp } from './warmUp';

/**
 * Starts the SMTP capture the e2e server mails to, for the whole run, then warms both servers
 * and Chromium (e2e/warmUp.ts); the returned function (Playwright's global teardown) stops the
 * capture.
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
    await warmUp(
      config,
      [`http://127.0.0.1:${E2E_PORT}`, E2E_OUTBOX_URL],
      process.env.E2E_STATIC_DIR ?? 'dist',
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Warmed both servers and Chromium in ${seconds} s; time budgets ×${TIME_SCALE.toFixed(2)}`);
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}
