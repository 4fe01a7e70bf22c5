import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed';

export interface BannerFacts {
  /** http://localhost:<port actually bound> */
  base: string;
  database: string;
  /** Where uploaded files are kept (a folder or a bucket: never a key). */
  files: string;
  seedDemo: boolean;
  /** Mail goes to an SMTP server; without one it stays in the outbox the super admin reads. */
  smtp: boolean;
  /**
   * stdout is a terminal: a person reads it. Otherwise it is a log file or a collector, where a
   * password must never land (issue 15 item 9), so the demo password is left out.
   */
  terminal: boolean;
}

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
  ];
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
