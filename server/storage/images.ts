import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGES_PREFIX, type FileStorage } from './fileStorage';

/** The formats a single-image upload may be (spec section 5), as the bytes say, not the name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decoding a 100,000 × 100,000 "logo" would take gigabytes: refuse such pixel bombs up front. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored images are scaled down to fit this box (a 1080 × 1080 banner is kept as is). */
const MAX_EDGE = 2048;

export type NormalisedImage =
  { ok: true; data: Buffer; width: number; height: number } | { ok: false; reason: 'format' | 'pixels' };

/**
 * Reads the real format from the content, then re-encodes to WebP: the orientation is applied
 * and every piece of metadata (EXIF, GPS, XMP, ICC, comments) is left behind, so a phone photo
 * never publishes where it was taken. A text file named logo.png is refused here.
 */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage> {
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) return { ok: false, reason: 'pixels' };
    format = meta.format;
  } catch {
    return { ok: false, reason: 'format' };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, reason: 'format' };
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      autoOrient: true,
    })
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file that only looked like an image at its start.
    return { ok: false, reason: 'format' };
  }
}

/** The names storeImage gives: the hex SHA-256 of the content, `.webp`. */
export const isImageName = (name: string) => /^[0-9a-f]{64}\.webp$/.test(name);

/**
 * Stores a normalised image under its content hash and returns its path relative to the API
 * root (`uploads/<sha256>.webp`). The same image uploaded twice is one file, written again: on
 * disk and in a bucket alike that makes it new as far as the file sweep can tell, since the
 * record about to name it is not committed yet (server/jobs/fileSweep.ts).
 */
export async function storeImage(storage: FileStorage, data: Buffer): Promise<string> {
  const key = `${IMAGES_PREFIX}${createHash('sha256').update(data).digest('hex')}.webp`;
  await storage.put(key, data, 'image/webp');
  return key;
}
