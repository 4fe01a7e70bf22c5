import type { Readable } from 'node:stream';

/*
 * Where uploaded files live (issue 23 item 3): the data folder on this machine (the default) or an
 * S3-compatible bucket shared by every instance. Everything that stores, serves, sweeps or copies
 * a file goes through this interface; nothing else touches the files themselves.
 *
 * Keys are `documents/<random>.<ext>` (private documents, served by signed link only) and
 * `uploads/<sha256>.webp` (public images: avatars, logos, banners). The same key names the same
 * file on disk (under DATA_DIR) and in the bucket, so moving from one to the other is a copy.
 */

/** The two families of stored files, by key prefix. */
export const DOCUMENTS_PREFIX = 'documents/';
export const IMAGES_PREFIX = 'uploads/';
export const STORED_PREFIXES = [DOCUMENTS_PREFIX, IMAGES_PREFIX] as const;

/** One prefix, one plain file name: no `..`, no sub-folder, no dot file (disk's temporary names). */
const KEY_PATTERN = /^(documents|uploads)\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;
export const isStorageKey = (key: string) => KEY_PATTERN.test(key) && !key.includes('..');

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A stored file's type, from the extension its key was given after its content was checked. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

export interface StoredObject {
  key: string;
  size: number;
  /** When it was last written (the file sweep's grace counts from here); whole seconds on S3. */
  modifiedMs: number;
  /** Hex SHA-256 of the content where the store keeps it (S3 metadata); checked by the migration. */
  sha256?: string;
}

export interface SignedUrlOptions {
  /** The clock of the app (tests move it); the link stops working `ttlSeconds` after it. */
  nowMs: number;
  ttlSeconds: number;
  contentType: string;
  /** `inline` or `attachment`, as the Content-Disposition the download must carry. */
  disposition: string;
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Where the files are, for people (start banner, command output); never a secret. */
  readonly where: string;
  /** Writes the whole file at once (a reader never sees half of it); an existing one is replaced. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; deleting one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every file under the prefix, in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * A short-lived link that downloads the file without a token: the API's own HMAC-signed link on
   * disk, the bucket's presigned GET on S3.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Lets go of connections (S3's sockets); nothing to do on disk. */
  close(): void;
}

/** Refuses a key that could leave its folder before any store sees it. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
