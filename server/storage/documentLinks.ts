import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentLink, StoredDocument } from '../../domain/documents';

/*
 * The API's own signed links to private documents: `/api/files/<key>?expires=…&sig=…`, an HMAC of
 * the key and the expiry under the JWT secret (shared by every instance). A route that checked
 * the caller may read the record hands them out; server/routes/files.ts honours them, serving
 * the file from disk or sending the browser on to the bucket's own presigned link.
 */

/** Keys are random and carry the detected extension; names never reach the file system. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.[a-z0-9]{2,5}$/;
export const isDocumentKey = (key: string) => KEY_PATTERN.test(key);

const sign = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');

/** A link valid for `ttlSeconds` (default 15 minutes), relative to the API root. */
export function signedDocumentUrl(secret: string, key: string, nowMs: number, ttlSeconds = 900): string {
  const expires = Math.floor(nowMs / 1000) + ttlSeconds;
  return `/api/files/${key}?expires=${expires}&sig=${sign(secret, key, expires)}`;
}

export function verifyDocumentSignature(
  secret: string,
  key: string,
  expires: number,
  sig: string,
  nowMs: number,
): boolean {
  if (!isDocumentKey(key) || !Number.isInteger(expires) || expires * 1000 < nowMs) return false;
  const expected = Buffer.from(sign(secret, key, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Adds signed links to a record's stored documents, for a caller allowed to read the record. */
export const withLinks = (secret: string, nowMs: number, documents: StoredDocument[]): DocumentLink[] =>
  documents.map((d) => ({ ...d, url: signedDocumentUrl(secret, d.key, nowMs) }));
