import { and, asc, count, sql, sum } from 'drizzle-orm';
import { moneyText } from '../../domain/money';
import type { ReceiptMethod, ReceiptFilter } from '../../domain/receiptSchemas';
import type { ReceiptReport } from '../../domain/reportSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { receipts } from '../db/schema';
import { receiptFilters } from './receiptQueries';

/*
 * The financial receipts report (issue 6 item 4): money received, by month, property and method.
 * Every sum is PostgreSQL's numeric sum over the very receipts receipts/list shows for the same
 * filters (one filter function serves both), so the report equals the list to the fils.
 */

const totalOf = (value: string | null) => moneyText(value ?? '0');

export async function receiptReport(
  db: Database,
  scope: Scope,
  filter: ReceiptFilter,
): Promise<ReceiptReport> {
  const where = and(...receiptFilters(scope, filter));
  const period = sql<string>`to_char(${receipts.receivedOn}, 'YYYY-MM')`;
  const method = sql<string>`coalesce(${receipts.method}, 'unspecified')`;
  const amount = sum(receipts.amount);
  const [overall, byPeriod, byProperty, byMethod] = await Promise.all([
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
  ]);
  return {
    dateFrom: filter.dateFrom ?? null,
    dateTo: filter.dateTo ?? null,
    total: totalOf(overall[0]?.total ?? null),
    count: Number(overall[0]?.count ?? 0),
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
