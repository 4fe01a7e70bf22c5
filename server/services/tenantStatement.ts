import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { money, moneyText, sumMoney } from '../../domain/money';
import { REPORT_MESSAGES, type StatementEntry, type TenantStatement } from '../../domain/reportSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import {
  invoiceWriteOffs,
  invoices,
  paymentRefunds,
  receipts,
  roles,
  tenantProfiles,
  users,
} from '../db/schema';
import type { Locale } from '../../domain/displayLocale';
import { propertyNameSql } from '../db/localizedSql';
import { NotFoundError } from '../../domain/errors';
import { todayInKuwait } from './occupancy';
import { statementWords } from './statementWords';
import { tenantDisplayName, tenantScopeFilter } from './tenants';

/*
 * The tenant statement (issue 6 item 5): the tenant's invoices and refunds (debits) and payments (credits) in
 * date order with a running balance, added with big.js so it is exact to the fils. Cancelled
 * invoices are not owed and are left out, with any receipt against them.
 */

/**
 * The tenant the caller may read: itself for a tenant; otherwise one the caller sees as a tenant
 * (its landlord's, and for a limited manager only those of its properties), else 404 without
 * a name.
 */
async function findTenant(db: Database, scope: Scope, tenantId: string, locale: Locale) {
  if (scope.tenantId && scope.tenantId !== tenantId) throw new NotFoundError(REPORT_MESSAGES.tenantNotFound);
  const [row] = await db
    .select({ id: users.id, name: tenantDisplayName(locale) })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
    .where(and(eq(users.id, tenantId), ...tenantScopeFilter(scope)));
  if (!row) throw new NotFoundError(REPORT_MESSAGES.tenantNotFound);
  return { id: row.id, name: row.name };
}

/** Same day: invoices before payments, then by reference, so the order never changes between reads. */
const KIND_ORDER = { invoice: 0, payment: 1, write_off: 2, refund: 3 } as const;
const byDateThenKind = (a: Omit<StatementEntry, 'balance'>, b: Omit<StatementEntry, 'balance'>) =>
  a.date.localeCompare(b.date) ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  a.reference.localeCompare(b.reference);

export async function tenantStatement(
  db: Database,
  scope: Scope,
  tenantId: string,
  /** The reader's language: the tenant is named in it (issue 22 item 5). */
  locale: Locale = 'en',
): Promise<TenantStatement> {
  const tenant = await findTenant(db, scope, tenantId, locale);
  const words = statementWords(locale);
  const invoiceFilters: SQL[] = [eq(invoices.tenantId, tenant.id), ne(invoices.status, 'CANCELLED')];
  if (scope.landlordId) invoiceFilters.push(eq(invoices.landlordId, scope.landlordId));
  // A manager limited to some properties sees the part of the ledger on those properties.
  if (scope.propertyIds) invoiceFilters.push(inArray(invoices.propertyId, scope.propertyIds));

  const [invoiceRows, receiptRows, writeOffRows, refundRows] = await Promise.all([
    db
      .select({
        issueDate: invoices.issueDate,
        invoiceNo: invoices.invoiceNo,
        period: invoices.period,
        propertyName: propertyNameSql(locale, invoices.propertyId, invoices.propertyName),
        unitNo: invoices.unitNo,
        total: invoices.total,
      })
      .from(invoices)
      .where(and(...invoiceFilters))
      .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNo)),
    db
      .select({
        receivedOn: receipts.receivedOn,
        receiptNo: receipts.receiptNo,
        method: receipts.method,
        amount: receipts.amount,
      })
      .from(receipts)
      .innerJoin(invoices, eq(invoices.id, receipts.invoiceId))
      .where(and(...invoiceFilters))
      .orderBy(asc(receipts.receivedOn), asc(receipts.receiptNo)),
    // What "Mark as paid" closed short is credited too, so the closing balance is what is pending.
    db
      .select({
        createdAt: invoiceWriteOffs.createdAt,
        invoiceNo: invoices.invoiceNo,
        reason: invoiceWriteOffs.reason,
        amount: invoiceWriteOffs.amount,
      })
      .from(invoiceWriteOffs)
      .innerJoin(invoices, eq(invoices.id, invoiceWriteOffs.invoiceId))
      .where(and(...invoiceFilters)),
    // A refund (issue 20 item 6) gives money back: owed again, so it is a debit under its credit note.
    db
      .select({
        createdAt: paymentRefunds.createdAt,
        creditNoteNo: paymentRefunds.creditNoteNo,
        reason: paymentRefunds.reason,
        amount: paymentRefunds.amount,
      })
      .from(paymentRefunds)
      .innerJoin(invoices, eq(invoices.id, paymentRefunds.invoiceId))
      .where(and(...invoiceFilters)),
  ]);

  const unordered: Omit<StatementEntry, 'balance'>[] = [
    ...invoiceRows.map((r) => ({
      date: r.issueDate,
      kind: 'invoice' as const,
      reference: r.invoiceNo,
      description: words.rent(r.period, `${r.propertyName} / ${r.unitNo}`),
      debit: moneyText(r.total),
      credit: null,
    })),
    ...receiptRows.map((r) => ({
      date: r.receivedOn,
      kind: 'payment' as const,
      reference: r.receiptNo,
      description: words.payment(r.method),
      debit: null,
      credit: moneyText(r.amount),
    })),
    ...writeOffRows.map((r) => ({
      date: todayInKuwait(r.createdAt.getTime()),
      kind: 'write_off' as const,
      reference: r.invoiceNo,
      description: words.writeOff(r.reason),
      debit: null,
      credit: moneyText(r.amount),
    })),
    ...refundRows.map((r) => ({
      date: todayInKuwait(r.createdAt.getTime()),
      kind: 'refund' as const,
      reference: r.creditNoteNo,
      description: words.refund(r.reason),
      debit: moneyText(r.amount),
      credit: null,
    })),
  ];

  let balance = money(0);
  const entries = unordered.sort(byDateThenKind).map((entry) => {
    balance = balance.plus(entry.debit ?? 0).minus(entry.credit ?? 0);
    return { ...entry, balance: moneyText(balance) };
  });
  return {
    tenant,
    entries,
    totalDebit: sumMoney(entries.map((e) => e.debit ?? 0)),
    totalCredit: sumMoney(entries.map((e) => e.credit ?? 0)),
    totalWrittenOff: sumMoney(writeOffRows.map((r) => r.amount)),
    closingBalance: moneyText(balance),
  };
}
