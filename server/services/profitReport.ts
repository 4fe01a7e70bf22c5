import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { EXPENSE_CATEGORIES } from '../../domain/expenseSchemas';
import type { ProfitReport, ProfitRow } from '../../domain/expenseRecord';
import { money, moneyText, sumMoney } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { expenses, invoices, properties } from '../db/schema';

/*
 * Profit per building for a month (issue 36 item 2). Money in is the rental collection report's
 * (server/services/rentalCollection.ts): the month's invoices by period, cancelled ones left out,
 * invoiced = their totals, collected = what was paid on them, so this report's collected equals
 * that report's to the fils. Other income has no source yet (late fees are invoice lines, already
 * in invoiced and collected), so it is 0. Money out is the month's expenses by their date. Sums
 * are numeric in SQL; the net is computed with big decimals (domain/money.ts), never floats.
 */

const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
};

export async function profitReport(
  db: Database,
  scope: Scope,
  query: { month: string; property_id?: string | undefined },
): Promise<ProfitReport> {
  const { first, last } = monthBounds(query.month);
  const propertyFilters: SQL[] = [];
  if (scope.landlordId) propertyFilters.push(eq(properties.landlordId, scope.landlordId));
  if (scope.propertyIds) propertyFilters.push(inArray(properties.id, scope.propertyIds));
  if (query.property_id) propertyFilters.push(eq(properties.id, query.property_id));
  if (scope.tenantId) propertyFilters.push(sql`false`);

  const invoiceFilters: SQL[] = [eq(invoices.period, first), ne(invoices.status, 'CANCELLED')];
  if (scope.landlordId) invoiceFilters.push(eq(invoices.landlordId, scope.landlordId));
  if (scope.propertyIds) invoiceFilters.push(inArray(invoices.propertyId, scope.propertyIds));
  if (query.property_id) invoiceFilters.push(eq(invoices.propertyId, query.property_id));

  const expenseFilters: SQL[] = [gte(expenses.expenseDate, first), lte(expenses.expenseDate, last)];
  if (scope.landlordId) expenseFilters.push(eq(expenses.landlordId, scope.landlordId));
  if (scope.propertyIds) expenseFilters.push(inArray(expenses.propertyId, scope.propertyIds));
  if (query.property_id) expenseFilters.push(eq(expenses.propertyId, query.property_id));

  const [props, income, spent] = await Promise.all([
    db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(propertyFilters.length ? and(...propertyFilters) : undefined)
      .orderBy(asc(properties.name), asc(properties.id)),
    db
      .select({
        propertyId: invoices.propertyId,
        invoiced: sql<string>`sum(${invoices.total})::text`,
        collected: sql<string>`sum(${invoices.paidAmount})::text`,
      })
      .from(invoices)
      .where(and(...invoiceFilters))
      .groupBy(invoices.propertyId),
    db
      .select({
        propertyId: expenses.propertyId,
        category: expenses.category,
        amount: sql<string>`sum(${expenses.amount})::text`,
      })
      .from(expenses)
      .where(and(...expenseFilters))
      .groupBy(expenses.propertyId, expenses.category),
  ]);

  const incomeOf = new Map(income.map((r) => [r.propertyId, r]));
  const rows: ProfitRow[] = props.map((p) => {
    const inc = incomeOf.get(p.id);
    const byCategory = Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, '0.000'])) as Record<
      string,
      string
    >;
    for (const s of spent.filter((e) => e.propertyId === p.id)) byCategory[s.category] = moneyText(s.amount);
    const out = sumMoney(Object.values(byCategory));
    const collected = moneyText(inc?.collected ?? 0);
    const other = '0.000';
    return {
      property_id: p.id,
      property_name: p.name,
      invoiced: moneyText(inc?.invoiced ?? 0),
      collected,
      other_income: other,
      expenses: out,
      by_category: byCategory,
      net: moneyText(money(collected).plus(other).minus(out)),
    };
  });
  const total = (pick: (r: ProfitRow) => string) => sumMoney(rows.map(pick));
  const byCategory = Object.fromEntries(
    EXPENSE_CATEGORIES.map((c) => [c, total((r) => r.by_category[c] ?? '0')]),
  ) as Record<string, string>;
  return {
    month: query.month,
    currency: 'KWD',
    rows,
    totals: {
      invoiced: total((r) => r.invoiced),
      collected: total((r) => r.collected),
      other_income: total((r) => r.other_income),
      expenses: total((r) => r.expenses),
      by_category: byCategory,
      net: total((r) => r.net),
    },
  };
}
