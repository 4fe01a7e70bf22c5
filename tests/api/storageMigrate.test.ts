import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDocument } from '../../server/storage/documents';
import { storeImage } from '../../server/storage/images';
import { copyStoredFiles } from '../../server/storage/migrateToS3';
import { MINIMAL_PDF } from './multipart';
import { createPayment, paymentPayload, unpaidInvoice } from './paymentFixtures';
import { openStorage, type StorageUnderTest } from './storageKinds';
import { buildTestApp, databaseKinds, login, startTestApp } from './testApp';

/*
 * Moving a deployment from disk to S3 (issue 23 item 3): `npm run storage:migrate-to-s3` copies
 * every stored file to the bucket, verifies each, and does nothing twice; afterwards an instance
 * with STORAGE=s3 serves the links and records made while the files were on disk.
 */

const run = promisify(execFile);
const SECRET = 'never-printed-secret-key-4417';

const readAll = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('copying the stored files to the bucket', () => {
  let disk: StorageUnderTest;
  let bucket: StorageUnderTest;
  const keys: string[] = [];
  beforeAll(async () => {
    disk = await openStorage('disk');
    bucket = await openStorage('s3');
    for (const name of ['lease.pdf', 'civil-id.pdf']) {
      const stored = await storeDocument(disk.storage, {
        filename: name,
        data: Buffer.concat([Buffer.from(MINIMAL_PDF), Buffer.from(name)]),
        mimetype: 'application/pdf',
      });
      if (!stored.ok) throw new Error(stored.message);
      keys.push(`documents/${stored.document.key}`);
    }
    keys.push(await storeImage(disk.storage, Buffer.from('RIFF-a-logo-WEBP')));
    // A write cut short leaves a temporary dot file: not a stored file, not copied.
    writeFileSync(path.join(disk.dataDir, 'documents', '.half-written.pdf.1a2b.tmp'), 'half');
  });
  afterAll(async () => {
    await disk?.close();
    await bucket?.close();
  });

  it('copies every file with its bytes, then finds nothing left to do', async () => {
    const first = await copyStoredFiles(disk.storage, bucket.storage);
    expect(first).toMatchObject({ copied: 3, alreadyThere: 0, failed: [] });
    for (const key of keys) {
      const [from, to] = await Promise.all([disk.storage.get(key), bucket.storage.get(key)]);
      expect((await readAll(to!.body)).equals(await readAll(from!.body)), key).toBe(true);
    }
    const listed: string[] = [];
    for await (const o of bucket.storage.list('documents/')) listed.push(o.key);
    expect(listed.sort()).toEqual(keys.filter((k) => k.startsWith('documents/')).sort());
    expect(await copyStoredFiles(disk.storage, bucket.storage)).toMatchObject({
      copied: 0,
      alreadyThere: 3,
      failed: [],
    });
  });

  it('copies again a file whose copy in the bucket differs', async () => {
    await bucket.storage.put(keys[0]!, Buffer.from('damaged'), 'application/pdf');
    expect(await copyStoredFiles(disk.storage, bucket.storage)).toMatchObject({ copied: 1, alreadyThere: 2 });
    const repaired = await readAll((await bucket.storage.get(keys[0]!))!.body);
    expect(repaired.toString()).toContain('lease.pdf');
  });

  it('is one command that says what it did and never prints the secret key', async () => {
    const env = {
      ...process.env,
      ...bucket.env,
      STORAGE: 'disk',
      DATA_DIR: disk.dataDir,
      S3_SECRET_ACCESS_KEY: SECRET,
    };
    const tsx = path.resolve('node_modules/.bin/tsx');
    const { stdout, stderr } = await run(tsx, ['scripts/storage-migrate-to-s3.ts'], { env });
    expect(stdout).toContain('0 copied (0 bytes), 3 already in the bucket, 0 failed');
    expect(stdout + stderr).not.toContain(SECRET);
    const refusal = (extra: NodeJS.ProcessEnv) =>
      run(tsx, ['scripts/storage-migrate-to-s3.ts'], { env: { ...env, ...extra } }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      );
    const noBucket = await refusal({ S3_BUCKET: undefined });
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toContain('Set S3_BUCKET');
    const badBucket = await refusal({ S3_BUCKET: 'Not A Bucket' });
    expect(badBucket.code).toBe(1);
    expect(badBucket.stderr).toContain('S3_BUCKET: must be a bucket name');
    expect(badBucket.stderr).not.toContain(SECRET);
  }, 60_000);
});

describe.each(databaseKinds())('an installation moved from disk to S3 (%s)', (db) => {
  let disk: StorageUnderTest;
  let bucket: StorageUnderTest;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    disk = await openStorage('disk');
    bucket = await openStorage('s3');
    t = await startTestApp(db, { env: disk.env });
  });
  afterAll(async () => {
    await t?.close();
    await disk?.close();
    await bucket?.close();
  });

  it('serves after the move the attachment uploaded before it, by the link given before it', async () => {
    const landlord = (await login(t.app, 'landlord@example.com')).data.access_token;
    const payment = await createPayment(t.app, landlord, paymentPayload((await unpaidInvoice(t.app)).id), {
      files: [{ name: 'slip.pdf', data: MINIMAL_PDF, type: 'application/pdf' }],
    });
    const link = payment.docs.attachments[0]!.url;
    expect((await copyStoredFiles(t.app.ctx.storage, bucket.storage)).failed).toEqual([]);

    const moved = await buildTestApp(t.database.handle, { env: { ...bucket.env, DATA_DIR: bucket.dataDir } });
    try {
      expect(moved.app.ctx.storage.kind).toBe('s3');
      const res = await moved.app.inject({ method: 'GET', url: link });
      expect(res.statusCode).toBe(302);
      const file = await fetch(String(res.headers.location));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(MINIMAL_PDF))).toBe(true);
    } finally {
      await moved.close();
    }
  });
});
