import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  EXPENSE_MESSAGES as M,
  type ExpenseCreate,
  type ExpenseListQuery,
  type ExpenseUpdate,
} from '../../domain/expenseSchemas';
import type { ExpenseRecord } from '../../domain/expenseRecord';
import type { StoredDocument } from '../../domain/documents';
import { InvalidInputError, NotFoundError } from '../../domain/errors';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { auditLog, expenses, properties, propertyUnits } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { withLinks } from '../storage/documents';

/*
 * A landlord's expenses (issue 36 item 1). Every query is scoped from the token: the landlord's
 * own rows, a limited manager's properties only; a tenant never reaches here (no Expense
 * permission). Every write is one transaction with its audit row, as payments and deposits write theirs.
 */

type ExpenseRow = typeof expenses.$inferSelect;

export interface ExpenseRead {
  secret: string;
  nowMs: number;
}

function scopeFilters(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(expenses.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(expenses.propertyId, scope.propertyIds));
  if (scope.tenantId) filters.push(sql`false`);
  return filters;
}

const selection = {
  row: expenses,
  propertyName: properties.name,
  unitNo: propertyUnits.unitNo,
};

const toRecord = (
  r: { row: ExpenseRow; propertyName: string; unitNo: string | null },
  read: ExpenseRead,
): ExpenseRecord => ({
  id: r.row.id,
  landlord_id: r.row.landlordId,
  property_id: r.row.propertyId,
  property_name: r.propertyName,
  unit_id: r.row.unitId,
  unit_no: r.unitNo,
  date: r.row.expenseDate,
  amount: r.row.amount,
  currency: 'KWD',
  category: r.row.category as ExpenseRecord['category'],
  vendor: r.row.vendor,
  note: r.row.note,
  receipts: withLinks(read.secret, read.nowMs, r.row.receipts),
  maintenance_request_id: r.row.maintenanceRequestId,
  charged_to_tenant: r.row.chargedToTenant,
  recurrence: r.row.recurrence as ExpenseRecord['recurrence'],
  recurring_source_id: r.row.recurringSourceId,
  created_at: r.row.createdAt.toISOString(),
  updated_at: r.row.updatedAt.toISOString(),
});

const SORTS = {
  date: expenses.expenseDate,
  amount: expenses.amount,
  category: expenses.category,
  property_name: properties.name,
  vendor: expenses.vendor,
} as const;

export async function listExpenses(
  db: Database,
  scope: Scope,
  query: ExpenseListQuery,
  read: ExpenseRead,
): Promise<{ items: ExpenseRecord[]; total: number; totalAmount: string }> {
  const filters = scopeFilters(scope);
  if (query.property_id) filters.push(eq(expenses.propertyId, query.property_id));
  if (query.category) filters.push(eq(expenses.category, query.category));
  if (query.date_from) filters.push(gte(expenses.expenseDate, query.date_from));
  if (query.date_to) filters.push(lte(expenses.expenseDate, query.date_to));
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(
      or(ilike(expenses.vendor, like), ilike(expenses.note, like), ilike(properties.name, like)) as SQL,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const sortColumn = SORTS[query.sort ?? 'date'];
  const order = query.order === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, [sums]] = await Promise.all([
    db
      .select(selection)
      .from(expenses)
      .innerJoin(properties, eq(properties.id, expenses.propertyId))
      .leftJoin(propertyUnits, eq(propertyUnits.id, expenses.unitId))
      .where(where)
      .orderBy(order, desc(expenses.createdAt), asc(expenses.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({
        total: count(),
        amount: sql<string>`coalesce(sum(${expenses.amount}), 0)::numeric(14,3)::text`,
      })
      .from(expenses)
      .innerJoin(properties, eq(properties.id, expenses.propertyId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => toRecord(r, read)),
    total: Number(sums?.total ?? 0),
    totalAmount: sums?.amount ?? '0.000',
  };
}

async function findRow(db: Pick<Database, 'select'>, scope: Scope, id: string) {
  const [row] = await db
    .select(selection)
    .from(expenses)
    .innerJoin(properties, eq(properties.id, expenses.propertyId))
    .leftJoin(propertyUnits, eq(propertyUnits.id, expenses.unitId))
    .where(and(eq(expenses.id, id), ...scopeFilters(scope)));
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

export const findExpense = async (db: Database, scope: Scope, id: string, read: ExpenseRead) =>
  toRecord(await findRow(db, scope, id), read);

/** The property (and unit) an expense names, in the caller's scope: 422 otherwise, naming the field. */
async function checkPlace(
  db: Pick<Database, 'select'>,
  scope: Scope,
  propertyId: string,
  unitId: string | null,
): Promise<string> {
  const filters: SQL[] = [eq(properties.id, propertyId)];
  if (scope.landlordId) filters.push(eq(properties.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(properties.id, scope.propertyIds));
  const [property] = await db
    .select({ landlordId: properties.landlordId })
    .from(properties)
    .where(and(...filters));
  if (!property)
    throw new InvalidInputError(M.property, [
      { loc: ['body', 'property_id'], msg: M.property, type: 'value_error' },
    ]);
  if (unitId) {
    const [unit] = await db
      .select({ id: propertyUnits.id })
      .from(propertyUnits)
      .where(and(eq(propertyUnits.id, unitId), eq(propertyUnits.propertyId, propertyId)));
    if (!unit)
      throw new InvalidInputError(M.unit, [{ loc: ['body', 'unit_id'], msg: M.unit, type: 'value_error' }]);
  }
  return property.landlordId;
}

const audited = (row: ExpenseRow) => ({
  property_id: row.propertyId,
  unit_id: row.unitId,
  date: row.expenseDate,
  amount: row.amount,
  category: row.category,
  vendor: row.vendor,
  note: row.note,
  receipts: row.receipts.map((r) => r.name),
  recurrence: row.recurrence,
  maintenance_request_id: row.maintenanceRequestId,
  charged_to_tenant: row.chargedToTenant,
});

export interface ExpenseActor {
  actorId: string | null;
}

export async function createExpense(
  db: Database,
  scope: Scope,
  input: ExpenseCreate,
  receipts: StoredDocument[],
  actor: ExpenseActor,
): Promise<ExpenseRow> {
  return db.transaction(async (tx) => {
    const landlordId = await checkPlace(tx, scope, input.property_id, input.unit_id);
    const [row] = await tx
      .insert(expenses)
      .values({
        landlordId,
        propertyId: input.property_id,
        unitId: input.unit_id,
        expenseDate: input.date,
        amount: input.amount,
        category: input.category,
        vendor: input.vendor,
        note: input.note,
        receipts,
        recurrence: input.recurrence,
        createdBy: actor.actorId,
      })
      .returning();
    await tx.insert(auditLog).values({
      landlordId,
      actorId: actor.actorId,
      action: 'expense.create',
      entity: 'expense',
      entityId: row!.id,
      before: null,
      after: audited(row!),
    });
    return row!;
  });
}

export async function updateExpense(
  db: Database,
  scope: Scope,
  id: string,
  input: Partial<ExpenseUpdate>,
  newReceipts: StoredDocument[],
  actor: ExpenseActor & { nowMs: number },
): Promise<ExpenseRow> {
  return db.transaction(async (tx) => {
    const { row: before } = await findRow(tx, scope, id);
    const propertyId = input.property_id ?? before.propertyId;
    const unitId = input.unit_id !== undefined ? input.unit_id : input.property_id ? null : before.unitId;
    await checkPlace(tx, scope, propertyId, unitId);
    const kept = input.keep_receipts === false ? [] : before.receipts;
    const [row] = await tx
      .update(expenses)
      .set({
        propertyId,
        unitId,
        expenseDate: input.date ?? before.expenseDate,
        amount: input.amount ?? before.amount,
        category: input.category ?? before.category,
        vendor: input.vendor !== undefined ? input.vendor : before.vendor,
        note: input.note !== undefined ? input.note : before.note,
        recurrence: input.recurrence ?? before.recurrence,
        receipts: [...kept, ...newReceipts],
        updatedAt: new Date(actor.nowMs),
      })
      .where(eq(expenses.id, id))
      .returning();
    await tx.insert(auditLog).values({
      landlordId: before.landlordId,
      actorId: actor.actorId,
      action: 'expense.update',
      entity: 'expense',
      entityId: id,
      before: audited(before),
      after: audited(row!),
    });
    return row!;
  });
}

export async function deleteExpense(db: Database, scope: Scope, id: string, actor: ExpenseActor) {
  await db.transaction(async (tx) => {
    const { row } = await findRow(tx, scope, id);
    await tx.delete(expenses).where(eq(expenses.id, id));
    await tx.insert(auditLog).values({
      landlordId: row.landlordId,
      actorId: actor.actorId,
      action: 'expense.delete',
      entity: 'expense',
      entityId: id,
      before: audited(row),
      after: null,
    });
  });
}
