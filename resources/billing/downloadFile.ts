import { apiClient } from '../../src/api/httpClient';

/**
 * Downloads a file the API serves behind the access token (an invoice or receipt PDF) and saves it
 * under `filename`. The shared client answers a file as a Blob, with the usual token, refresh (4012)
 * and error rules.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const file = await apiClient.get<unknown>(path, {
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

/** Download PDF: an invoice's PDF (GET /api/invoices/pdf/{id}), saved as <invoice no>.pdf. */
export const downloadInvoicePdf = (invoice: { id: string; invoiceNo: string }) =>
  downloadFile(`/invoices/pdf/${encodeURIComponent(invoice.id)}`, `${invoice.invoiceNo}.pdf`);
