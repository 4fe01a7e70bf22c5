import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { watchOutput } from './processHelpers';
import { TEST_JWT_SECRET } from './testApp';

/*
 * server/main.ts as production runs it, on a PostgreSQL database, on a port of the caller's. Its
 * connections carry `applicationName` (PGAPPNAME), so a test can find them in pg_stat_activity.
 */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends it with SIGTERM unless it already ended; removes its data folder. */
  stop(): Promise<void>;
}

export async function startServerProcess(options: {
  databaseUrl: string;
  port: number;
  applicationName: string;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-pg-server-'));
  const base = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PGAPPNAME: options.applicationName,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: base,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      INVOICE_JOB_MINUTES: '0',
      MAINTENANCE_JOB_MINUTES: '0',
      EXPENSE_JOB_MINUTES: '0',
      REMINDER_JOB_MINUTES: '0',
      FILE_SWEEP_MINUTES: '0',
      PAYMENT_RECONCILER_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await watchOutput(child, /running on http:\/\/localhost:\d+/, 90_000).matched;
  return {
    child,
    base,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
