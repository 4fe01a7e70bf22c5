import type { BinaryAnswer, Endpoint } from '../../domain/contracts/contract';
import type { CallArgs } from './callEndpoint';
import { dataProvider } from '../providers/dataProvider';

/** An endpoint whose answer is a file (its contract declares bytes, not JSON). */
export type FileEndpoint = Endpoint & { answers: { 200: BinaryAnswer } };

/**
 * Downloads a file an endpoint serves behind the access token (an invoice, receipt or credit note
 * PDF) and saves it under `filename`. The shared client answers a file as a Blob, with the usual
 * token, refresh (4012) and error rules.
 */
export async function downloadFile<E extends FileEndpoint>(
  endpoint: E,
  params: CallArgs<E>['params'],
  filename: string,
): Promise<void> {
  const file: unknown = await dataProvider.call(endpoint, {
    params,
    headers: { Accept: 'application/pdf, application/json' },
  });
  // Duck-typed: the fetch in use may come from another realm than the page's Blob class.
  const isFile = typeof (file as Blob | null)?.arrayBuffer === 'function';
  if (!isFile) throw new Error('The file could not be downloaded.');
  saveBlob(file as Blob, filename);
}

/** Hands a blob to the browser's download, named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
