import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { displayDate } from '../../domain/displayDates';
import { sumMoney } from '../../domain/money';
import type { SuperSubscriptionQuery, SuperSubscriptionRow } from '../../domain/subscriptionSchemas';
import { csvSafeRows } from '../../domain/csvCells';
import type { Database } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { plans, subscriptions, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';

/*
 * Issue 21 item 5: the super admin's subscriptions — each landlord with its plan, state, period end
 * and monthly recurring revenue (the monthly price, or the yearly price / 12, to 3 decimals; a trial
 * or an ended subscription brings none), filtered by state and plan, with totals and a CSV.
 */

const MRR = sql<string>`(case when ${subscriptions.state} in ('active', 'past_due') then round(case when ${subscriptions.billingCycle} = 'yearly' then ${plans.yearlyPrice} / 12 else ${plans.monthlyPrice} end, 3) else 0 end)`;

function whereOf(query: Omit<SuperSubscriptionQuery, 'page' | 'pageSize'>): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.state) filters.push(eq(subscriptions.state, query.state));
  if (query.planId) filters.push(eq(subscriptions.planId, query.planId));
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like)));
  }
  return and(...filters);
}

const columns = {
  id: subscriptions.id,
  landlordId: subscriptions.landlordId,
  landlordName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  planName: plans.name,
  state: subscriptions.state,
  billingCycle: subscriptions.billingCycle,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  mrr: sql<string>`${MRR}::numeric(12,3)::text`,
  openInvoiceId: sql<
    string | null
  >`(select i.id::text from subscription_invoices i where i.subscription_id = ${subscriptions.id} and i.status = 'unpaid' order by i.created_at limit 1)`,
  openInvoiceNo: sql<
    string | null
  >`(select i.invoice_no from subscription_invoices i where i.subscription_id = ${subscriptions.id} and i.status = 'unpaid' order by i.created_at limit 1)`,
  openAmount: sql<
    string | null
  >`(select sum(i.amount)::numeric(12,3)::text from subscription_invoices i where i.subscription_id = ${subscriptions.id} and i.status = 'unpaid')`,
};

const base = (db: Database) =>
  db
    .select(columns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.landlordId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId));

export async function subscriptionPage(db: Database, query: SuperSubscriptionQuery) {
  const where = whereOf(query);
  const [items, totals] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    subscriptionTotals(db, where),
  ]);
  return { items: items as SuperSubscriptionRow[], totals };
}

async function subscriptionTotals(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({
      state: subscriptions.state,
      n: sql<number>`count(*)::int`,
      mrr: sql<string>`coalesce(sum(${MRR}), 0)::numeric(12,3)::text`,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.landlordId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .groupBy(subscriptions.state);
  const total = rows.reduce((n, r) => n + r.n, 0);
  return {
    subscriptions: total,
    mrr: sumMoney(rows.map((r) => r.mrr)),
    byState: Object.fromEntries(rows.map((r) => [r.state, r.n])),
  };
}

export async function subscriptionCsv(
  db: Database,
  query: Omit<SuperSubscriptionQuery, 'page' | 'pageSize'>,
) {
  const rows = (await base(db)
    .where(whereOf(query))
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(100_000)) as SuperSubscriptionRow[];
  const cells = csvSafeRows(
    rows.map((r) => ({
      Landlord: r.landlordName,
      Email: r.email,
      Plan: r.planName,
      State: r.state,
      Billing: r.billingCycle,
      'Period end': displayDate(r.currentPeriodEnd.toISOString()),
      'Cancels at period end': r.cancelAtPeriodEnd ? 'Yes' : 'No',
      'MRR (KWD)': r.mrr,
      'Unpaid (KWD)': r.openAmount ?? '0.000',
    })),
  );
  const header = [
    'Landlord',
    'Email',
    'Plan',
    'State',
    'Billing',
    'Period end',
    'Cancels at period end',
    'MRR (KWD)',
    'Unpaid (KWD)',
  ];
  const quote = (value: unknown) => {
    const text = String(value ?? '');
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [header, ...cells.map((row) => Object.values(row))].map((line) => line.map(quote).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
