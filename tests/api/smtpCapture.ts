import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (127.0.0.1, a free port) that keeps every message it
 * receives. Point the app at it with `SMTP_URL: capture.url`. No test-runner imports: Vitest
 * suites and Playwright fixtures (or a script run with tsx) can all use it.
 *
 *   const capture = await startSmtpCapture();
 *   // … the app sends a mail to someone@example.com …
 *   const mail = await capture.take((m) => m.to.includes('someone@example.com'));
 *   const code = codeFrom(mail);
 *   await capture.close();
 */

export interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  port: number;
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every message received and not yet taken, oldest first. */
  messages: CapturedMail[];
  /** Removes and returns the oldest message matching `match` (a recipient or a test), waiting for one. */
  take(match: string | ((mail: CapturedMail) => boolean), timeoutMs?: number): Promise<CapturedMail>;
  clear(): void;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS (a self-signed certificate would fail nodemailer's check), no auth.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ ...parseMessage(raw), to, from, raw });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const take: SmtpCapture['take'] = (match, timeoutMs = 10_000) => {
    const test = typeof match === 'string' ? (m: CapturedMail) => m.to.includes(match.toLowerCase()) : match;
    return new Promise((resolve, reject) => {
      const look = () => {
        const index = messages.findIndex(test);
        if (index < 0) return false;
        clearTimeout(timer);
        waiters.delete(look);
        resolve(messages.splice(index, 1)[0]!);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no mail matching ${String(match)} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!look()) waiters.add(look);
    });
  };

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    take,
    clear: () => {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The recovery code in a 'password-code' mail: the line that holds four digits and nothing else. */
export function codeFrom(mail: Pick<CapturedMail, 'text'>): string {
  const found = /^\s*(\d{4})\s*$/m.exec(mail.text);
  if (!found) throw new Error(`no 4-digit code in the mail:\n${mail.text}`);
  return found[1]!;
}

// A small MIME reader: enough for what nodemailer writes (multipart/alternative; 7bit,
// quoted-printable or base64 parts; RFC 2047 encoded subjects).

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collectBodies(part: Part, out: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  const body = decodeBody(part).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) out.html ||= body;
  else if (/^text\/plain/i.test(type)) out.text ||= body;
}

/** Subject and the text and HTML bodies of a raw message. */
export function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const root = splitPart(raw);
  const out = { text: '', html: '' };
  collectBodies(root, out);
  return { subject: decodeEncodedWords(root.headers.get('subject') ?? ''), ...out };
}
