import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StoredDocument } from '../../domain/documents';
import { MAX_SUPPORT_FILES, SUPPORT_MESSAGES } from '../../domain/supportTickets';
import { InvalidInputError } from '../../domain/errors';
import { readPayloadForm, storeDocuments, validationError } from '../http/payloadForm';
import type { FileStorage } from '../storage/fileStorage';

/**
 * A support ticket's or a reply's body: JSON, or multipart with a `payload` JSON field and up to
 * five `files`, each checked by content like every other document (server/storage/documents.ts).
 * Nothing is stored before the fields are valid.
 */
export async function readSupportForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  storage: FileStorage,
): Promise<{ fields: z.infer<S>; attachments: StoredDocument[] }> {
  const form = await readPayloadForm(request, SUPPORT_MESSAGES.payloadMalformed);
  const parsed = schema.safeParse(form.payload);
  if (!parsed.success) throw validationError(parsed.error.issues);
  if (form.files.length > MAX_SUPPORT_FILES) {
    throw new InvalidInputError(SUPPORT_MESSAGES.tooManyFiles, [
      { loc: ['body', 'files'], msg: SUPPORT_MESSAGES.tooManyFiles, type: 'too_many' },
    ]);
  }
  const attachments = await storeDocuments(storage, form.files);
  return { fields: parsed.data, attachments };
}
