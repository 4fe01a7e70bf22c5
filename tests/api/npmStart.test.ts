import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, portClosed, processesWithEnv, watchOutput } from './processHelpers';

/**
 * Issue 16 item 9: `npm start` as a process manager runs it. SIGTERM sent to npm's process alone
 * (not to its group, as Ctrl+C would) stops scripts/start.mjs and the server: the port closes
 * and no process of ours is left.
 */
describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-npm-start-'));
  // An empty static dir: start.mjs serves it as is instead of building the panel (slow here).
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-npm-static-'));
  afterAll(() => {
    for (const pid of processesWithEnv(dataDir)) process.kill(pid, 'SIGKILL');
    for (const pid of processesWithEnv(demoDir)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(demoDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });
  const demoDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-npm-start-demo-'));

  it('stops the server when npm alone gets SIGTERM: the port closes, nothing is left', async () => {
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { matched, output } = watchOutput(npm, /running on http:\/\/localhost:(\d+)/);
    const port = Number((await matched)[1]);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    // npm, sh, start.mjs and the server all carry DATA_DIR in their environment (Linux's /proc).
    const linux = process.platform === 'linux';
    if (linux) expect(processesWithEnv(dataDir).length).toBeGreaterThanOrEqual(3);

    npm.kill('SIGTERM');
    expect(await eventually(() => portClosed(port), 15_000), output()).toBe(true);
    expect(await eventually(() => processesWithEnv(dataDir).length === 0, 15_000), output()).toBe(true);
    expect(output()).not.toContain('error while shutting down');
  }, 120_000);

  /** Whether a connection to host:port is accepted. */
  const accepts = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  it('with the demo data and no HOST, listens on 127.0.0.1 only and says how to open it up (issue 30 item 12)', async () => {
    const { HOST: _host, ...inherited } = process.env;
    const npm = spawn('npm', ['start'], {
      env: { ...inherited, PORT: '0', DATA_DIR: demoDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { matched, output } = watchOutput(npm, /demo logins\.\n/);
    await matched;
    const banner = output();
    const port = Number(/running on http:\/\/localhost:(\d+)/.exec(banner)?.[1]);
    expect(banner).toContain(
      "Only this machine can open it (listening on 127.0.0.1: the demo's password is public).",
    );
    expect(banner).toContain('HOST=0.0.0.0 npm start');
    expect(await accepts('127.0.0.1', port)).toBe(true);
    // From this machine's network address (where it has one), nothing answers.
    const outward = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (outward) expect(await accepts(outward.address, port)).toBe(false);

    npm.kill('SIGTERM');
    expect(await eventually(() => portClosed(port), 15_000), output()).toBe(true);
    expect(await eventually(() => processesWithEnv(demoDir).length === 0, 15_000), output()).toBe(true);
  }, 120_000);
});
