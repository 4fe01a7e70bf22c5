import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { IMPORT_MESSAGES as M, type ImportWritten } from '../../domain/importSchemas';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Database } from '../db/client';
import {
  cheques,
  contracts,
  depositEntries,
  deposits,
  imports,
  invitations,
  invoiceItems,
  invoices,
  invoiceWriteOffs,
  lateFees,
  messages,
  noticeSends,
  properties,
  propertyUnits,
  reminderSends,
  sessions,
  tenantProfiles,
  users,
} from '../db/schema';
import { pgErrorCode } from '../db/pgErrors';
import { recordAudits } from './auditTrail';
import { chunks } from './importChecks';
import { refreshUnitsOccupancy, todayInKuwait } from './occupancy';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A delete refused because a row still refers to it: foreign_key_violation, restrict_violation (ON DELETE RESTRICT). */
const REFERENCED = ['23503', '23001'];

/** The tables an import writes, by the name its `written` uses, with their key; children first. */
const TABLES: readonly { name: string; table: PgTable; key: PgColumn }[] = [
  { name: 'cheques', table: cheques, key: cheques.id },
  { name: 'invoice_items', table: invoiceItems, key: invoiceItems.id },
  { name: 'invoices', table: invoices, key: invoices.id },
  { name: 'deposit_entries', table: depositEntries, key: depositEntries.id },
  { name: 'deposits', table: deposits, key: deposits.contractId },
  { name: 'contracts', table: contracts, key: contracts.id },
  { name: 'tenant_profiles', table: tenantProfiles, key: tenantProfiles.userId },
  { name: 'users', table: users, key: users.id },
  { name: 'property_units', table: propertyUnits, key: propertyUnits.id },
  { name: 'properties', table: properties, key: properties.id },
];

/**
 * What may refer to an imported row without changing it, and would be lost (or left pointing at
 * nothing) by its delete: a tenant invited, signed in or under contract; an invoice reminded of,
 * announced, written about, fined or written off; a cheque announced or written about; a contract
 * with a deposit moved since. Each is use: the import can no longer be undone. (A payment, a cheque
 * link, an invoice or a contract on an imported row is refused by the database's RESTRICT keys.)
 */
const USES: Record<string, readonly PgColumn[]> = {
  users: [contracts.tenantId, invitations.userId, sessions.userId],
  invoices: [
    reminderSends.invoiceId,
    noticeSends.subjectId,
    messages.invoiceId,
    lateFees.invoiceId,
    invoiceWriteOffs.invoiceId,
  ],
  cheques: [noticeSends.subjectId, messages.chequeId],
  contracts: [depositEntries.contractId],
};

/**
 * How many of `ids` are still as an import wrote them. Every row version carries the id of the
 * transaction that wrote it (xmin): the import's rows share the import row's own, and an update,
 * even one that changes nothing, gives a row a new one. A deleted row is not counted either.
 * `alsoBy`: other transactions whose changes to these rows do not count (see undoImport).
 */
async function untouchedCount(
  tx: Transaction,
  entry: (typeof TABLES)[number],
  ids: string[],
  writtenBy: readonly string[],
) {
  let n = 0;
  for (const part of chunks(ids, 1000)) {
    const [row] = await tx
      .select({ n: count() })
      .from(entry.table)
      .where(and(inArray(entry.key, part), inArray(sql`${entry.table}.xmin::text`, [...writtenBy])));
    n += row?.n ?? 0;
  }
  return n;
}

/** How many rows refer to `ids` through `column`. */
async function referencesTo(tx: Transaction, column: PgColumn, ids: string[]) {
  let n = 0;
  for (const part of chunks(ids, 1000)) {
    const [row] = await tx.select({ n: count() }).from(column.table).where(inArray(column, part));
    n += row?.n ?? 0;
  }
  return n;
}

/** True when something other than the import itself refers to its rows (USES). */
async function inUse(tx: Transaction, written: ImportWritten) {
  for (const [name, columns] of Object.entries(USES)) {
    const ids = written[name] ?? [];
    if (ids.length === 0) continue;
    for (const column of columns) {
      // An imported contract's deposit entries are its own as long as they are the imported ones.
      const own = column === depositEntries.contractId ? (written.deposit_entries ?? []).length : 0;
      if ((await referencesTo(tx, column, ids)) > own) return true;
    }
  }
  return false;
}

/** The audit trail's entity of the records whose removal it keeps (money and contracts). */
const AUDITED: Record<string, string> = {
  contracts: 'contract',
  deposits: 'deposit',
  invoices: 'invoice',
  cheques: 'cheque',
};

/**
 * Removes exactly the rows an import wrote, in one transaction, while none was changed or used
 * since (else 409): a row updated or deleted since, or referred to (USES, and the database's own
 * RESTRICT keys: a contract, an invoice, a payment, a cheque on it). Removing contracts frees
 * their units again. A unit's occupancy set by an import of contracts, or by that import's undo,
 * is not a change to the unit by anyone: those transactions are the contracts imports' rows' own
 * (their xmin), so a portfolio imported in order can be undone in the reverse order.
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
      const occupancyBy = (
        await tx
          .select({ xmin: sql<string>`${imports}.xmin::text` })
          .from(imports)
          .where(and(eq(imports.landlordId, landlordId), eq(imports.kind, 'contracts')))
      ).map((r) => r.xmin);
      for (const entry of TABLES) {
        const ids = row.written[entry.name] ?? [];
        const writtenBy = entry.name === 'property_units' ? [row.xmin, ...occupancyBy] : [row.xmin];
        if (ids.length && (await untouchedCount(tx, entry, ids, writtenBy)) !== ids.length)
          throw new ConflictError(M.touched);
      }
      if (await inUse(tx, row.written)) throw new ConflictError(M.touched);
      const contractIds = row.written.contracts ?? [];
      const units = contractIds.length
        ? await tx
            .selectDistinct({ id: contracts.unitId })
            .from(contracts)
            .where(inArray(contracts.id, contractIds))
        : [];
      for (const entry of TABLES)
        for (const part of chunks(row.written[entry.name] ?? [], 1000))
          await tx.delete(entry.table).where(inArray(entry.key, part));
      await refreshUnitsOccupancy(tx, units.map((u) => u.id), todayInKuwait(now.getTime())); // prettier-ignore
      await tx.update(imports).set({ undoneAt: now }).where(eq(imports.id, id));
      const entries = [
        { landlordId, actorId, action: 'import.undo', entity: 'import', entityId: id },
        ...Object.entries(AUDITED).flatMap(([name, entity]) =>
          (row.written[name] ?? []).map((entityId) => ({
            landlordId,
            actorId,
            action: `${entity}.import_undo`,
            entity,
            entityId,
            after: { importId: id },
          })),
        ),
      ];
      for (const part of chunks(entries, 500)) await recordAudits(tx, part);
    });
  } catch (err) {
    if (REFERENCED.includes(pgErrorCode(err) ?? '')) throw new ConflictError(M.touched);
    throw err;
  }
}
