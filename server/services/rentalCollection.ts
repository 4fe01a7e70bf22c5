import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { money, moneyText } from '../../domain/money';
import type {
  CollectionTotals,
  RentalCollectionQuery,
  RentalCollectionRow,
} from '../../domain/reportSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { invoices } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { containsPattern } from '../db/likePattern';

/*
 * Rental collection (issue 6 item 2): per unit and month, the rent due on the month's invoices
 * against what was collected on them. Cancelled invoices owe nothing and are left out. All sums
 * are numeric sums in SQL, exact to the fils; outstanding = due - collected - written off, also in
 * SQL (domain/invoiceMoney.ts: a short payment marked as paid leaves nothing outstanding).
 */

function invoiceScopeFilter(scope: Scope): SQL[] {
  const filters: SQL[] = [];
  if (scope.landlordId) filters.push(eq(invoices.landlordId, scope.landlordId));
  if (scope.propertyIds) filters.push(inArray(invoices.propertyId, scope.propertyIds));
  if (scope.tenantId) filters.push(eq(invoices.tenantId, scope.tenantId));
  return filters;
}

/** 'YYYY-MM' → the invoices' period column value (first day of that month). */
const periodOf = (month: string) => `${month}-01`;

export async function rentalCollection(
  db: Database,
  scope: Scope,
  query: RentalCollectionQuery & { month: string },
): Promise<{ items: RentalCollectionRow[]; total: number; totals: CollectionTotals }> {
  const filters = [
    ...invoiceScopeFilter(scope),
    eq(invoices.period, periodOf(query.month)),
    ne(invoices.status, 'CANCELLED'),
  ];
  if (query.propertyId) filters.push(eq(invoices.propertyId, query.propertyId));
  const like = query.q ? containsPattern(query.q) : null;
  // The search looks at the whole unit-month, so a unit shared by two tenants in a month stays whole.
  const matches = like
    ? sql`bool_or(${invoices.unitNo} ilike ${like} or ${invoices.propertyName} ilike ${like} or ${invoices.tenantName} ilike ${like})`
    : sql`true`;

  const groups = db.$with('unit_months').as(
    db
      .select({
        unitId: invoices.unitId,
        propertyId: invoices.propertyId,
        unitNo: sql<string>`max(${invoices.unitNo})`.as('unit_no'),
        propertyName: sql<string>`max(${invoices.propertyName})`.as('property_name'),
        period: sql<string>`to_char(${invoices.period}, 'YYYY-MM')`.as('period'),
        tenantName: sql<string>`string_agg(distinct ${invoices.tenantName}, ', ')`.as('tenant_name'),
        due: sql<string>`sum(${invoices.total})`.as('due'),
        collected: sql<string>`sum(${invoices.paidAmount})`.as('collected'),
        writtenOff: sql<string>`sum(${invoices.writtenOffAmount})`.as('written_off'),
      })
      .from(invoices)
      .where(and(...filters))
      .groupBy(invoices.unitId, invoices.propertyId, invoices.period)
      .having(matches),
  );

  const [rows, [sums]] = await Promise.all([
    db
      .with(groups)
      .select({
        unitId: groups.unitId,
        unitNo: groups.unitNo,
        propertyId: groups.propertyId,
        propertyName: groups.propertyName,
        period: groups.period,
        tenantName: groups.tenantName,
        due: groups.due,
        collected: groups.collected,
        writtenOff: groups.writtenOff,
        outstanding: sql<string>`${groups.due} - ${groups.collected} - ${groups.writtenOff}`,
      })
      .from(groups)
      .orderBy(asc(groups.propertyName), asc(groups.unitNo), asc(groups.unitId))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .with(groups)
      .select({
        count: count(),
        due: sql<string | null>`sum(${groups.due})`,
        collected: sql<string | null>`sum(${groups.collected})`,
        writtenOff: sql<string | null>`sum(${groups.writtenOff})`,
      })
      .from(groups),
  ]);
  const due = sums?.due ?? '0';
  const collected = sums?.collected ?? '0';
  const writtenOff = sums?.writtenOff ?? '0';
  return {
    items: rows.map((r) => ({
      ...r,
      due: moneyText(r.due),
      collected: moneyText(r.collected),
      writtenOff: moneyText(r.writtenOff),
      outstanding: moneyText(r.outstanding),
    })),
    total: Number(sums?.count ?? 0),
    totals: {
      due: moneyText(due),
      collected: moneyText(collected),
      writtenOff: moneyText(writtenOff),
      outstanding: moneyText(money(due).minus(collected).minus(writtenOff)),
    },
  };
}
