import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { redactedEnvironment } from './configSummary';
import { startBanner } from './startBanner';

/**
 * The only file that listens; it also closes cleanly on SIGTERM, SIGINT and SIGHUP: it stops
 * accepting connections (and answers 503 to new requests on open ones), lets the requests under way
 * finish, stops the jobs after their runs under way, closes the database, and exits 0; or exits 1
 * when that takes longer than SHUTDOWN_TIMEOUT_SECONDS.
 */
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
    setTimeout(() => {
      app.log.error({ seconds: config.shutdownTimeoutSeconds }, 'shutdown took too long; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
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

  // What this process runs with, for whoever reads the log later: secrets as ***.
  app.log.info({ config: redactedEnvironment(process.env) }, 'configuration');
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
      // The interface actually bound, as the system reports it.
      host: typeof address === 'object' && address ? address.address : config.host,
      payments: config.payments.provider,
      smtp: !!config.smtpUrl,
      terminal: process.stdout.isTTY === true,
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
