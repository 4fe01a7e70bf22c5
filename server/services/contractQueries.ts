import { changedFields, recordAudit } from './auditTrail';
import { type AnyColumn, and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContractSort, contractListQuerySchema } from '../../domain/contractSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { contracts, propertyUnits, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import {
  contractScopeFilter,
  contractSearch,
  countContracts,
  selectContracts,
  unitScopeFilter,
} from './contracts';
import { selectTenants, tenantScopeFilter } from './tenants';

const SORTABLE: Record<ContractSort, AnyColumn> = {
  createdAt: contracts.createdAt,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  monthlyRent: contracts.monthlyRent,
  status: contracts.status,
};

/** One page of the contracts in scope, filtered, searched and sorted (newest first by default). */
export async function listContracts(
  db: Database,
  scope: Scope,
  query: z.infer<typeof contractListQuerySchema>,
) {
  const { page, pageSize, q, sort, order, status, tenantId, unitId, endFrom, endTo } = query;
  const filters: (SQL | undefined)[] = [...contractScopeFilter(scope)];
  if (status) filters.push(eq(contracts.status, status));
  if (tenantId) filters.push(eq(contracts.tenantId, tenantId));
  if (unitId) filters.push(eq(contracts.unitId, unitId));
  if (endFrom) filters.push(gte(contracts.endDate, endFrom));
  if (endTo) filters.push(lte(contracts.endDate, endTo));
  if (q) filters.push(contractSearch(q));
  const where = and(...filters);
  const column = SORTABLE[sort ?? 'createdAt'];
  const [rows, total] = await Promise.all([
    selectContracts(db)
      .where(where)
      .orderBy(order === 'desc' || !sort ? desc(column) : asc(column), asc(contracts.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    countContracts(db, where),
  ]);
  return { rows, total };
}

/** The unit a new contract names, if it is in scope. */
export async function unitForContract(db: Database, scope: Scope, unitId: string) {
  const [unit] = await db
    .select({ id: propertyUnits.id, landlordId: propertyUnits.landlordId, status: propertyUnits.status })
    .from(propertyUnits)
    .where(and(eq(propertyUnits.id, unitId), ...unitScopeFilter(scope)));
  return unit;
}

/** A tenant the caller can see (its landlord with it), or undefined. */
export async function visibleTenant(db: Database, scope: Scope, tenantId: string) {
  const [row] = await selectTenants(db).where(and(eq(users.id, tenantId), ...tenantScopeFilter(scope)));
  return row;
}

/** The terms an audit row keeps of a contract (documents by name only). */
const auditedTerms = (row: Partial<typeof contracts.$inferSelect>) => {
  const { documents, createdAt: _c, updatedAt: _u, ...terms } = row;
  void _c;
  void _u;
  return documents === undefined
    ? terms
    : {
        ...terms,
        documents: (documents as unknown as { name?: string; key: string }[]).map((d) => d.name ?? d.key),
      };
};

/** Creates a contract and its audit row in one transaction; its id. */
export async function insertContract(db: Database, values: typeof contracts.$inferInsert): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(contracts).values(values).returning();
    await recordAudit(tx, {
      landlordId: created!.landlordId,
      action: 'contract.create',
      entity: 'contract',
      entityId: created!.id,
      before: null,
      after: auditedTerms(created!),
    });
    return created!.id;
  });
}

/** Changes a contract's columns; the audit row keeps the fields that changed, before and after. */
export async function updateContractColumns(
  db: Database,
  id: string,
  fields: Partial<typeof contracts.$inferInsert>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
    const [after] = await tx.update(contracts).set(fields).where(eq(contracts.id, id)).returning();
    if (!before || !after) return;
    await recordAudit(tx, {
      landlordId: after.landlordId,
      action: 'contract.update',
      entity: 'contract',
      entityId: id,
      ...changedFields(auditedTerms(before), auditedTerms(after)),
    });
  });
}

/**
 * Deletes a requested or rejected contract; false for any other (approved and terminated
 * contracts are history that invoices refer to).
 */
export async function deleteOpenContract(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(contracts)
      .where(and(eq(contracts.id, id), inArray(contracts.status, ['requested', 'rejected'])))
      .returning();
    if (!deleted) return false;
    await recordAudit(tx, {
      landlordId: deleted.landlordId,
      action: 'contract.delete',
      entity: 'contract',
      entityId: id,
      before: auditedTerms(deleted),
      after: null,
    });
    return true;
  });
}

/** A tenant's contracts in the caller's scope, the latest start first. */
export function contractsOfTenant(db: Database, scope: Scope, tenantId: string) {
  return selectContracts(db)
    .where(and(eq(contracts.tenantId, tenantId), ...contractScopeFilter(scope)))
    .orderBy(desc(contracts.startDate));
}
