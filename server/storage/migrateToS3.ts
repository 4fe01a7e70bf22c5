import { createHash } from 'node:crypto';
import { contentTypeOf, STORED_PREFIXES, type FileStorage } from './fileStorage';

/*
 * `npm run storage:migrate-to-s3` (issue 23 item 3): copies every stored file from the data folder
 * to the bucket under the same key, so records, links and /uploads addresses stay as they are.
 * Each copy is read back and its SHA-256 compared; a file already in the bucket with the same
 * size and SHA-256 is left alone, so the command can be run again (after a failure, or once more
 * after switching STORAGE=s3 to catch files uploaded in between) and only does what is left.
 */

export interface MigrationReport {
  copied: number;
  alreadyThere: number;
  bytesCopied: number;
  /** Keys whose copy could not be verified, with why; empty when all went well. */
  failed: { key: string; reason: string }[];
}

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Copies one file unless the target already holds the same bytes; throws when the copy reads back wrong. */
async function copyOne(source: FileStorage, target: FileStorage, key: string): Promise<number | 'there'> {
  const data = await readAll(source, key);
  if (!data) return 'there'; // deleted by the file sweep since the listing: nothing to copy
  const sha256 = sha256Of(data);
  const existing = await target.stat(key);
  if (existing && existing.size === data.length && existing.sha256 === sha256) return 'there';
  await target.put(key, data, contentTypeOf(key));
  const copy = await readAll(target, key);
  if (!copy) throw new Error('not found after writing');
  if (copy.length !== data.length) throw new Error(`size ${copy.length} instead of ${data.length}`);
  if (sha256Of(copy) !== sha256) throw new Error('SHA-256 differs after writing');
  return data.length;
}

export async function copyStoredFiles(
  source: FileStorage,
  target: FileStorage,
  log: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, bytesCopied: 0, failed: [] };
  for (const prefix of STORED_PREFIXES) {
    for await (const { key } of source.list(prefix)) {
      try {
        const outcome = await copyOne(source, target, key);
        if (outcome === 'there') report.alreadyThere++;
        else {
          report.copied++;
          report.bytesCopied += outcome;
          log(`copied ${key} (${outcome} bytes)`);
        }
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        report.failed.push({ key, reason });
        log(`FAILED ${key}: ${reason}`);
      }
    }
  }
  return report;
}
