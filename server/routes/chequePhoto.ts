import { CHEQUE_MESSAGES as M } from '../../domain/chequeSchemas';
import type { StoredDocument } from '../../domain/documents';
import { HttpError } from '../http/errors';
import type { UploadedFile } from '../http/multipartForm';
import { storeDocuments } from '../http/payloadForm';
import type { FileStorage } from '../storage/fileStorage';

/*
 * The photo of a cheque (issue 34 item 1): one image or PDF scan at most, checked by content like
 * every other document (server/storage/documents.ts). Kept private: a cheque shows an account.
 */

const EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'pdf']);
const refused = (index: number, msg: string) =>
  new HttpError(422, msg, [{ loc: ['body', 'files', index], msg, type: 'file_type' }]);

/** Stores the photo when one was sent (null when none); refuses a second file or another kind. */
export async function storeChequePhoto(
  storage: FileStorage,
  files: UploadedFile[],
): Promise<StoredDocument[] | null> {
  if (files.length === 0) return null;
  if (files.length > 1)
    throw new HttpError(422, M.fileCount, [{ loc: ['body', 'files'], msg: M.fileCount, type: 'too_many' }]);
  const ext = /\.([a-z0-9]+)$/i.exec(files[0]!.filename)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.has(ext)) throw refused(0, M.photoType);
  const stored = await storeDocuments(storage, files);
  if (!stored[0]!.type.startsWith('image/') && stored[0]!.type !== 'application/pdf')
    throw refused(0, M.photoType);
  return stored;
}
