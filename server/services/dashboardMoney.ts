import { sql, type SQL } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  SERIES_MONTHS,
  TOP_DEBTOR_COUNT,
  dueDatesFor,
  percentOf,
} from '../../domain/dashboardFigures';
import type { Debtor, MonthMoney, OutstandingFigures, ThisMonthFigures } from '../../domain/dashboardSchemas';
import type { Locale } from '../../domain/displayLocale';
import { monthBounds } from '../../domain/kuwaitCalendar';
import { sumMoney } from '../../domain/money';
import type { Database } from '../db/client';
import { tenantNameSql } from '../db/localizedSql';
import { queryPlanned } from '../db/rows';
import { moneyTextSql, scopeSql, type FigureScope } from './dashboardScope';

type Executor = Pick<Database, 'execute'>;

/*
 * The money cards of the landlord's and manager's dashboards (domain/dashboardFigures.ts), read
 * from the kept figures (issue 37 item 1; server/db/schema/keptFigures.ts): the months' invoices
 * and cash from kept_month_figures; what is owed up to today (aging buckets and top debtors) from
 * kept_owed_days, kept per due day and tenant so that ranges of days seen from today add up
 * exactly. Sums stay numeric in SQL and travel as text, so no fils is lost.
 */

interface MonthRow {
  month: string;
  expected: string;
  collected: string;
  written_off: string;
  outstanding: string;
}

const zeroMonth = (month: string): MonthMoney => ({
  month,
  expected: '0.000',
  collected: '0.000',
  written_off: '0.000',
  outstanding: '0.000',
});

/**
 * The SERIES_MONTHS months of invoices by due month ending at the month of `inMonth` (a day of the
 * chosen month, Kuwait's calendar), that month last, and that month's cash.
 */
export async function monthlyMoney(
  db: Executor,
  scope: FigureScope,
  inMonth: string,
): Promise<{ monthly: MonthMoney[]; thisMonth: ThisMonthFigures }> {
  const months = Array.from({ length: SERIES_MONTHS }, (_, i) => monthBounds(inMonth, i - SERIES_MONTHS + 1));
  const first = months[0]!.first;
  const current = months[months.length - 1]!;
  const [row] = await queryPlanned<{ months: MonthRow[] | null; cash_refunded: [string, string] }>(
    db,
    sql`select
          (select json_agg(m order by m.month) from (
             select to_char(k.month, 'YYYY-MM') as month,
                    ${moneyTextSql(sql`sum(k.expected)`)} as expected,
                    ${moneyTextSql(sql`sum(k.collected)`)} as collected,
                    ${moneyTextSql(sql`sum(k.written_off)`)} as written_off,
                    ${moneyTextSql(sql`sum(k.outstanding)`)} as outstanding
               from kept_month_figures k
              where ${scopeSql(scope, 'k')} and k.month between ${first}::date and ${current.first}::date
              group by k.month) m) as months,
          -- Receipts by their payment day and refunds by their credit note's day (issue 20 item 6).
          (select json_build_array(${moneyTextSql(sql`sum(k.cash_received)`)}, ${moneyTextSql(sql`sum(k.refunded)`)})
             from kept_month_figures k
            where ${scopeSql(scope, 'k')} and k.month = ${current.first}::date) as cash_refunded`,
  );
  const byMonth = new Map((row?.months ?? []).map((m) => [m.month, m]));
  const monthly = months.map(({ month }) => byMonth.get(month) ?? zeroMonth(month));
  const now = monthly[monthly.length - 1]!;
  return {
    monthly,
    thisMonth: {
      ...now,
      cash_received: row?.cash_refunded[0] ?? '0.000',
      refunded: row?.cash_refunded[1] ?? '0.000',
      collection_percent: percentOf(now.collected, now.expected),
    },
  };
}

/** Days past due (today - `dueDate`) → the bucket's key, as one CASE over AGING_BUCKETS. */
function bucketSql(today: string, dueDate: SQL): SQL {
  const cases = AGING_BUCKETS.map((b) => {
    const { dueFrom } = dueDatesFor(today, b);
    return dueFrom ? sql`when ${dueDate} >= ${dueFrom}::date then ${b.key}` : sql`else ${b.key}`;
  });
  return sql`case ${sql.join(cases, sql` `)} end`;
}

interface OwedRow {
  buckets: { key: string; amount: string; invoices: number }[] | null;
  debtors: Debtor[] | null;
}

/** What is owed on invoices due up to today: total, by age, and the tenants owing most. */
export async function outstandingMoney(
  db: Executor,
  scope: FigureScope,
  today: string,
  locale: Locale = 'en',
): Promise<{ outstanding: OutstandingFigures; topDebtors: Debtor[] }> {
  const [row] = await queryPlanned<OwedRow>(
    db,
    sql`with owed as materialized (
          select k.tenant_id, k.due_date, k.owed, k.invoices
            from kept_owed_days k
           where ${scopeSql(scope, 'k')} and k.due_date <= ${today}::date and k.invoices <> 0)
        select
          (select json_agg(b) from (
             select ${bucketSql(today, sql`o.due_date`)} as key, ${moneyTextSql(sql`sum(o.owed)`)} as amount,
                    sum(o.invoices)::int as invoices
               from owed o group by 1) b) as buckets,
          -- The top few by tenant first, then their names: five lookups, not a join of every user.
          (select json_agg(json_build_object(
                    'tenant_id', d.tenant_id,
                    'tenant_name', ${tenantNameSql(locale, sql`d.tenant_id`, sql`trim(u.first_name || ' ' || u.last_name)`)},
                    'amount', ${moneyTextSql(sql`d.owed`)}, 'invoices', d.invoices,
                    'oldest_due_date', to_char(d.oldest, 'YYYY-MM-DD'))
                  order by d.owed desc, d.oldest, d.tenant_id)
             from (select o.tenant_id, sum(o.owed) as owed, sum(o.invoices)::int as invoices, min(o.due_date) as oldest
                     from owed o group by o.tenant_id
                    order by owed desc, oldest, o.tenant_id limit ${sql.raw(String(TOP_DEBTOR_COUNT))}) d
             join users u on u.id = d.tenant_id) as debtors`,
  );
  const found = new Map((row?.buckets ?? []).map((b) => [b.key, b]));
  const buckets = AGING_BUCKETS.map((b) => ({
    key: b.key,
    from_days: b.from,
    to_days: b.to,
    amount: found.get(b.key)?.amount ?? '0.000',
    invoices: found.get(b.key)?.invoices ?? 0,
  }));
  return {
    outstanding: {
      total: sumMoney(buckets.map((b) => b.amount)),
      invoices: buckets.reduce((n, b) => n + b.invoices, 0),
      buckets,
    },
    topDebtors: (row?.debtors ?? []).map(({ tenant_id, tenant_name, amount, invoices, oldest_due_date }) => ({
      tenant_id,
      tenant_name,
      amount,
      invoices,
      oldest_due_date,
    })),
  };
}
