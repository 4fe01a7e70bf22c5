import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../domain/documents';
import { FILE_SWEEP_GRACE_MS, sweepFiles } from '../../server/jobs/fileSweep';
import { BUCKET_LINK_SECONDS } from '../../server/routes/files';
import { storeDocument } from '../../server/storage/documents';
import { MINIMAL_PDF } from './multipart';
import { createPayment, paymentPayload, unpaidInvoice } from './paymentFixtures';
import { openStorage, STORAGE_KINDS, type StorageUnderTest } from './storageKinds';
import { bearer, databaseKinds, login, startTestApp } from './testApp';

/*
 * Issue 23 item 3 through the API, on disk and on an S3-compatible server: an attachment uploaded
 * with the panel's call downloads by the link the answer carries (with STORAGE=s3 the link sends
 * the browser on to the bucket's presigned GET), links expire, ownership still decides who gets a
 * link, public images are served from the store, and the file sweep deletes there.
 */

const cases = databaseKinds().flatMap((db) => STORAGE_KINDS.map((storage) => [db, storage] as const));

describe.each(cases)('stored files through the API (%s, %s)', (db, kind) => {
  let s: StorageUnderTest;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let landlord: string;
  let landlord2: string;
  let invoiceId: string;
  let link: string;

  /** Follows a document link as a browser would: through the API, then on to the bucket. */
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    if (kind === 'disk' || res.statusCode !== 302) {
      return { status: res.statusCode, body: res.rawPayload, headers: res.headers as Record<string, string> };
    }
    const location = String(res.headers.location);
    expect(location.startsWith(`${s.s3!.endpoint}/`)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bucket = await fetch(location);
    return {
      status: bucket.status,
      body: Buffer.from(await bucket.arrayBuffer()),
      headers: Object.fromEntries(bucket.headers.entries()),
    };
  };

  beforeAll(async () => {
    s = await openStorage(kind);
    t = await startTestApp(db, { env: s.env });
    landlord = (await login(t.app, 'landlord@example.com')).data.access_token;
    landlord2 = (await login(t.app, 'landlord2@example.com')).data.access_token;
    const invoice = await unpaidInvoice(t.app);
    invoiceId = invoice.id;
    const payment = await createPayment(t.app, landlord, paymentPayload(invoice.id), {
      files: [{ name: 'bank-slip.pdf', data: MINIMAL_PDF, type: 'application/pdf' }],
    });
    link = payment.docs.attachments[0]!.url;
  });
  afterAll(async () => {
    await t?.close();
    await s?.close();
  });
  afterEach(() => t.clock.reset());

  it('downloads an uploaded attachment by its signed link, from the store configured', async () => {
    expect(t.app.ctx.storage.kind).toBe(kind);
    const file = await download(link);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.body).equals(Buffer.from(MINIMAL_PDF))).toBe(true);
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['content-type']).toBe('application/pdf');
    const key = /\/api\/files\/([^?]+)/.exec(link)![1]!;
    expect(await s.storage.exists(`documents/${key}`)).toBe(true);
    // With a bucket, nothing lands in the data folder.
    expect(existsSync(path.join(s.dataDir, 'documents', key))).toBe(kind === 'disk');
  });

  it('lets the panel show photos from the bucket, and from nowhere else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(landlord) });
    const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(imgSrc.split(' ')).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...(kind === 's3' ? [s.s3!.endpoint] : []),
    ]);
  });

  it('refuses an expired link with 403, at the API and at the bucket', async () => {
    t.clock.advance(16 * 60_000);
    const late = await t.app.inject({ method: 'GET', url: link });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(DOCUMENT_MESSAGES.linkExpired);
    if (kind === 's3') {
      // The bucket's own link lives a minute: one made two minutes ago is refused by the bucket.
      t.clock.reset();
      t.clock.advance(-(BUCKET_LINK_SECONDS + 60) * 1000);
      const stale = await download(link);
      expect(stale.status).toBe(403);
      expect(stale.body.toString()).toContain('Request has expired');
    }
  });

  it('gives another landlord no link, and a link altered to another file opens nothing', async () => {
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/get/${invoiceId}`,
      headers: bearer(landlord2),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('/api/files/');
    const other = await storeDocument(t.app.ctx.storage, {
      filename: 'other.pdf',
      data: Buffer.from(MINIMAL_PDF),
      mimetype: 'application/pdf',
    });
    if (!other.ok) throw new Error(other.message);
    const altered = link.replace(/\/api\/files\/[^?]+/, `/api/files/${other.document.key}`);
    expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);
  });

  it('serves an uploaded avatar at /uploads/… from the store, cached by its hash', async () => {
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/avatar',
      headers: bearer(landlord),
      payload: body as never,
    });
    expect(res.statusCode, res.body).toBe(200);
    const avatar = res.json<{ data: { avatar: string } }>().data.avatar;
    expect(await s.storage.exists(avatar)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(32);
    const again = await t.app.inject({
      method: 'GET',
      url: `/${avatar}`,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(64)}.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('sweeps from the store the files no record names, keeping the attachment', async () => {
    const orphan = await storeDocument(t.app.ctx.storage, {
      filename: 'abandoned.pdf',
      data: Buffer.from(MINIMAL_PDF),
      mimetype: 'application/pdf',
    });
    if (!orphan.ok) throw new Error(orphan.message);
    t.clock.advance(FILE_SWEEP_GRACE_MS + 60 * 60_000);
    const result = await sweepFiles(t.app.ctx);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await s.storage.exists(`documents/${orphan.document.key}`)).toBe(false);
    const key = /\/api\/files\/([^?]+)/.exec(link)![1]!;
    expect(await s.storage.exists(`documents/${key}`)).toBe(true);
  });
});
