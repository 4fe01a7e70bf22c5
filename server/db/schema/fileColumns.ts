import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column that names stored files, declared by the schema module that owns its table so that the
 * file sweep (server/jobs/fileSweep.ts) keeps every file a record names. `documents`: a JSON array
 * of private documents named by `key`; `image`: a public image's `uploads/…` path.
 */
export interface FileColumn {
  column: AnyPgColumn;
  holds: 'documents' | 'image';
}
