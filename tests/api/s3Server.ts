import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/*
 * An S3-compatible server on loopback for the storage suite: s3rver 3.7 in this process, its
 * objects in a temporary folder. Its handler goes on a server of our own, so a port another test
 * file holds is simply tried again (s3rver's own run() would crash the process on EADDRINUSE).
 * Ports come from 18200–18299, the range this suite was given.
 */

export const TEST_BUCKET = 'rentals-test';
const FIRST_PORT = 18200;
const PORTS = 100;

export interface TestS3Server {
  endpoint: string;
  /** The variables that point the app (or the migration command) at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

function listenOn(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      if (err.code === 'EADDRINUSE') resolve(false);
      else reject(err);
    };
    const listening = () => {
      server.off('error', failed);
      resolve(true);
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, '127.0.0.1');
  });
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'rentals-s3rver-'));
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  await s3rver.configureBuckets();
  const server = createServer(s3rver.callback());
  const start = Math.floor(Math.random() * PORTS);
  let port = 0;
  for (let i = 0; i < PORTS && !port; i++) {
    const candidate = FIRST_PORT + ((start + i) % PORTS);
    if (await listenOn(server, candidate)) port = candidate;
  }
  if (!port) throw new Error(`no free port in ${FIRST_PORT}-${FIRST_PORT + PORTS - 1} for the S3 server`);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
