import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredObject } from '../../server/storage/fileStorage';
import { storeDocument } from '../../server/storage/documents';
import { storeImage } from '../../server/storage/images';
import { PDF } from './documentFixtures';
import { openStorage, STORAGE_KINDS, type StorageUnderTest } from './storageKinds';

/*
 * The file store's contract (issue 23 item 3), the same tests on the data folder and on an
 * S3-compatible server on loopback: what is put is read back byte for byte, listed, replaced,
 * deleted; keys never leave their folder; the download link works without a token and stops.
 */

const text = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe.each(STORAGE_KINDS)('file storage contract (%s)', (kind) => {
  let s: StorageUnderTest;
  beforeAll(async () => {
    s = await openStorage(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('reads back what it stores, byte for byte, and lists it with its size and time', async () => {
    const data = randomBytes(70_000);
    const key = 'documents/abcdefghijklmnopqrstuv.pdf';
    const before = Date.now() - 2_000; // S3 keeps whole seconds
    await s.storage.put(key, data, 'application/pdf');
    const file = await s.storage.get(key);
    expect(file?.size).toBe(data.length);
    expect((await text(file!.body)).equals(data)).toBe(true);
    expect(await s.storage.exists(key)).toBe(true);
    const info = await s.storage.stat(key);
    expect(info).toMatchObject({ key, size: data.length });
    expect(info!.modifiedMs).toBeGreaterThanOrEqual(before);
    const listed: StoredObject[] = [];
    for await (const o of s.storage.list('documents/')) listed.push(o);
    expect(listed.map((o) => [o.key, o.size])).toEqual([[key, data.length]]);
    const images: StoredObject[] = [];
    for await (const o of s.storage.list('uploads/')) images.push(o);
    expect(images).toEqual([]);
  });

  it('replaces a file stored again, and forgets a deleted one', async () => {
    const key = 'documents/replacedxxxxxxxxxxxxxx.pdf';
    await s.storage.put(key, Buffer.from('first'), 'application/pdf');
    await s.storage.put(key, Buffer.from('second, longer'), 'application/pdf');
    expect((await text((await s.storage.get(key))!.body)).toString()).toBe('second, longer');
    await s.storage.delete(key);
    expect(await s.storage.exists(key)).toBe(false);
    expect(await s.storage.get(key)).toBeNull();
    expect(await s.storage.stat(key)).toBeNull();
    await expect(s.storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave their folder or name another one', async () => {
    for (const key of [
      '../jwt-secret',
      'documents/../jwt-secret',
      'documents/a/b.pdf',
      'pglite/x',
      'documents/.x.tmp',
    ]) {
      await expect(s.storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /not a storage key/,
      );
      await expect(s.storage.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });

  it('stores documents and images as the upload routes do, under their own prefixes', async () => {
    const stored = await storeDocument(s.storage, {
      filename: 'lease.pdf',
      data: PDF,
      mimetype: 'application/pdf',
    });
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(await s.storage.stat(`documents/${stored.document.key}`)).toMatchObject({ size: PDF.length });
    const image = Buffer.from('RIFF....WEBP');
    const path = await storeImage(s.storage, image);
    expect(path).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    expect((await text((await s.storage.get(path))!.body)).equals(image)).toBe(true);
  });

  it('hands out a download link that works without a token, then expires', async () => {
    const key = 'documents/linkedxxxxxxxxxxxxxxx.pdf';
    await s.storage.put(key, PDF, 'application/pdf');
    const options = { ttlSeconds: 60, contentType: 'application/pdf', disposition: 'attachment' };
    const url = await s.storage.signedUrl(key, { ...options, nowMs: Date.now() });
    const expired = await s.storage.signedUrl(key, { ...options, nowMs: Date.now() - 120_000 });
    if (kind === 'disk') {
      // The API's own link; tests/api/storageApi.test.ts follows it through the server.
      expect(url).toMatch(/^\/api\/files\/linkedx+\.pdf\?expires=\d+&sig=/);
      return;
    }
    expect(url.startsWith(`${s.s3!.endpoint}/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });
});
