import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { StoredDocument } from '../../domain/documents';
import {
  MAX_PHOTOS,
  PROPERTY_MESSAGES,
  propertyInputSchema,
  type PropertyInput,
} from '../../domain/propertySchemas';
import { InvalidInputError, type ValidationIssue } from '../../domain/errors';
import { readPayloadForm, storeDocuments } from '../http/payloadForm';
import type { FileStorage } from '../storage/fileStorage';

const PHOTO_MIME = new Set(['image/jpeg', 'image/png']);

export const validationError = (issues: ValidationIssue[]) =>
  new InvalidInputError(issues.map((i) => i.msg).join('; '), issues);

const zodIssues = (error: z.ZodError): ValidationIssue[] =>
  error.issues.map((issue) => ({
    loc: ['body', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }));

const issue = (field: string, msg: string, type = 'invalid'): ValidationIssue => ({
  loc: ['body', field],
  msg,
  type,
});

/** The property payload, validated with the form's own schema; 422 with every message otherwise. */
export function parsePropertyInput(raw: unknown): PropertyInput {
  const result = propertyInputSchema.safeParse(raw ?? {});
  if (!result.success) throw validationError(zodIssues(result.error));
  return result.data;
}

/**
 * A create or update body: JSON, or multipart with `payload` (JSON text) and photo `files`.
 * Photos are checked by content (JPEG or PNG only) and size before anything is stored; the
 * returned documents are on disk and belong to no record until the caller saves them.
 */
export async function readPropertyRequest(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<{ input: PropertyInput; newPhotos: StoredDocument[] }> {
  const { payload, files } = await readPayloadForm(request, PROPERTY_MESSAGES.payloadMalformed);
  const input = parsePropertyInput(payload);
  for (const file of files) {
    const detected = await fileTypeFromBuffer(file.data);
    if (!detected || !PHOTO_MIME.has(detected.mime)) {
      throw validationError([issue('files', PROPERTY_MESSAGES.photoType, 'file_type')]);
    }
  }
  if (input.photos.length + files.length > MAX_PHOTOS) {
    throw validationError([issue('files', PROPERTY_MESSAGES.tooManyPhotos)]);
  }
  return { input, newPhotos: await storeDocuments(storage, files) };
}
