import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  IMPORT_MESSAGES as M,
  type ImportKind,
  type ImportRecord,
  type ImportResult,
  type ImportWritten,
} from '../../domain/importSchemas';
import { InvalidInputError, NotFoundError } from '../../domain/errors';
import { assertUnitRoom } from './planLimits';
import type { Database } from '../db/client';
import { imports, users } from '../db/schema';
import { readSheet } from '../imports/spreadsheet';
import { checkRows, planCounts } from './importChecks';
import { writeImport } from './importWrites';

/**
 * Reads and checks an uploaded file; writes it (one transaction) unless it is a dry run or has
 * errors. The errors come in the server's English; the route says them in the reader's language.
 */
export async function runImport(
  db: Database,
  args: {
    landlordId: string;
    actorId: string;
    kind: ImportKind;
    fileName: string;
    bytes: Uint8Array;
    dryRun: boolean;
    /** The app's clock, and Kuwait's day: contracts are invoiced from the month after it. */
    now: Date;
    today: string;
  },
  clock: () => number,
): Promise<ImportResult> {
  const started = clock();
  const { landlordId, kind, dryRun } = args;
  const sheet = readSheet(args.bytes, kind);
  const checked = sheet.errors.length ? null : await checkRows(db, landlordId, kind, sheet.rows, args.today);
  const errors = [...sheet.errors, ...(checked?.errors ?? [])];
  const counts = checked ? planCounts(checked.plan) : {};
  if (dryRun && counts.property_units) {
    // The plan's unit limit, as the import will check it (the write checks again under its lock).
    const refusal = await db
      .transaction((tx) => assertUnitRoom(tx, landlordId, { units: counts.property_units! }))
      .then(() => null)
      .catch((err: unknown) => (err instanceof InvalidInputError ? err.message : Promise.reject(err)));
    if (refusal) errors.push({ row: 1, column: 'unit_no', message: refusal });
  }
  let importId: string | null = null;
  if (!dryRun && checked && errors.length === 0) {
    importId = await writeImport(db, { ...args, rowCount: sheet.rows.length, plan: checked.plan });
  }
  return {
    kind,
    dry_run: dryRun,
    rows: sheet.rows.length,
    errors,
    counts,
    import_id: importId,
    elapsed_ms: Math.max(0, Math.round(clock() - started)),
  };
}

const countsOf = (written: ImportWritten) =>
  Object.fromEntries(Object.entries(written).map(([table, ids]) => [table, ids.length]));

const RECORD = {
  id: imports.id,
  kind: imports.kind,
  fileName: imports.fileName,
  rowCount: imports.rowCount,
  written: imports.written,
  createdAt: imports.createdAt,
  undoneAt: imports.undoneAt,
  createdBy: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
};

type RecordRow = {
  id: string;
  kind: string;
  fileName: string;
  rowCount: number;
  written: ImportWritten;
  createdAt: Date;
  undoneAt: Date | null;
  createdBy: string;
};

const toRecord = (row: RecordRow): ImportRecord => ({
  id: row.id,
  kind: row.kind as ImportKind,
  file_name: row.fileName,
  rows: row.rowCount,
  counts: countsOf(row.written),
  created_at: row.createdAt,
  undone_at: row.undoneAt,
  created_by: row.createdBy,
});

/** The landlord's imports, newest first. */
export async function listImports(
  db: Database,
  landlordId: string,
  query: { page: number; pageSize: number; kind?: ImportKind },
) {
  const where = and(
    eq(imports.landlordId, landlordId),
    query.kind ? eq(imports.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(RECORD)
      .from(imports)
      .leftJoin(users, eq(users.id, imports.createdBy))
      .where(where)
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  return { items: rows.map(toRecord), total: total?.n ?? 0 };
}

/** One of the landlord's imports; another landlord's answers 404 as if it did not exist. */
export async function findImport(db: Database, landlordId: string, id: string): Promise<ImportRecord> {
  const [row] = await db
    .select(RECORD)
    .from(imports)
    .leftJoin(users, eq(users.id, imports.createdBy))
    .where(and(eq(imports.id, id), eq(imports.landlordId, landlordId)));
  if (!row) throw new NotFoundError(M.notFound);
  return toRecord(row);
}
