import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMessage } from '../tests/api/smtpCapture';

/** One captured mail as e2e/mailbox.ts reads it back. */
export interface MailboxEntry {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/**
 * The e2e server's mail server: a real SMTP server on a fixed port (the server is told its URL
 * before this starts, see globalSetup.ts) that appends each message to `file` as one JSON line,
 * so the specs, which run in other processes, can read it. The MIME reading is the API tests'
 * (tests/api/smtpCapture.ts); that capture takes a free port, which SMTP_URL cannot know in advance.
 */
export async function startMailboxCapture(port: number, file: string): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(file), { recursive: true });
  rmSync(file, { force: true });
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS (nodemailer would refuse a self-signed certificate), no auth.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const { subject, text, html } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const entry: MailboxEntry = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject,
          text,
          html,
          receivedAt: Date.now(),
        };
        // One write per line: readers never see half a message.
        appendFileSync(file, `${JSON.stringify(entry)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
