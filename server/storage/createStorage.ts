import { createDiskStorage } from './diskStorage';
import type { FileStorage } from './fileStorage';
import { createS3Storage } from './s3Storage';
import type { StorageConfig } from './storageConfig';

/** The store STORAGE chose; `secret` signs the disk store's download links (the JWT secret). */
export function createStorage(config: StorageConfig, secret: string): FileStorage {
  if (config.kind === 's3') {
    // storageConfigProblems refuses STORAGE=s3 without a bucket; this guards hand-made configs.
    if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return createS3Storage(config.s3);
  }
  return createDiskStorage(config.diskRoot, secret);
}
