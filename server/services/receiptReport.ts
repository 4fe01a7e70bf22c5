import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import { money, moneyText } from '../../domain/money';
import type { ReceiptMethod, ReceiptFilter } from '../../domain/receiptSchemas';
import type { ReceiptReport } from '../../domain/reportSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { paymentRefunds, receipts } from '../db/schema';
import { receiptFilters } from './receiptQueries';

/*
 * The financial receipts report (issue 6 item 4): money received, by month, property and method.
 * Every sum is PostgreSQL's numeric sum over the very receipts receipts/list shows for the same
 * filters (one filter function serves both), so the report equals the list to the fils. Refunds
 * of online payments are reported beside it, and net is received less refunded.
 */

const totalOf = (value: string | null) => moneyText(value ?? '0');

/** A refund's day is Kuwait's day of its credit note (UTC+3, no daylight saving). */
const refundDay = sql`((${paymentRefunds.createdAt} at time zone 'UTC') + interval '3 hours')::date`;

/**
 * The refunds (credit notes, issue 20 item 6) given back in the range on the payments whose
 * receipts the report's other filters select: shown beside what was received, never silently
 * taken from it, so the received total still equals the receipts list to the fils.
 */
async function refundsOfReceipts(db: Database, scope: Scope, filter: ReceiptFilter) {
  const where = [...receiptFilters(scope, { ...filter, dateFrom: undefined, dateTo: undefined })];
  if (filter.dateFrom) where.push(sql`${refundDay} >= ${filter.dateFrom}::date`);
  if (filter.dateTo) where.push(sql`${refundDay} <= ${filter.dateTo}::date`);
  const [row] = await db
    .select({ total: sum(paymentRefunds.amount), count: count() })
    .from(paymentRefunds)
    .innerJoin(receipts, eq(receipts.paymentId, paymentRefunds.paymentId))
    .where(and(...where));
  return { total: totalOf(row?.total ?? null), count: Number(row?.count ?? 0) };
}

export async function receiptReport(
  db: Database,
  scope: Scope,
  filter: ReceiptFilter,
): Promise<ReceiptReport> {
  const where = and(...receiptFilters(scope, filter));
  const period = sql<string>`to_char(${receipts.receivedOn}, 'YYYY-MM')`;
  const method = sql<string>`coalesce(${receipts.method}, 'unspecified')`;
  const amount = sum(receipts.amount);
  const [overall, byPeriod, byProperty, byMethod, refunds] = await Promise.all([
    db.select({ total: amount, count: count() }).from(receipts).where(where),
    db
      .select({ period, total: amount, count: count() })
      .from(receipts)
      .where(where)
      .groupBy(period)
      .orderBy(asc(period)),
    // Grouped by id; the name is the one on the latest receipt, should a property have been renamed.
    db
      .select({
        propertyId: receipts.propertyId,
        propertyName: sql<string>`(array_agg(${receipts.propertyName} order by ${receipts.createdAt} desc))[1]`,
        total: amount,
        count: count(),
      })
      .from(receipts)
      .where(where)
      .groupBy(receipts.propertyId),
    db
      .select({ method, total: amount, count: count() })
      .from(receipts)
      .where(where)
      .groupBy(method)
      .orderBy(asc(method)),
    refundsOfReceipts(db, scope, filter),
  ]);
  const total = totalOf(overall[0]?.total ?? null);
  return {
    dateFrom: filter.dateFrom ?? null,
    dateTo: filter.dateTo ?? null,
    total,
    count: Number(overall[0]?.count ?? 0),
    refunded: refunds.total,
    refundCount: refunds.count,
    net: moneyText(money(total).minus(refunds.total)),
    byPeriod: byPeriod.map((r) => ({ period: r.period, total: totalOf(r.total), count: Number(r.count) })),
    byProperty: byProperty
      .map((r) => ({
        propertyId: r.propertyId,
        propertyName: r.propertyName,
        total: totalOf(r.total),
        count: Number(r.count),
      }))
      .sort((a, b) => a.propertyName.localeCompare(b.propertyName)),
    byMethod: byMethod.map((r) => ({
      method: r.method as ReceiptMethod | 'unspecified',
      total: totalOf(r.total),
      count: Number(r.count),
    })),
  };
}
