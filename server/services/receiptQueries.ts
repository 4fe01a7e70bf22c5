import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { moneyText } from '../../domain/money';
import {
  RECEIPT_MESSAGES,
  type Receipt,
  type ReceiptFilter,
  type ReceiptListQuery,
  type ReceiptMethod,
} from '../../domain/receiptSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { paymentAttempts, properties, receipts, tenantProfiles, users } from '../db/schema';
import { fullNameSql, localizedSql } from '../db/localizedSql';
import type { Locale } from '../../domain/displayLocale';
import { containsPattern } from '../db/likePattern';
import { NotFoundError } from '../../domain/errors';
import { pageOffset } from '../http/listAnswer';

/*
 * Reading receipts (issue 6 item 3). Receipts carry copies of the invoice number, payer and
 * property name, so the list filters, searches and sorts on one table without joins.
 */

/** The receipts a caller may see: its landlord's; a limited manager's properties; a tenant's own. */
export function receiptScopeFilter(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(receipts.landlordId, scope.landlordId));
  if (scope.tenantId) filters.push(eq(receipts.tenantId, scope.tenantId));
  if (scope.propertyIds) filters.push(inArray(receipts.propertyId, scope.propertyIds));
  return filters;
}

/** Scope plus the filters the list and the report share (date range inclusive, on received_on). */
export function receiptFilters(scope: Scope, filter: ReceiptFilter & { q?: string | undefined }): SQL[] {
  const filters = receiptScopeFilter(scope);
  if (filter.landlordId) filters.push(eq(receipts.landlordId, filter.landlordId));
  if (filter.dateFrom) filters.push(gte(receipts.receivedOn, filter.dateFrom));
  if (filter.dateTo) filters.push(lte(receipts.receivedOn, filter.dateTo));
  if (filter.propertyId) filters.push(eq(receipts.propertyId, filter.propertyId));
  if (filter.method) filters.push(eq(receipts.method, filter.method));
  if (filter.q) {
    const like = containsPattern(filter.q);
    filters.push(
      sql`(${receipts.receiptNo} ilike ${like} or ${receipts.invoiceNo} ilike ${like} or ${receipts.payerName} ilike ${like})`,
    );
  }
  return filters;
}

/**
 * Issue 30 item 6: the receipt of a payment made through the built-in sandbox gateway is a test
 * one (no money moved), and says so. One unique index lookup (payment_attempts_payment_key).
 */
const testPaymentSql = sql<boolean>`exists (select 1 from ${paymentAttempts}
  where ${paymentAttempts.paymentId} = ${receipts.paymentId} and ${paymentAttempts.provider} = 'sandbox')`;

/** Whether this payment went through the sandbox gateway (its receipt is a test receipt). */
export async function isTestPayment(db: Database, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.provider, 'sandbox')));
  return !!row;
}

/** Whose receipt it is, as the super admin's list labels it. */
const landlordNameSql = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * The payer's (the tenant's) and the property's names in the reader's language (issue 22 item 5):
 * their Arabic names for an Arabic reader where given, else the names copied onto the receipt.
 */
function receiptNames(locale: Locale): { payerName: SQL<string>; propertyName: SQL<string> } {
  if (locale !== 'ar') {
    return {
      payerName: sql<string>`${receipts.payerName}`,
      propertyName: sql<string>`${receipts.propertyName}`,
    };
  }
  const arabicTenant = sql`(select ${fullNameSql(tenantProfiles.firstNameAr, tenantProfiles.lastNameAr)}
    from ${tenantProfiles} where ${tenantProfiles.userId} = ${receipts.tenantId})`;
  const arabicProperty = sql`(select ${properties.nameAr} from ${properties} where ${properties.id} = ${receipts.propertyId})`;
  return {
    payerName: localizedSql(locale, receipts.payerName, arabicTenant),
    propertyName: localizedSql(locale, receipts.propertyName, arabicProperty),
  };
}

const SORTABLE = {
  receiptNo: receipts.receiptNo,
  receivedOn: receipts.receivedOn,
  amount: receipts.amount,
  payerName: receipts.payerName,
} as const;

type ReceiptRow = typeof receipts.$inferSelect;

const localNames = (row: { payerName: string; propertyName: string }) => ({
  payerName: row.payerName,
  propertyName: row.propertyName,
});

export function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    landlordId: row.landlordId,
    receiptNo: row.receiptNo,
    paymentId: row.paymentId,
    invoiceId: row.invoiceId,
    invoiceNo: row.invoiceNo,
    tenantId: row.tenantId,
    payerName: row.payerName,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    amount: moneyText(row.amount),
    method: row.method as ReceiptMethod | null,
    receivedOn: row.receivedOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of receipts and the count of all that match. */
export async function listReceipts(
  db: Database,
  scope: Scope,
  query: ReceiptListQuery,
  locale: Locale = 'en',
): Promise<{ items: Receipt[]; total: number }> {
  const where = and(...receiptFilters(scope, query));
  const names = receiptNames(locale);
  const column = query.sort ? { ...SORTABLE, payerName: names.payerName }[query.sort] : undefined;
  // Newest first unless a column is asked for; the receipt number breaks ties either way.
  const order = column
    ? [
        query.order === 'desc' ? desc(column) : asc(column),
        query.order === 'desc' ? desc(receipts.receiptNo) : asc(receipts.receiptNo),
      ]
    : [desc(receipts.receivedOn), desc(receipts.receiptNo)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ receipt: receipts, landlordName: landlordNameSql, testPayment: testPaymentSql, ...names })
      .from(receipts)
      .innerJoin(users, eq(users.id, receipts.landlordId))
      .where(where)
      .orderBy(...order, asc(receipts.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(receipts).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...toReceipt(r.receipt),
      ...localNames(r),
      landlordName: r.landlordName,
      testPayment: r.testPayment,
    })),
    total: Number(counted?.total ?? 0),
  };
}

/** One receipt as the list answers it (with its landlord's name), or 404 out of the caller's scope. */
export async function findReceipt(
  db: Database,
  scope: Scope,
  id: string,
  locale: Locale = 'en',
): Promise<Receipt> {
  const [row] = await db
    .select({
      receipt: receipts,
      landlordName: landlordNameSql,
      testPayment: testPaymentSql,
      ...receiptNames(locale),
    })
    .from(receipts)
    .innerJoin(users, eq(users.id, receipts.landlordId))
    .where(and(eq(receipts.id, id), ...receiptScopeFilter(scope)));
  if (!row) throw new NotFoundError(RECEIPT_MESSAGES.notFound);
  return {
    ...toReceipt(row.receipt),
    ...localNames(row),
    landlordName: row.landlordName,
    testPayment: row.testPayment,
  };
}

/** A receipt row the caller may see, or 404 (a receipt out of scope does not exist for the caller). */
export async function findReceiptRow(db: Database, scope: Scope, id: string): Promise<ReceiptRow> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), ...receiptScopeFilter(scope)));
  if (!row) throw new NotFoundError(RECEIPT_MESSAGES.notFound);
  return row;
}
