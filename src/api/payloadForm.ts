/**
 * A body with files as the API takes it (ARCHITECTURE.md): multipart with a `payload` JSON field
 * and repeated `files`; plain JSON when there is no file.
 */
export function payloadForm(
  payload: Record<string, unknown>,
  files: File[],
): Record<string, unknown> | FormData {
  if (files.length === 0) return payload;
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) form.append('files', file, file.name);
  return form;
}
