import { createDiskStorage } from './diskStorage';
import type { FileStorage } from './fileStorage';
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
