import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/rows';
import { FILE_COLUMNS, type FileColumn } from '../db/schema';
import { isDocumentKey } from '../storage/documentLinks';
import { DOCUMENTS_PREFIX, IMAGES_PREFIX, type FileStorage } from '../storage/fileStorage';
import { isImageName } from '../storage/images';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/**
 * A file younger than this is never swept: its record may not be committed yet (a request stores
 * its files first, then writes the row that names them).
 */
export const FILE_SWEEP_GRACE_MS = 60 * 60_000;

/**
 * Every stored file a record names: private documents by key (property photos, tenant and
 * contract documents, payment attachments) and public images by their `uploads/…` path (avatars,
 * App Setting logos and banners). The columns are those the schema modules declare
 * (FILE_COLUMNS): a table that gains a file column declares it beside the table, or its files are
 * swept an hour after upload (tests/api/fileSweep.test.ts fills each column).
 */
const namedBy = ({ column, holds }: FileColumn) =>
  holds === 'documents'
    ? sql`select d->>'key' as name from ${column.table}, jsonb_array_elements(${column}) d`
    : // `uploads/<name>` names the file `<name>` of the uploads folder.
      sql`select substr(${column}, 9) as name from ${column.table} where ${column} like 'uploads/%'`;
const referencedFilesSql = sql.join(FILE_COLUMNS.map(namedBy), sql` union `);

/** The files under `prefix` whose names `isOurs` recognises and that were last written before `before`. */
async function filesOlderThan(
  storage: FileStorage,
  prefix: string,
  isOurs: (name: string) => boolean,
  before: number,
) {
  const old: string[] = [];
  for await (const file of storage.list(prefix)) {
    if (isOurs(file.key.slice(prefix.length)) && file.modifiedMs < before) old.push(file.key);
  }
  return old;
}

/** A stored file's name as records hold it: a document's key or an image's file name. */
const nameOf = (key: string) => key.slice(key.indexOf('/') + 1);

/** What a sweep did; `skipped` when no record named any file, which looks like the wrong database. */
export interface SweepResult {
  deleted: number;
  kept: number;
  skipped: boolean;
}

/**
 * Deletes the stored files that no record names any more: a deleted contract's documents, an
 * attachment taken off a payment, a replaced avatar, the files of a request that failed after
 * storing them. Sweeping by reference rather than on each delete covers every way a record goes
 * (cascades, SQL by hand) in one place.
 */
export async function sweepFiles(ctx: AppContext): Promise<SweepResult> {
  const before = ctx.now() - FILE_SWEEP_GRACE_MS;
  const candidates = [
    ...(await filesOlderThan(ctx.storage, DOCUMENTS_PREFIX, isDocumentKey, before)),
    ...(await filesOlderThan(ctx.storage, IMAGES_PREFIX, isImageName, before)),
  ];
  if (candidates.length === 0) return { deleted: 0, kept: 0, skipped: false };
  // Read after listing: a file named by a row committed since is kept, and no new row can name
  // a file older than the grace (keys are new on every upload; an image stored again is touched).
  const named = new Set((await queryRows<{ name: string }>(ctx.db, referencedFilesSql)).map((r) => r.name));
  // No record naming any file while files are stored looks like the wrong database (a restore in
  // progress, an empty one pointed at a live data folder): delete nothing rather than everything.
  if (named.size === 0) return { deleted: 0, kept: candidates.length, skipped: true };
  let deleted = 0;
  for (const key of candidates) {
    if (named.has(nameOf(key))) continue;
    // Stored again since the listing (an image uploaded anew is rewritten): its record may be on its way.
    const info = await ctx.storage.stat(key);
    if (!info || info.modifiedMs >= before) continue;
    await ctx.storage.delete(key);
    deleted++;
  }
  return { deleted, kept: candidates.length - deleted, skipped: false };
}

/** Every FILE_SWEEP_MINUTES, the first a minute after start (start-up stays quick). */
export const fileSweepJob: JobDefinition = {
  name: 'file-sweep',
  title: 'Stored files no record names deleted',
  schedule: { everyMs: (config) => config.fileSweepMinutes * MINUTE_MS, firstAfterMs: 60_000 },
  handler: async ({ ctx, log }) => {
    const { deleted, kept, skipped } = await sweepFiles(ctx);
    if (skipped) log.warn({ files: kept }, 'file sweep skipped: no record names any stored file');
    else if (deleted > 0) log.info({ deleted }, 'file sweep deleted files no record names');
  },
};
