import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import {
  MAINTENANCE_FILE_EXTENSIONS,
  MAINTENANCE_MESSAGES as M,
  MAX_MAINTENANCE_FILES,
} from '../../domain/maintenanceSchemas';

/*
 * The files a tenant picks for a maintenance report (issue 31 item 7): each pick adds to the ones
 * before, up to the limit; a file of the wrong type or too big is refused when picked, before
 * anything is sent. The server checks again, by content.
 */

/** The picker's `accept`: the extensions (so the file dialog offers only these) and their types. */
export const MAINTENANCE_PICKER_ACCEPT = [
  ...MAINTENANCE_FILE_EXTENSIONS.map((ext) => `.${ext}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
].join(',');

interface PickedFile {
  name: string;
  size: number;
  lastModified?: number;
}

/** Why this file cannot be attached (a shared message, in the spec's English), or undefined. */
export function maintenanceFileRefusal(file: PickedFile): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(MAINTENANCE_FILE_EXTENSIONS as readonly string[]).includes(ext)) return M.fileType;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return undefined;
}

export interface Refusal {
  name: string;
  message: string;
}

const sameFile = (a: PickedFile, b: PickedFile) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The files after a pick: the accepted ones added (a file already there is not added twice). */
export function addPickedFiles<F extends PickedFile>(
  current: readonly F[],
  picked: readonly F[],
): { files: F[]; refused: Refusal[] } {
  const files = [...current];
  const refused: Refusal[] = [];
  for (const file of picked) {
    const why = maintenanceFileRefusal(file);
    if (why) refused.push({ name: file.name, message: why });
    else if (files.some((kept) => sameFile(kept, file))) continue;
    else if (files.length >= MAX_MAINTENANCE_FILES) refused.push({ name: file.name, message: M.files });
    else files.push(file);
  }
  return { files, refused };
}
