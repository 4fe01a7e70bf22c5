import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed';

/** The only file that listens; it also closes cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // The port actually bound (PORT=0 asks the system for a free one).
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `  Rentals is running on ${base}`,
    `    public site  ${base}/`,
    `    admin panel  ${base}/admin-panel`,
    `    API          ${base}/api/health`,
    `    database     ${app.database.kind === 'pglite' ? `embedded (${config.pgliteDir})` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.seedDemo) {
    lines.push('', `  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.email.padEnd(24)} ${login.note}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
