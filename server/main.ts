import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startBanner } from './startBanner';

/** The only file that listens; it also closes cleanly on SIGTERM, SIGINT and SIGHUP. */
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
  // A chosen payment gateway whose adapter is missing is a configuration error too.
  const app = await buildApp(config).catch((err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
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
  // The terminal closed: close as cleanly as on Ctrl+C rather than dying mid-write.
  process.on('SIGHUP', () => shutdown('SIGHUP'));

  await app.listen({ host: config.host, port: config.port });
  // The port actually bound (PORT=0 asks the system for a free one).
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    startBanner({
      base: `http://localhost:${port}`,
      database:
        app.database.kind === 'pglite' ? `embedded (${config.pgliteDir})` : 'PostgreSQL (DATABASE_URL)',
      files: app.ctx.storage.where,
      seedDemo: config.seedDemo,
      smtp: !!config.smtpUrl,
      terminal: process.stdout.isTTY === true,
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
