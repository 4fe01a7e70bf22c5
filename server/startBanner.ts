import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed';

export interface BannerFacts {
  /** http://localhost:<port actually bound> */
  base: string;
  database: string;
  /** Where uploaded files are kept (a folder or a bucket: never a key). */
  files: string;
  seedDemo: boolean;
  /** The interface listened on (HOST, or its default: 127.0.0.1 with the demo data). */
  host: string;
  /** The payment gateway's name, or null: online payment is off. */
  payments: string | null;
  /** Mail goes to an SMTP server; without one it stays in the outbox the super admin reads. */
  smtp: boolean;
  /**
   * stdout is a terminal: a person reads it. Otherwise it is a log file or a collector, where a
   * password must never land (issue 15 item 9), so the demo password is left out.
   */
  terminal: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

const paymentsLine = (provider: string | null) =>
  provider === null
    ? 'off: no PAYMENT_PROVIDER (no Pay button; set a gateway to take payments online)'
    : provider === 'sandbox'
      ? 'sandbox: simulated, no money moves (the panel says so to every user)'
      : `through ${provider}`;

/** What `npm start` prints once it listens: the addresses, the demo logins, where mail goes. */
export function startBanner(facts: BannerFacts): string {
  const { base } = facts;
  const lines = [
    '',
    `  Rentals is running on ${base}`,
    `    public site  ${base}/`,
    `    admin panel  ${base}/admin-panel`,
    `    API          ${base}/api/health`,
    `    database     ${facts.database}`,
    `    files        ${facts.files}`,
    `    mail         ${facts.smtp ? 'sent through SMTP_URL' : 'no SMTP_URL: kept in the Mail outbox (super admin, /admin-panel/mail-outbox)'}`,
    `    payments     ${paymentsLine(facts.payments)}`,
  ];
  if (facts.seedDemo && LOOPBACK.has(facts.host)) {
    lines.push(
      '',
      `  Only this machine can open it (listening on ${facts.host}: the demo's password is public).`,
      '  To open it to your network, start it with HOST=0.0.0.0 (e.g. HOST=0.0.0.0 npm start);',
      '  anyone who reaches it can then sign in with the demo logins.',
    );
  }
  if (facts.seedDemo) {
    lines.push(
      '',
      facts.terminal
        ? `  Demo logins (password ${DEMO_PASSWORD}):`
        : '  Demo logins (the password is shown when started in a terminal, and in the README):',
    );
    for (const login of DEMO_LOGINS) lines.push(`    ${login.email.padEnd(24)} ${login.note}`);
  }
  return lines.join('\n') + '\n';
}
