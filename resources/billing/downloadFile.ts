import { createHttpClient } from '../../src/api/httpClient';
import { LOGIN_PATH } from '../../src/auth/authPaths';

/**
 * Downloads a file the API serves behind the access token (an invoice or receipt PDF) and saves it
 * under `filename`. The shared HTTP client reads every answer as text (JSON), which would corrupt a
 * PDF; so a client of its own is built per download, on the same stored session and with the same
 * token, refresh (4012) and error rules, whose fetch keeps the binary body aside and hands the
 * client an empty JSON success instead.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  let file: Blob | null = null;
  const client = createHttpClient({
    fetch: async (input, init) => {
      const res = await globalThis.fetch(input, init);
      const type = res.headers.get('Content-Type') ?? '';
      if (!res.ok || type.includes('application/json')) return res;
      file = await res.blob();
      return new Response('{"success":true}', { status: 200 });
    },
    // The session was refused (refresh failed): start again from the login page.
    onLogout: () => window.location.assign(LOGIN_PATH),
  });
  await client.get(path, { headers: { Accept: 'application/pdf, application/json' } });
  if (!file) throw new Error('The file could not be downloaded.');
  saveBlob(file, filename);
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
