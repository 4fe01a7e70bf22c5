import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

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
});
