import os from 'node:os';
import path from 'node:path';

/** Shared by playwright.config.ts and the specs (the specs must not import the config itself). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';

/**
 * The SMTP capture the e2e server mails to (SMTP_URL): 2525 with the default E2E_PORT, moved
 * along with E2E_PORT so that runs on different ports do not share a mailbox.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525 + ((E2E_PORT - 4173 + 1000) % 1000));
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;

/**
 * A second server as `npm start` runs it by default (no SMTP_URL, a generated JWT secret, demo
 * data): the Mail outbox spec reads mails there. Moved along with E2E_PORT, clear of Vite's 5173.
 */
export const E2E_OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? E2E_PORT + 2000);
export const E2E_OUTBOX_URL = `http://127.0.0.1:${E2E_OUTBOX_PORT}`;

/** Every captured mail, one JSON object a line (written by e2e/smtpCapture.ts, read by e2e/mailbox.ts). */
export const E2E_MAILBOX_FILE = path.join(os.tmpdir(), `rentals-e2e-mail-${E2E_PORT}`, 'mailbox.jsonl');
