import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES, type StoredDocument } from '../../domain/documents';
import type { UploadedFile } from '../http/multipartForm';
import { DOCUMENTS_PREFIX, type FileStorage } from './fileStorage';
import { MAX_IMAGE_PIXELS } from './images';

/** What the content must turn out to be (file-type reads the bytes; OLE covers .doc and .xls). */
const ALLOWED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

export type StoreResult = { ok: true; document: StoredDocument } | { ok: false; message: string };

/**
 * Stores a private document (contract, Civil ID copy, property photo) after checking its type
 * by content and its size. Private files are outside /uploads: they are served only through
 * signed, expiring links that a route hands to someone allowed to read the record.
 */
export async function storeDocument(storage: FileStorage, file: UploadedFile): Promise<StoreResult> {
  if (file.data.length > MAX_DOCUMENT_BYTES) return { ok: false, message: DOCUMENT_MESSAGES.tooLarge };
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || !ALLOWED_MIME.has(detected.mime))
    return { ok: false, message: DOCUMENT_MESSAGES.typeRefused };
  // The same pixel limit as avatars and logos: a small file can decode to gigabytes.
  if (detected.mime.startsWith('image/')) {
    const pixels = await pixelCheck(file.data);
    if (pixels === 'too-many') return { ok: false, message: DOCUMENT_MESSAGES.imageTooManyPixels };
    if (pixels === 'unreadable') return { ok: false, message: DOCUMENT_MESSAGES.typeRefused };
  }
  const originalExt = path.extname(file.filename).slice(1).toLowerCase();
  // OLE files are .doc or .xls: keep the extension the user gave when it is one of those.
  const ext =
    detected.mime === 'application/x-cfb'
      ? ['doc', 'xls'].includes(originalExt)
        ? originalExt
        : 'doc'
      : detected.ext;
  const key = `${randomBytes(16).toString('base64url')}.${ext}`;
  await storage.put(`${DOCUMENTS_PREFIX}${key}`, file.data, detected.mime);
  const name = path.basename(file.filename || `document.${ext}`).slice(0, 200);
  return { ok: true, document: { key, name, type: detected.mime, size: file.data.length } };
}

/** Every frame counted (an animated GIF decodes them all); only the header is read. */
async function pixelCheck(data: Buffer): Promise<'ok' | 'too-many' | 'unreadable'> {
  try {
    const meta = await sharp(data, { limitInputPixels: false, animated: true }).metadata();
    const frameHeight = meta.pageHeight ?? meta.height ?? 0;
    return (meta.width ?? 0) * frameHeight * (meta.pages ?? 1) <= MAX_IMAGE_PIXELS ? 'ok' : 'too-many';
  } catch {
    return 'unreadable';
  }
}

export { isDocumentKey, signedDocumentUrl, verifyDocumentSignature, withLinks } from './documentLinks';
