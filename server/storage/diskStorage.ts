import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  DOCUMENTS_PREFIX,
  IMAGES_PREFIX,
  assertStorageKey,
  isStorageKey,
  type FileStorage,
  type StoredObject,
} from './fileStorage';
import { signedDocumentUrl } from './documentLinks';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in the data folder: `documents/` and `uploads/` under DATA_DIR, where they have always
 * been, so an existing installation keeps its files. Good for one instance; several instances
 * need a shared bucket (STORAGE=s3).
 */
export function createDiskStorage(root: string, secret: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  const statOf = async (key: string): Promise<StoredObject | null> => {
    const info = await stat(fileOf(key)).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    return info?.isFile() ? { key, size: info.size, modifiedMs: info.mtimeMs } : null;
  };

  return {
    kind: 'disk',
    where: `folder ${root}`,
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // A temporary dot file first, then a rename: a reader sees the old file or the whole new one.
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      await writeFile(temporary, data, { mode: 0o644 });
      await rename(temporary, file);
    },
    async get(key) {
      const info = await statOf(key);
      return info ? { body: createReadStream(fileOf(key)), size: info.size } : null;
    },
    stat: statOf,
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((err: unknown) => {
        if (!missing(err)) throw err;
      });
    },
    async *list(prefix) {
      const names = await readdir(path.join(root, prefix)).catch((err: unknown) => {
        if (missing(err)) return [] as string[];
        throw err;
      });
      for (const name of names) {
        const key = `${prefix}${name}`;
        if (!isStorageKey(key)) continue; // temporary dot files, anything put there by hand
        const info = await statOf(key);
        if (info) yield info;
      }
    },
    async signedUrl(key, { nowMs, ttlSeconds }) {
      assertStorageKey(key);
      if (key.startsWith(IMAGES_PREFIX)) return `/${key}`; // public images need no signature
      return signedDocumentUrl(secret, key.slice(DOCUMENTS_PREFIX.length), nowMs, ttlSeconds);
    },
    close() {},
  };
}
