import { and, asc, desc, eq, ilike, inArray, lte, gte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChequeDetail, ChequeRecord } from '../../domain/chequeRecord';
import { CHEQUE_MESSAGES as M, type ChequeListQuery, type ChequeSortField } from '../../domain/chequeSchemas';
import { HELD_STATE, TO_DEPOSIT_DAYS, type ChequeState, type Custodian } from '../../domain/chequeStates';
import type { Locale } from '../../domain/displayLocale';
import { NotFoundError } from '../../domain/errors';
import { todayInKuwait } from '../../domain/kuwaitDate';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { fullNameSql, propertyNameSql, tenantNameSql } from '../db/localizedSql';
import { chequeInvoices, cheques as c, chequeStatusHistory, invoices, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { withLinks } from '../storage/documents';

type Reader = Pick<Database, 'select'>;

/*
 * Reading cheques (issue 34 item 1): who sees which, the register's filters and sort, the record
 * the API answers with its invoices, photo link and timeline. Names are copied onto the cheque, so
 * a page is one indexed query plus one for the page's invoices.
 */

/** Signed links for the photo, the reader's language and the moment "to deposit" is judged at. */
export interface ChequeReadContext {
  secret: string;
  nowMs: number;
  locale: Locale;
}

/** The cheques a caller may see: its landlord's; a limited manager's properties'; a tenant's own. */
export function chequeScope(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(c.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(c.propertyId, scope.propertyIds));
  if (scope.tenantId) filters.push(eq(c.tenantId, scope.tenantId));
  return filters;
}

/** The last day "to deposit" reaches: today (Kuwait) plus TO_DEPOSIT_DAYS. */
export const toDepositUntil = (nowMs: number) => todayInKuwait(nowMs + TO_DEPOSIT_DAYS * 86_400_000);

function listWhere(scope: Scope, query: ChequeListQuery, nowMs: number): SQL | undefined {
  const filters: (SQL | undefined)[] = [...chequeScope(scope)];
  if (query.state) filters.push(eq(c.state, query.state));
  if (query.due_from) filters.push(gte(c.dueDate, query.due_from));
  if (query.due_to) filters.push(lte(c.dueDate, query.due_to));
  if (query.property_id) filters.push(eq(c.propertyId, query.property_id));
  if (query.tenant_id) filters.push(eq(c.tenantId, query.tenant_id));
  if (query.contract_id) filters.push(eq(c.contractId, query.contract_id));
  if (query.bank) filters.push(ilike(c.bank, containsPattern(query.bank)));
  if (query.to_deposit === 'true') {
    // Held cheques due within the week; an overdue one still held needs depositing all the more.
    filters.push(eq(c.state, HELD_STATE), lte(c.dueDate, toDepositUntil(nowMs)));
  }
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(
      sql`(${c.chequeNo} ilike ${like} or ${c.drawerName} ilike ${like} or ${c.tenantName} ilike ${like})`,
    );
  }
  return and(...filters);
}

const SORTABLE: Record<ChequeSortField, SQL | typeof c.dueDate | typeof c.amount> = {
  due_date: c.dueDate,
  amount: c.amount,
  cheque_no: sql`${c.chequeNo}`,
  state: sql`${c.state}`,
  bank: sql`${c.bank}`,
  created_at: sql`${c.createdAt}`,
};

const selectCheques = (db: Reader, where: SQL | undefined, locale: Locale) =>
  db
    .select({
      row: c,
      tenantName: tenantNameSql(locale, c.tenantId, c.tenantName),
      propertyName: propertyNameSql(locale, c.propertyId, c.propertyName),
    })
    .from(c)
    .where(where);

type Selected = Awaited<ReturnType<typeof selectCheques>>[number];

/** The invoices of these cheques, each cheque's by due date. */
async function invoicesOf(db: Reader, chequeIds: string[]) {
  if (chequeIds.length === 0) return new Map<string, ChequeRecord['invoices']>();
  const rows = await db
    .select({
      chequeId: chequeInvoices.chequeId,
      id: invoices.id,
      invoice_no: invoices.invoiceNo,
      period: sql<string>`to_char(${invoices.period}, 'YYYY-MM-DD')`,
      due_date: sql<string>`to_char(${invoices.dueDate}, 'YYYY-MM-DD')`,
      total: invoices.total,
      status: invoices.status,
      payment_id: chequeInvoices.paymentId,
    })
    .from(chequeInvoices)
    .innerJoin(invoices, eq(invoices.id, chequeInvoices.invoiceId))
    .where(inArray(chequeInvoices.chequeId, chequeIds))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo));
  const byCheque = new Map<string, ChequeRecord['invoices']>();
  for (const { chequeId, ...invoice } of rows)
    byCheque.set(chequeId, [...(byCheque.get(chequeId) ?? []), invoice]);
  return byCheque;
}

function toRecord(
  selected: Selected,
  invoiceList: ChequeRecord['invoices'],
  read: ChequeReadContext,
): ChequeRecord {
  const { row } = selected;
  return {
    id: row.id,
    landlord_id: row.landlordId,
    contract_id: row.contractId,
    tenant_id: row.tenantId,
    tenant_name: selected.tenantName,
    property_id: row.propertyId,
    property_name: selected.propertyName,
    unit_no: row.unitNo,
    bank: row.bank,
    cheque_no: row.chequeNo,
    drawer_name: row.drawerName,
    amount: row.amount,
    currency: 'KWD',
    due_date: row.dueDate,
    period: row.period,
    state: row.state as ChequeState,
    custody: row.custody as Custodian,
    custody_note: row.custodyNote,
    notes: row.notes,
    invoices: invoiceList,
    photo: withLinks(read.secret, read.nowMs, row.photo)[0] ?? null,
    replaces_id: row.replacesId,
    replaced_by_id: row.replacedById,
    bounced_fee: row.bouncedFee,
    fee_invoice_id: row.feeInvoiceId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One page of the register and the count of all that match. */
export async function listCheques(db: Reader, scope: Scope, query: ChequeListQuery, read: ChequeReadContext) {
  const where = listWhere(scope, query, read.nowMs);
  const order = query.sort
    ? [(query.order === 'desc' ? desc : asc)(SORTABLE[query.sort]), asc(c.dueDate), asc(c.id)]
    : // The register reads like a diary: the next cheque to fall due first.
      [asc(c.dueDate), asc(c.chequeNo), asc(c.id)];
  const [rows, [count]] = await Promise.all([
    selectCheques(db, where, read.locale)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(c)
      .where(where),
  ]);
  const linked = await invoicesOf(
    db,
    rows.map((r) => r.row.id),
  );
  return { items: rows.map((r) => toRecord(r, linked.get(r.row.id) ?? [], read)), total: count?.total ?? 0 };
}

/** The records of these cheques (ids the caller's own code produced), in the order given. */
export async function chequeRecords(
  db: Reader,
  ids: string[],
  read: ChequeReadContext,
): Promise<ChequeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectCheques(db, inArray(c.id, ids), read.locale);
  const linked = await invoicesOf(db, ids);
  const byId = new Map(rows.map((r) => [r.row.id, toRecord(r, linked.get(r.row.id) ?? [], read)]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

const actor = alias(users, 'actor');

/** Every move of a cheque, oldest first. */
async function chequeHistory(db: Reader, chequeId: string): Promise<ChequeDetail['history']> {
  const rows = await db
    .select({ h: chequeStatusHistory, actorName: fullNameSql(actor.firstName, actor.lastName) })
    .from(chequeStatusHistory)
    .leftJoin(actor, eq(actor.id, chequeStatusHistory.actorId))
    .where(eq(chequeStatusHistory.chequeId, chequeId))
    .orderBy(asc(chequeStatusHistory.createdAt), asc(chequeStatusHistory.id));
  return rows.map(({ h, actorName }) => ({
    id: h.id,
    from_state: h.fromState as ChequeState | null,
    to_state: h.toState as ChequeState,
    reason: h.reason,
    actor_id: h.actorId,
    actor_name: h.actorId ? actorName : null,
    created_at: h.createdAt.toISOString(),
  }));
}

/** One cheque the caller may see, with its timeline; another landlord's or tenant's answers 404. */
export async function findCheque(
  db: Reader,
  scope: Scope,
  id: string,
  read: ChequeReadContext,
): Promise<ChequeDetail> {
  const [row] = await selectCheques(db, and(eq(c.id, id), ...chequeScope(scope)), read.locale);
  if (!row) throw new NotFoundError(M.notFound);
  const [linked, history] = await Promise.all([invoicesOf(db, [id]), chequeHistory(db, id)]);
  return { ...toRecord(row, linked.get(id) ?? [], read), history };
}
