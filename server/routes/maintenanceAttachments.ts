import type { StoredDocument } from '../../domain/documents';
import {
  MAINTENANCE_FILE_EXTENSIONS,
  MAINTENANCE_MESSAGES as M,
  MAX_MAINTENANCE_FILES,
} from '../../domain/maintenanceSchemas';
import { HttpError } from '../http/errors';
import type { UploadedFile } from '../http/multipartForm';
import { storeDocuments } from '../http/payloadForm';
import type { FileStorage } from '../storage/fileStorage';

/*
 * A maintenance request's and a comment's attachments (issue 18 items 1 and 4): at most five photos
 * or PDF files, checked by content like every other document (server/storage/documents.ts); a
 * Word or Excel file, accepted elsewhere, is refused here.
 */

const EXTENSIONS = new Set<string>(MAINTENANCE_FILE_EXTENSIONS);
const refused = (index: number, msg: string) =>
  new HttpError(422, msg, [{ loc: ['body', 'files', index], msg, type: 'file_type' }]);

/** Stores the files once their names and number pass; refuses the request when any content is not a photo or PDF. */
export async function storeMaintenanceFiles(
  storage: FileStorage,
  files: UploadedFile[],
): Promise<StoredDocument[]> {
  if (files.length > MAX_MAINTENANCE_FILES)
    throw new HttpError(422, M.files, [{ loc: ['body', 'files'], msg: M.files, type: 'too_many' }]);
  files.forEach((file, i) => {
    const ext = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
    if (!EXTENSIONS.has(ext)) throw refused(i, M.fileType);
  });
  const stored = await storeDocuments(storage, files);
  stored.forEach((document, i) => {
    if (!document.type.startsWith('image/') && document.type !== 'application/pdf')
      throw refused(i, M.fileType);
  });
  return stored;
}
