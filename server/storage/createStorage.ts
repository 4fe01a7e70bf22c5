import { createDiskStorage } from './diskStorage';
import { DOCUMENTS_PREFIX, type FileStorage } from './fileStorage';
import type { StorageConfig } from './storageConfig';

/**
 * The store STORAGE chose; `secret` signs the disk store's download links (the JWT secret). The
 * AWS SDK is loaded only when a bucket is used: a disk installation never pays its start-up time.
 */
export async function createStorage(config: StorageConfig, secret: string): Promise<FileStorage> {
  if (config.kind === 's3') {
    // storageConfigProblems refuses STORAGE=s3 without a bucket; this guards hand-made configs.
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET');
    const { createS3Storage } = await import('./s3Storage');
    return createS3Storage(config.s3);
  }
  return createDiskStorage(config.diskRoot, secret);
}

/**
 * Where the browser is sent to download (STORAGE=s3: the bucket's origin, as the presigner writes
 * it, path style or not), so the panel's policy lets property photos load from there. Presigning
 * is local: nothing is asked of the bucket.
 */
export async function downloadOrigins(storage: FileStorage): Promise<string[]> {
  if (storage.kind !== 's3') return [];
  const options = { nowMs: Date.now(), ttlSeconds: 60, contentType: 'image/jpeg', disposition: 'inline' };
  return [new URL(await storage.signedUrl(`${DOCUMENTS_PREFIX}origin.jpg`, options)).origin];
}
