import { E2E_MAILBOX_FILE, E2E_SMTP_PORT } from './env';
import { startMailboxCapture } from './smtpCapture';

/**
 * Starts the SMTP capture the e2e server mails to, for the whole run; the returned function
 * (Playwright's global teardown) stops it.
 *
 * Order: Playwright 1.65 starts the webServer before globalSetup (its runner sets up plugins,
 * webServer among them, then the global setups). That is fine: the server's SMTP_URL names this
 * fixed port, nodemailer connects only when a mail is sent, and mails are sent only by tests,
 * which start after this function has returned.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailboxCapture(E2E_SMTP_PORT, E2E_MAILBOX_FILE);
}
