import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { createDiskStorage } from '../../server/storage/diskStorage';
import { signedDocumentUrl, storeDocument, verifyDocumentSignature } from '../../server/storage/documents';
import { DOCX, jpeg, PDF, png, XLSX } from './documentFixtures';
import { startTestApp, TEST_JWT_SECRET } from './testApp';

const file = (filename: string, data: Buffer) => ({ filename, data, mimetype: 'application/octet-stream' });

describe('storeDocument: the type is decided by content, within 10 MB', () => {
  let dir: string;
  let storage: ReturnType<typeof createDiskStorage>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rentals-documents-'));
    storage = createDiskStorage(dir, TEST_JWT_SECRET);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['lease.pdf', () => PDF, 'application/pdf', 'pdf'],
    [
      'lease.docx',
      () => DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['rent.xlsx', () => XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['id.png', png, 'image/png', 'png'],
    ['id.jpeg', jpeg, 'image/jpeg', 'jpg'],
  ])('accepts %s', async (name, bytes, type, ext) => {
    const data = await bytes();
    const result = await storeDocument(storage, file(name, data));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document).toMatchObject({ name, type, size: data.length });
    expect(result.document.key.endsWith(`.${ext}`)).toBe(true);
    expect(readFileSync(path.join(dir, 'documents', result.document.key))).toEqual(data);
  });

  it('refuses a text file renamed .pdf, and an executable renamed .docx', async () => {
    for (const [name, data] of [
      ['notes.pdf', Buffer.from('just some text, not a PDF\n')],
      ['setup.docx', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ] as const) {
      expect(await storeDocument(storage, file(name, data))).toEqual({
        ok: false,
        message: DOCUMENT_MESSAGES.typeRefused,
      });
    }
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(await storeDocument(storage, file('big.pdf', big))).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.tooLarge,
    });
  });

  it('keeps names out of the file system', async () => {
    const result = await storeDocument(storage, file('../../etc/passwd.pdf', PDF));
    expect(result.ok && result.document.name).toBe('passwd.pdf');
    expect(result.ok && result.document.key).toMatch(/^[A-Za-z0-9_-]{22}\.pdf$/);
  });
});

describe('signed links: GET /api/files/{key}', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const stored = await storeDocument(t.app.ctx.storage, file('lease.pdf', PDF));
    if (!stored.ok) throw new Error(stored.message);
    key = stored.document.key;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the file by a fresh signed link, without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: signedDocumentUrl(TEST_JWT_SECRET, key, t.clock.now()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload).toEqual(PDF);
  });

  it('refuses an expired link with 403', async () => {
    const url = signedDocumentUrl(TEST_JWT_SECRET, key, t.clock.now(), 60);
    t.clock.advance(61_000);
    try {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: DOCUMENT_MESSAGES.linkExpired });
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a forged signature, a link signed with another secret, and a stretched expiry', async () => {
    const good = new URL(signedDocumentUrl(TEST_JWT_SECRET, key, t.clock.now()), 'http://x');
    const forged = `${good.pathname}?expires=${good.searchParams.get('expires')}&sig=${'A'.repeat(43)}`;
    const otherSecret = signedDocumentUrl('another-secret-another-secret-0123456789', key, t.clock.now());
    const stretched = `${good.pathname}?expires=${Number(good.searchParams.get('expires')) + 86_400}&sig=${good.searchParams.get('sig')}`;
    for (const url of [forged, otherSecret, stretched]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect(verifyDocumentSignature(TEST_JWT_SECRET, '../secret.pdf', 9e9, 'x', Date.now())).toBe(false);
  });
});
