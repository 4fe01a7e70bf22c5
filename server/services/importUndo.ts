import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import { IMPORT_MESSAGES as M } from '../../domain/importSchemas';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Database } from '../db/client';
import {
  contracts,
  imports,
  invitations,
  properties,
  propertyUnits,
  sessions,
  tenantProfiles,
  users,
} from '../db/schema';
import { pgErrorCode } from '../db/pgErrors';
import { recordAudit } from './auditTrail';
import { chunks } from './importChecks';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const FOREIGN_KEY_VIOLATION = '23503';

/** The tables an import writes, by the name its `written` uses, with their key; children first. */
const TABLES: readonly { name: string; table: PgTable; key: PgColumn }[] = [
  { name: 'tenant_profiles', table: tenantProfiles, key: tenantProfiles.userId },
  { name: 'users', table: users, key: users.id },
  { name: 'property_units', table: propertyUnits, key: propertyUnits.id },
  { name: 'properties', table: properties, key: properties.id },
];

/**
 * How many of `ids` are still as the import wrote them. Every row version carries the id of the
 * transaction that wrote it (xmin): the import's rows share the import row's own, and an update,
 * even one that changes nothing, gives a row a new one. A deleted row is not counted either.
 */
async function untouchedCount(
  tx: Transaction,
  entry: (typeof TABLES)[number],
  ids: string[],
  writtenBy: string,
) {
  let n = 0;
  for (const part of chunks(ids, 1000)) {
    const [row] = await tx
      .select({ n: count() })
      .from(entry.table)
      .where(and(inArray(entry.key, part), sql`${entry.table}.xmin::text = ${writtenBy}`));
    n += row?.n ?? 0;
  }
  return n;
}

/** True when something refers to the imported tenants: a contract, an invitation sent, a sign-in. */
async function tenantsInUse(tx: Transaction, ids: string[]) {
  for (const part of chunks(ids, 1000)) {
    for (const [table, column] of [
      [contracts, contracts.tenantId],
      [invitations, invitations.userId],
      [sessions, sessions.userId],
    ] as const) {
      const [row] = await tx.select({ n: count() }).from(table).where(inArray(column, part));
      if ((row?.n ?? 0) > 0) return true;
    }
  }
  return false;
}

/**
 * Removes exactly the rows an import wrote, in one transaction, while none was changed or used
 * since (else 409): a row updated or deleted since, a tenant invited, signed in or under contract,
 * a unit or property that a contract, an invoice, a cheque or an expense refers to (the database's
 * own RESTRICT keys refuse the delete).
 */
export async function undoImport(db: Database, landlordId: string, id: string, actorId: string, now: Date) {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          written: imports.written,
          undoneAt: imports.undoneAt,
          xmin: sql<string>`${imports}.xmin::text`,
        })
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.landlordId, landlordId)))
        .for('update');
      if (!row) throw new NotFoundError(M.notFound);
      if (row.undoneAt) throw new ConflictError(M.alreadyUndone);
      for (const entry of TABLES) {
        const ids = row.written[entry.name] ?? [];
        if (ids.length && (await untouchedCount(tx, entry, ids, row.xmin)) !== ids.length)
          throw new ConflictError(M.touched);
      }
      if (await tenantsInUse(tx, row.written.users ?? [])) throw new ConflictError(M.touched);
      for (const entry of TABLES)
        for (const part of chunks(row.written[entry.name] ?? [], 1000))
          await tx.delete(entry.table).where(inArray(entry.key, part));
      await tx.update(imports).set({ undoneAt: now }).where(eq(imports.id, id));
      await recordAudit(tx, { landlordId, actorId, action: 'import.undo', entity: 'import', entityId: id });
    });
  } catch (err) {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) throw new ConflictError(M.touched);
    throw err;
  }
}
