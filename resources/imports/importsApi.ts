import { importsContract } from '../../domain/contracts/imports';
import type { ImportKind, ImportResult } from '../../domain/importSchemas';
import { ApiError } from '../../src/api/ApiError';
import { saveBlob } from '../../src/api/downloadFile';
import { session } from '../../src/api/session';
import { dataProvider } from '../../src/providers/dataProvider';

/** The import screen's calls to /api/imports (issue 36 item 5), typed by the contract. */

export const E = importsContract.endpoints;
export type { ImportResult };

export const fetchImports = (page: number, pageSize: number) =>
  dataProvider.call(E.list, { query: { page, pageSize } });

export const undoImport = (id: string) => dataProvider.call(E.undo, { params: { id } });

/** Downloads a kind's template with English or Arabic headers. */
export async function downloadTemplate(kind: ImportKind, lang: 'en' | 'ar', format: 'csv' | 'xlsx') {
  const file: unknown = await dataProvider.call(E.template, {
    query: { kind, lang, format },
    headers: {
      Accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
    },
  });
  // The CSV comes back as text (the client reads text/* so, and drops its byte-order mark: put it
  // back, or Excel opens the Arabic headers as Latin-1), the XLSX as a Blob.
  const blob =
    typeof file === 'string'
      ? new Blob([file.startsWith('\ufeff') ? file : `\ufeff${file}`], { type: 'text/csv;charset=utf-8' })
      : typeof (file as Blob | null)?.arrayBuffer === 'function'
        ? (file as Blob)
        : null;
  if (!blob) throw new Error('The file could not be downloaded.');
  saveBlob(blob, `import-${kind}-${lang}.${format}`);
}

/**
 * Sends a file (multipart: kind, dryRun, file) with XMLHttpRequest, whose upload events give the
 * progress fetch does not; `onUploaded(fraction)` follows the bytes sent. A cheap authenticated
 * call goes first so an expired access token is refreshed by the shared client's usual rules.
 */
export async function uploadImport(
  args: { kind: ImportKind; file: File; dryRun: boolean; locale: string },
  onUploaded: (fraction: number) => void,
): Promise<ImportResult> {
  await fetchImports(1, 1);
  const form = new FormData();
  form.append('kind', args.kind);
  form.append('dryRun', String(args.dryRun));
  form.append('file', args.file, args.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(E.upload.method, E.upload.path);
    const token = session.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', args.locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploaded(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      if (xhr.status === 200) resolve((body as { data: ImportResult }).data);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.send(form);
  });
}
