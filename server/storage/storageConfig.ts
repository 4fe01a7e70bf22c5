import path from 'node:path';
import { z } from 'zod';

/*
 * Where files are stored (issue 23 item 3): STORAGE=disk (the default: DATA_DIR/documents and
 * DATA_DIR/uploads) or STORAGE=s3 with the S3_* variables. server/config.ts merges these into the
 * one validated environment, so a missing bucket stops the server at start. The secret key goes
 * into the S3 client and nowhere else: no message here repeats a value.
 */

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const storageEnvShape = {
  STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  /** Bucket names: 3 to 63 lower-case letters, digits, dots and hyphens (S3's own rule). */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, . or -)',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Another S3-compatible store (MinIO, Ceph, R2…); without it, AWS's endpoint for the region. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  /** Most stores other than AWS want `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: flag.default(false),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Both or neither; neither means the SDK's own chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  kind: 'disk' | 's3';
  /** The disk store's root (DATA_DIR): the source of `npm run storage:migrate-to-s3`. */
  diskRoot: string;
  /** Set whenever S3_BUCKET is, so the migration can copy before STORAGE=s3 is switched on. */
  s3: S3Settings | null;
}

/** Problems with the storage variables, one line each (`NAME: what is wrong`); empty when none. */
export function storageConfigProblems(e: StorageEnv): string[] {
  const problems: string[] = [];
  if (e.STORAGE === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: is required with STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  return problems;
}

export function storageConfigOf(e: StorageEnv, dataDir: string): StorageConfig {
  return {
    kind: e.STORAGE,
    diskRoot: dataDir,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}

/** Only the storage variables and DATA_DIR: what the migration command needs, without a database. */
export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const parsed = z.object({ ...storageEnvShape, DATA_DIR: z.string().min(1).default('data') }).safeParse(env);
  const problems = parsed.success
    ? storageConfigProblems(parsed.data)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return storageConfigOf(parsed.data, path.resolve(parsed.data.DATA_DIR));
}
