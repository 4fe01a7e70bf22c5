/**
 * The URL of a stored file. The API gives paths relative to the API root (spec section 7:
 * `uploads/<hash>.webp`, profile pictures); a full http(s) or blob URL is used as is.
 */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|blob:|data:)/i.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}
