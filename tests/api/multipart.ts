/** A multipart body with a `payload` JSON field and repeated `files`, as the panel posts it. */
export async function multipartBody(
  payload: unknown,
  files: { name: string; data: Uint8Array<ArrayBuffer> | Buffer; type?: string }[] = [],
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  // Request serialises FormData exactly as a browser would, boundary included.
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The smallest file each checker recognises as a PDF. */
export const MINIMAL_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
