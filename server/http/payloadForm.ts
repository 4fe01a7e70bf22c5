import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES, type StoredDocument } from '../../domain/documents';
import { storeDocument } from '../storage/documents';
import { InvalidInputError, type ValidationIssue } from '../../domain/errors';
import { HttpError } from './errors';
import { readFileWithinLimit, unreadableMultipart, type UploadedFile } from './multipartForm';
import type { FileStorage } from '../storage/fileStorage';
import { text } from '../../domain/messages/text';

/** The multipart limits of routes that take a `payload` and repeated `files`. */
export const PAYLOAD_FORM_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 10,
  fields: 5,
  fieldSize: 65_536,
  parts: 15,
} as const;

export interface PayloadForm {
  payload: unknown;
  files: UploadedFile[];
}

const errorCode = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null ? (err as { code?: string }).code : undefined;

const issue = (field: string, msg: string, type: string): ValidationIssue => ({
  loc: ['body', field],
  msg,
  type,
});

/**
 * ARCHITECTURE.md's create/update bodies: plain JSON, or multipart with a `payload` JSON field
 * and repeated `files`. readMultipartForm keeps one file per field, so documents need this reader.
 */
export async function readPayloadForm(request: FastifyRequest, malformed: string): Promise<PayloadForm> {
  if (!request.isMultipart()) return { payload: request.body ?? {}, files: [] };
  let payloadText: string | undefined;
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'payload') payloadText = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      // Refused as soon as it passes the limit, not once all of it has arrived.
      const data = await readFileWithinLimit(part.file);
      // An empty file input posts a part with no name and no bytes: nothing was chosen.
      if (data.length > 0 || part.filename)
        files.push({ data, filename: part.filename, mimetype: part.mimetype });
    }
  } catch (err) {
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge, [
        issue('files', DOCUMENT_MESSAGES.tooLarge, 'too_large'),
      ]);
    }
    if (errorCode(err) === 'FST_FILES_LIMIT' || errorCode(err) === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, text('documents.tooManyFiles'), null);
    }
    throw unreadableMultipart(err) ?? err;
  }
  try {
    return { payload: payloadText ? JSON.parse(payloadText) : {}, files };
  } catch {
    throw new HttpError(422, malformed, [issue('payload', malformed, 'json')]);
  }
}

/**
 * Stores the uploaded documents (type checked by content, size) and refuses the whole request
 * when any is refused. Siblings already written stay on disk unreferenced: private files that no
 * signed link can reach, which is cheaper than a second pass over every upload.
 */
export async function storeDocuments(storage: FileStorage, files: UploadedFile[]): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  const refused: ValidationIssue[] = [];
  for (const [i, file] of files.entries()) {
    const result = await storeDocument(storage, file);
    if (result.ok) stored.push(result.document);
    else
      refused.push({ loc: ['body', 'files', i], msg: `${file.filename}: ${result.message}`, type: 'file' });
  }
  if (refused.length) throw new HttpError(422, refused.map((r) => r.msg).join('; '), refused);
  return stored;
}

/**
 * Zod issues as the domain's refused input (`detail: [{ loc, msg, type }]`, answered 422): services
 * that check a form's fields throw it without knowing HTTP.
 */
export function validationError(
  issues: { path: PropertyKey[]; message: string; code: string }[],
): InvalidInputError {
  const detail: ValidationIssue[] = issues.map((i) => ({
    loc: ['body', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: i.message,
    type: i.code,
  }));
  return new InvalidInputError(detail.map((d) => d.msg).join('; '), detail);
}

/**
 * The parsed fields whose keys the client actually sent. A partial update must leave the others
 * alone, whatever defaults the schema fills in for a create.
 */
export function sentFields<T extends Record<string, unknown>>(parsed: T, payload: unknown): Partial<T> {
  const keys = new Set(payload && typeof payload === 'object' ? Object.keys(payload) : []);
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => keys.has(key))) as Partial<T>;
}
