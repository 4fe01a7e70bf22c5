import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from '../../server/storage/createStorage';
import type { FileStorage } from '../../server/storage/fileStorage';
import { loadStorageConfig } from '../../server/storage/storageConfig';
import { startS3Server, type TestS3Server } from './s3Server';
import { TEST_JWT_SECRET } from './testApp';

/** The storage suite runs every test on each store (issue 23: "on disk and on S3-compatible storage"). */
export const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface StorageUnderTest {
  kind: StorageKind;
  storage: FileStorage;
  /** Variables for buildTestApp / the migration command: the same store. */
  env: Record<string, string>;
  dataDir: string;
  s3: TestS3Server | null;
  close(): Promise<void>;
}

/** A fresh, empty store of the kind, built from variables exactly as the server builds its own. */
export async function openStorage(kind: StorageKind): Promise<StorageUnderTest> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-storage-'));
  const s3 = kind === 's3' ? await startS3Server() : null;
  const env = { DATA_DIR: dataDir, ...(s3?.env ?? {}) };
  const storage = await createStorage(loadStorageConfig(env), TEST_JWT_SECRET);
  return {
    kind,
    storage,
    env,
    dataDir,
    s3,
    close: async () => {
      storage.close();
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
