import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { adminQuery, dropOrphanDatabases } from './adminQuery';
import { watchOutput } from './processHelpers';
import { spawnTracked, stopProcess } from './trackedProcesses';

/*
 * Two real server processes (server/main.ts) on one PostgreSQL database, behind HAProxy on
 * loopback, as production runs them (issue 23 item 1): used by tests/api/twoInstances.test.ts and
 * bench/twoInstances.ts. Everything lives in a temporary folder and a database of its own, and
 * `stop()` (also run when the Node process exits) kills every process it started.
 *
 * HAProxy balances round-robin. A request may name its instance with the `X-Instance: a|b` header
 * (so a test can sign in through one and call through the other); every answer says which one
 * served it in `X-Served-By`.
 */

export const INSTANCE_NAMES = ['a', 'b'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

/** Where HAProxy is: Debian's package, or whatever `haproxy` the PATH finds; null without one. */
export function haproxyPath(): string | null {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** Why the cluster cannot run here, or null when it can (PostgreSQL and HAProxy are both needed). */
export function clusterUnavailable(): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (two instances need PostgreSQL)';
  if (!haproxyPath()) return 'HAProxy is not installed (apt-get install haproxy)';
  return null;
}

export interface Instance {
  name: InstanceName;
  /** http://127.0.0.1:<port>, the instance itself (HAProxy's health check uses it too). */
  base: string;
  pid: number;
}

export interface Cluster {
  /** HAProxy's address: every call of a test or a bench goes here. */
  base: string;
  instances: Instance[];
  /** The cluster's own database (migrated; seeded when asked), for setting up and checking rows. */
  database: DatabaseHandle;
  databaseUrl: string;
  /** The folder both instances store files in (DATA_DIR). */
  dataDir: string;
  /** What the processes printed so far (for a failing test's message). */
  output(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** HAProxy listens here and the instances on the next two ports. */
  port: number;
  /** Extra environment of both instances (limits, job intervals). */
  env?: Record<string, string>;
  /** Runs once the instances have migrated the database, before HAProxy takes traffic. */
  seed?: (database: DatabaseHandle, dataDir: string) => Promise<void>;
  /** A PostgreSQL server's URL to create the cluster's database on; TEST_DATABASE_URL by default. */
  adminUrl?: string;
}

export function haproxyConfig(port: number, instances: Instance[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    // The client's address as HAProxy saw it, replacing any the client sent (TRUST_PROXY reads it).
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    ...INSTANCE_NAMES.map((name) => `  use-server ${name} if { req.hdr(x-instance) -m str ${name} }`),
    '  http-response set-header X-Served-By %s',
    ...instances.map((i) => `  server ${i.name} ${new URL(i.base).host} check inter 1s`),
    '',
  ].join('\n');
}

/**
 * Creates a database, starts both instances on it at once (both migrate it at start, as two
 * replicas of a deployment do), seeds it, then starts HAProxy and waits until it answers through
 * both. On any failure everything started so far is stopped.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const adminUrl = options.adminUrl ?? process.env.TEST_DATABASE_URL;
  const haproxy = haproxyPath();
  if (!adminUrl || !haproxy) throw new Error(clusterUnavailable() ?? 'unavailable');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-two-instances-'));
  const dataDir = path.join(dir, 'data');
  await dropOrphanDatabases(adminUrl, ['rentals_two']);
  const name = `rentals_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  const outputs: (() => string)[] = [];
  let database: DatabaseHandle | undefined;

  const stop = async () => {
    await Promise.all(children.map(stopProcess));
    await database?.close();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const base = `http://127.0.0.1:${options.port}`;
    const instances: Instance[] = [];
    const ready = INSTANCE_NAMES.map((instanceName, i) => {
      const port = options.port + 1 + i;
      const child = spawnTracked(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        STATIC_DIR: path.join(dir, 'no-build'),
        JWT_SECRET: `two-instances-${name}-0123456789abcdef`,
        PUBLIC_URL: base,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        INVOICE_JOB_MINUTES: '0',
        MAINTENANCE_JOB_MINUTES: '0',
        EXPENSE_JOB_MINUTES: '0',
        REMINDER_JOB_MINUTES: '0',
        FILE_SWEEP_MINUTES: '0',
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        PAYMENT_RECONCILER_MINUTES: '0',
        ...options.env,
      });
      children.push(child);
      const watch = watchOutput(child, /running on http:\/\/localhost:\d+/, 60_000);
      outputs.push(watch.output);
      instances.push({ name: instanceName, base: `http://127.0.0.1:${port}`, pid: child.pid! });
      return watch.matched;
    });
    await Promise.all(ready);
    database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
    await options.seed?.(database, dataDir);

    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(options.port, instances));
    const balancer = spawnTracked(haproxy, ['-db', '-f', configFile], process.env);
    children.push(balancer);
    outputs.push(collectOutput(balancer));
    await untilBothServe(base, balancer);
    return {
      base,
      instances,
      database,
      databaseUrl,
      dataDir,
      output: () => outputs.map((o) => o()).join('\n'),
      stop,
    };
  } catch (err) {
    const printed = outputs.map((o) => o()).join('\n');
    await stop();
    throw new Error(`${(err as Error).message}\n${printed}`.trim(), { cause: err });
  }
}

/** HAProxy is up and has seen both instances healthy: a request pinned to each one answers 200. */
async function untilBothServe(base: string, balancer: ChildProcess): Promise<void> {
  const end = Date.now() + 20_000;
  for (;;) {
    if (balancer.exitCode !== null) throw new Error(`haproxy exited with ${balancer.exitCode}`);
    const answers = await Promise.all(
      INSTANCE_NAMES.map((name) =>
        fetch(`${base}/api/health`, { headers: { 'x-instance': name } }).then(
          (res) => res.status === 200 && res.headers.get('x-served-by') === name,
          () => false,
        ),
      ),
    );
    if (answers.every(Boolean)) return;
    if (Date.now() > end) throw new Error('HAProxy did not serve both instances within 20 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const add = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => output;
}

/** Resident memory of a process in MB (Linux /proc), or null where it cannot be read. */
export function rssMegabytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}
