import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { eventually, portClosed, watchOutput } from './processHelpers';

const JWT_SECRET = 'shutdown-test-jwt-secret-0123456789abcdef';
const METRICS_TOKEN = 'shutdown-test-metrics-token-0123';

/**
 * Issue 23 item 4, as an operator sees it: the real server process prints its configuration with
 * the secrets as ***, and on SIGTERM stops taking connections but answers the request under way
 * (here a sign-in whose body is still arriving) before it exits 0.
 */
describe('the server process on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints its configuration redacted, finishes the request in flight, then exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        JWT_SECRET,
        METRICS_TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const { matched, output } = watchOutput(child, /running on http:\/\/localhost:(\d+)/);
    const port = Number((await matched)[1]);

    const configLine = () =>
      output()
        .split('\n')
        .find((line) => line.includes('"msg":"configuration"'));
    // The log and the banner are written apart; the log line may come second.
    expect(await eventually(() => configLine() !== undefined, 10_000)).toBe(true);
    const logged = JSON.parse(configLine()!) as { config: Record<string, string> };
    expect(logged.config).toMatchObject({
      JWT_SECRET: '***',
      METRICS_TOKEN: '***',
      LOG_LEVEL: 'info',
      PORT: '0',
    });
    expect(output()).not.toContain(JWT_SECRET);
    expect(output()).not.toContain(METRICS_TOKEN);

    // A sign-in whose body arrives in two parts: SIGTERM comes between them.
    const body = JSON.stringify({ email: 'landlord@example.com', password: DEMO_PASSWORD });
    const socket = net.connect({ host: '127.0.0.1', port });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => socket.on('end', () => resolve()));
    socket.write(
      `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    // No new connection is taken once shutdown has begun.
    let closed = false;
    for (let i = 0; i < 50 && !closed; i++) {
      closed = await portClosed(port);
      if (!closed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(closed).toBe(true);
    expect(child.exitCode).toBeNull(); // still there: a request is under way

    socket.write(body.slice(10));
    await answered;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(answer).toContain('"access_token"');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');
  }, 120_000);
});
