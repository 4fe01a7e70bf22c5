import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

/* The storage variables are checked at start, like every other (server/storage/storageConfig.ts). */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentals-storage-config-'));
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir };
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('accepted');
};

describe('storage configuration', () => {
  it('stores on disk under DATA_DIR by default', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'disk', diskRoot: dataDir, s3: null });
  });

  it('reads the S3 variables, and keeps them with STORAGE=disk for the migration command', () => {
    const env = {
      S3_BUCKET: 'rentals-files',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'me-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const s3 = {
      bucket: 'rentals-files',
      endpoint: 'http://minio.internal:9000',
      region: 'me-central-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: SECRET },
      forcePathStyle: true,
    };
    expect(loadConfig({ ...base, ...env, STORAGE: 's3' }).storage).toEqual({
      kind: 's3',
      diskRoot: dataDir,
      s3,
    });
    expect(loadConfig({ ...base, ...env }).storage).toEqual({ kind: 'disk', diskRoot: dataDir, s3 });
    // Without keys, the SDK's own chain (an instance role) is used.
    const roleOnly = loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'rentals-files' }).storage.s3;
    expect(roleOnly).toMatchObject({ region: 'us-east-1', credentials: undefined, forcePathStyle: false });
  });

  it('refuses STORAGE=s3 without a bucket, half a key pair, and bad values, naming each variable', () => {
    expect(refusal({ STORAGE: 's3' })).toMatch(/S3_BUCKET: is required with STORAGE=s3/);
    expect(refusal({ STORAGE: 'ftp' })).toMatch(/STORAGE: must be disk or s3/);
    expect(refusal({ S3_BUCKET: 'rentals-files', S3_SECRET_ACCESS_KEY: SECRET })).toMatch(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither/,
    );
    const message = refusal({
      STORAGE: 's3',
      S3_BUCKET: 'Bad_Bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(message).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(message).toMatch(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/);
    expect(message).toMatch(/S3_FORCE_PATH_STYLE: must be true or false/);
    expect(message).not.toContain(SECRET);
  });
});
