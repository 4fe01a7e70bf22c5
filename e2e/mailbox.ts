import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { budget } from './budget';
import { E2E_MAILBOX_FILE } from './env';
import type { MailboxEntry } from './smtpCapture';

export type { MailboxEntry } from './smtpCapture';
/** The recovery code in a password-code mail (the API tests' reader). */
export { codeFrom } from '../tests/api/smtpCapture';

interface MailQuery {
  /** Only mails whose subject matches (the server also mails approvals and password changes). */
  subject?: RegExp;
  /** Only mails received at or after this time (Date.now() before the action that sends it). */
  since?: number;
  timeoutMs?: number;
}

function readMailbox(): MailboxEntry[] {
  if (!existsSync(E2E_MAILBOX_FILE)) return [];
  return readFileSync(E2E_MAILBOX_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as MailboxEntry);
}

/** The newest mail to `to` that matches, waiting until the captured mailbox has one. */
export async function readLatestMail(to: string, query: MailQuery = {}): Promise<MailboxEntry> {
  const { subject, since = 0, timeoutMs = budget(15_000) } = query;
  const latest = () =>
    readMailbox()
      .filter(
        (m) =>
          m.to.includes(to.toLowerCase()) && m.receivedAt >= since && (!subject || subject.test(m.subject)),
      )
      .at(-1);
  let found: MailboxEntry | undefined;
  await expect
    .poll(() => (found = latest()), {
      message: `no mail to ${to}${subject ? ` with subject ${subject}` : ''} within ${timeoutMs} ms`,
      timeout: timeoutMs,
    })
    .toBeDefined();
  return found!;
}
