import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { StoredDocument } from '../../domain/documents';
import { INVOICE_MESSAGES, type InvoiceListQuery, type InvoiceSortField } from '../../domain/invoiceSchemas';
import type { InvoiceStatus } from '../../domain/invoiceStatus';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { invoiceItems, invoices, payments, receipts } from '../db/schema';
import { propertyNameSql, tenantNameSql } from '../db/localizedSql';
import type { Locale } from '../../domain/displayLocale';
import { containsPattern } from '../db/likePattern';
import { NotFoundError } from '../../domain/errors';
import { pageOffset } from '../http/listAnswer';
import { withLinks } from '../storage/documents';
import { pendingSql } from './invoiceMoney';
import { refundsOfInvoice } from './refundQueries';
import { writeOffOf } from './writeOffQueries';

type Reader = Pick<Database, 'select'>;

/**
 * Reading invoices (issue 6): who may see which, the list's search, filters and sort, and the
 * record the API answers. Everything the list needs is on the invoices row (names are copied
 * there when issued), so a page is one indexed query without joins.
 */

/** What is still owed (domain/invoiceMoney.ts's pending), in numeric: nothing once cancelled. */
const balanceSql = sql<string>`(case when ${invoices.status} = 'CANCELLED' then 0
  else ${pendingSql(invoices)} end)::numeric(12, 3)`;

export const invoiceColumns = {
  id: invoices.id,
  invoiceNo: invoices.invoiceNo,
  contractId: invoices.contractId,
  tenantId: invoices.tenantId,
  tenantName: invoices.tenantName,
  unitId: invoices.unitId,
  unitNo: invoices.unitNo,
  propertyId: invoices.propertyId,
  propertyName: invoices.propertyName,
  period: invoices.period,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  total: invoices.total,
  paidAmount: invoices.paidAmount,
  writtenOffAmount: invoices.writtenOffAmount,
  balance: sql<string>`${balanceSql}::text`,
  currency: invoices.currency,
  status: sql<InvoiceStatus>`${invoices.status}`,
  createdAt: invoices.createdAt,
  /** Not part of the answer: the PDF names the landlord, and scope checks use it. */
  landlordId: invoices.landlordId,
};

/**
 * The copied tenant and property names in the reader's language (issue 22 item 5): for an Arabic
 * reader, the tenant's and the property's Arabic names where they have one (two lookups by primary
 * key per row of a page), else the names copied at issue; for others the copies themselves.
 */
export function invoiceNames(locale: Locale): { tenantName: SQL<string>; propertyName: SQL<string> } {
  return {
    tenantName: tenantNameSql(locale, invoices.tenantId, invoices.tenantName),
    propertyName: propertyNameSql(locale, invoices.propertyId, invoices.propertyName),
  };
}

export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];
export type Invoice = Omit<InvoiceRow, 'landlordId'>;

export const selectInvoices = (db: Reader, where: SQL | undefined, locale: Locale = 'en') =>
  db
    .select({ ...invoiceColumns, ...invoiceNames(locale) })
    .from(invoices)
    .where(where);

/** The API's Invoice record (the landlord id stays on the server). */
export function toInvoice(row: InvoiceRow): Invoice {
  const { landlordId: _landlordId, ...invoice } = row;
  return invoice;
}

/** The invoices a caller may see: its landlord's; a limited manager's properties; a tenant's own. */
export function invoiceScope(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(invoices.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(invoices.propertyId, scope.propertyIds));
  if (scope.tenantId) filters.push(eq(invoices.tenantId, scope.tenantId));
  return filters;
}

export function invoiceListWhere(scope: Scope, query: InvoiceListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [...invoiceScope(scope)];
  if (query.status) filters.push(eq(invoices.status, query.status));
  if (query.propertyId) filters.push(eq(invoices.propertyId, query.propertyId));
  if (query.tenantId) filters.push(eq(invoices.tenantId, query.tenantId));
  if (query.period) filters.push(eq(invoices.period, `${query.period}-01`));
  if (query.dueFrom) filters.push(gte(invoices.dueDate, query.dueFrom));
  if (query.dueTo) filters.push(lte(invoices.dueDate, query.dueTo));
  if (query.excludeCancelled === 'true') filters.push(ne(invoices.status, 'CANCELLED'));
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(
      sql`(${invoices.invoiceNo} ilike ${like} or ${invoices.tenantName} ilike ${like}
        or ${invoices.propertyName} ilike ${like} or ${invoices.unitNo} ilike ${like})`,
    );
  }
  return and(...filters);
}

const SORTABLE: Record<InvoiceSortField, SQL | (typeof invoices)[keyof typeof invoices]> = {
  invoiceNo: invoices.invoiceNo,
  period: invoices.period,
  dueDate: invoices.dueDate,
  total: invoices.total,
  balance: balanceSql,
  status: invoices.status,
  tenantName: invoices.tenantName,
  propertyName: invoices.propertyName,
};

/** One page of the list (names in the reader's language) and the count of all that match. */
export async function listInvoices(db: Reader, scope: Scope, query: InvoiceListQuery, locale: Locale = 'en') {
  const where = invoiceListWhere(scope, query);
  const sortable = { ...SORTABLE, ...invoiceNames(locale) };
  const order = query.sort
    ? [
        (query.order === 'desc' ? desc : asc)(sortable[query.sort] as SQL),
        desc(invoices.invoiceNo),
        asc(invoices.id),
      ]
    : // Newest month first, and the latest number first within it.
      [desc(invoices.period), desc(invoices.invoiceNo), asc(invoices.id)];
  const [rows, [count]] = await Promise.all([
    selectInvoices(db, where, locale)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(where),
  ]);
  return { items: rows.map(toInvoice), total: count?.total ?? 0 };
}

/** One invoice the caller may see, or 404 (another landlord's or tenant's invoice is simply not there). */
export async function findInvoice(
  db: Reader,
  scope: Scope,
  id: string,
  locale: Locale = 'en',
): Promise<InvoiceRow> {
  const [row] = await selectInvoices(db, and(eq(invoices.id, id), ...invoiceScope(scope)), locale);
  if (!row) throw new NotFoundError(INVOICE_MESSAGES.notFound);
  return row;
}

interface Links {
  secret: string;
  now: number;
}

/** The invoice with its items, payments (with signed attachment links) and receipts. */
export async function loadInvoiceDetail(db: Reader, scope: Scope, id: string, links: Links) {
  return invoiceDetailOf(db, await findInvoice(db, scope, id), links);
}

/** The detail of an invoice row already found in the caller's scope. */
export async function invoiceDetailOf(db: Reader, row: InvoiceRow, links: Links) {
  const [items, paid, issued, writeOff, refunds] = await Promise.all([
    db
      .select({
        id: invoiceItems.id,
        kind: sql<'rent' | 'charge'>`${invoiceItems.kind}`,
        description: invoiceItems.description,
        amount: invoiceItems.amount,
      })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, row.id))
      // The rent first, then charges in the order they were added.
      .orderBy(desc(sql`${invoiceItems.kind} = 'rent'`), asc(invoiceItems.createdAt), asc(invoiceItems.id)),
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        method: payments.method,
        depositReference: payments.depositReference,
        depositDate: payments.depositDate,
        paymentDate: payments.paymentDate,
        notes: payments.notes,
        createdAt: payments.createdAt,
        receiptId: receipts.id,
        receiptNo: receipts.receiptNo,
        attachments: payments.attachments,
      })
      .from(payments)
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(eq(payments.invoiceId, row.id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({
        id: receipts.id,
        receiptNo: receipts.receiptNo,
        amount: receipts.amount,
        method: receipts.method,
        receivedOn: receipts.receivedOn,
      })
      .from(receipts)
      .where(eq(receipts.invoiceId, row.id))
      .orderBy(asc(receipts.receivedOn), asc(receipts.receiptNo)),
    writeOffOf(db, row.id),
    refundsOfInvoice(db, row.id),
  ]);
  return {
    ...toInvoice(row),
    items,
    payments: paid.map((p) => ({
      ...p,
      attachments: withLinks(links.secret, links.now, (p.attachments as StoredDocument[]) ?? []).map((d) => ({
        name: d.name,
        url: d.url,
      })),
    })),
    receipts: issued,
    writeOff,
    refunds,
  };
}
export type InvoiceDetail = Awaited<ReturnType<typeof invoiceDetailOf>>;
