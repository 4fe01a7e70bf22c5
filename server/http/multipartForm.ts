import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { text } from '../../domain/messages/text';

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export interface MultipartMessages {
  notMultipart: string;
  fileTooLarge: string;
  fieldTooLong: string;
}

/** What every multipart reader answers for a body it cannot read (issue 30 item 8). */
export const MULTIPART_MESSAGES = {
  malformed: text('multipart.malformed'),
} as const;

const errorCode = (err: unknown): string | undefined =>
  typeof err === 'object' && err !== null ? (err as { code?: string }).code : undefined;

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A parser's error for a body that is not valid multipart (no boundary in the content type, a
 * body cut short, a broken part header): the sender's fault, so a 400 that says so, never a 500.
 * The plugin's limits keep their own 413.
 */
export function unreadableMultipart(err: unknown): HttpError | undefined {
  if (err instanceof HttpError || LIMIT_CODES.has(errorCode(err) ?? '')) return undefined;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return undefined;
  return new HttpError(400, MULTIPART_MESSAGES.malformed, [
    { loc: ['body'], msg: MULTIPART_MESSAGES.malformed, type: 'multipart' },
  ]);
}

/** What a file part is: the plugin's stream, `truncated` once it passed the fileSize limit. */
type FilePartStream = NodeJS.ReadableStream & { truncated?: boolean };

/**
 * A file part's bytes, refused (FST_REQ_FILE_TOO_LARGE, as the plugin names it) the moment it
 * passes the plugin's fileSize limit. The plugin's own `toBuffer()` only throws once the whole
 * part has arrived, so a 30 MB photo was read to its end before the 10 MB answer (issue 31 item 7).
 */
export function readFileWithinLimit(file: FilePartStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const tooLarge = () => {
      file.removeListener('data', onData);
      chunks.length = 0;
      reject(Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' }));
    };
    file.on('data', onData);
    file.once('limit', tooLarge);
    file.once('end', () => (file.truncated ? tooLarge() : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
  });
}

/**
 * Reads a whole multipart body into memory: text fields, and the files named in `fileFields`
 * (other file parts are drained and ignored). The plugin's limits (registered with
 * @fastify/multipart) bound the sizes; hitting one answers a message for people, not a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  messages: MultipartMessages,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  let currentFile: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new HttpError(413, messages.fieldTooLong, [
            { loc: ['body', part.fieldname], msg: messages.fieldTooLong, type: 'too_long' },
          ]);
        }
        if (!Object.hasOwn(form.fields, part.fieldname))
          form.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      currentFile = part.fieldname;
      const wanted = fileFields.includes(part.fieldname) && !Object.hasOwn(form.files, part.fieldname);
      if (!wanted) {
        part.file.resume();
        continue;
      }
      const data = await readFileWithinLimit(part.file);
      // An empty file input posts a part with no name and no bytes: nothing was chosen.
      if (data.length > 0 || part.filename) {
        form.files[part.fieldname] = { data, filename: part.filename, mimetype: part.mimetype };
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, messages.fileTooLarge, [
        { loc: ['body', currentFile ?? 'file'], msg: messages.fileTooLarge, type: 'too_large' },
      ]);
    }
    throw unreadableMultipart(err) ?? err;
  }
  return form;
}
