import { sql } from 'drizzle-orm';
import {
  OPEN_MAINTENANCE_STATUSES,
  TENANT_LAST_PAYMENTS,
  TENANT_OPEN_REQUESTS,
} from '../../domain/dashboardFigures';
import type { TenantFigures } from '../../domain/dashboardPeopleSchemas';
import { addDays, daysBetween, monthBounds } from '../../domain/kuwaitCalendar';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { CURRENCY } from '../../domain/money';
import type { Database } from '../db/client';
import { queryPlanned } from '../db/rows';
import { pendingSql } from './invoiceMoney';
import {
  OWING_INVOICE_STATUSES,
  moneyTextSql,
  scopeSql,
  unitScopeSql,
  type FigureScope,
} from './dashboardScope';

type Executor = Pick<Database, 'execute'>;

/*
 * The tenant's dashboard (issue 19 item 3; domain/dashboardPeopleSchemas.ts defines each figure).
 * Every statement starts from the tenant's own indexes (invoices_tenant_period_idx,
 * contracts_tenant_idx, payments_tenant_idx, maintenance_requests_tenant_created_idx) and keeps the
 * caller's landlord and, for a limited manager, its properties.
 */

interface MoneyRow {
  total: string;
  overdue: string;
  next: { id: string; invoice_no: string; due_date: string; amount: string } | null;
}

interface ContractRow {
  id: string;
  property_name: string;
  unit_no: string;
  start_date: string;
  end_date: string;
  monthly_rent: string;
  payment_due_day: number;
  last_period: string | null;
  /** The first month the product invoices (an imported lease); null: the start's month. */
  invoiced_from: string | null;
  deposits: string;
}

function owedMoney(db: Executor, scope: FigureScope, tenantId: string, today: string) {
  const owing = sql`from invoices i where i.tenant_id = ${tenantId} and ${scopeSql(scope, 'i')}
    and i.status in ${OWING_INVOICE_STATUSES}`;
  return queryPlanned<MoneyRow>(
    db,
    sql`select ${moneyTextSql(sql`(select sum(${pendingSql('i')}) ${owing})`)} as total,
               ${moneyTextSql(sql`(select sum(${pendingSql('i')}) ${owing} and i.due_date < ${today}::date)`)} as overdue,
               (select json_build_object('id', i.id, 'invoice_no', i.invoice_no,
                         'due_date', to_char(i.due_date, 'YYYY-MM-DD'),
                         'amount', (${pendingSql('i')})::numeric(18, 3)::text)
                  ${owing} and i.due_date >= ${today}::date and ${pendingSql('i')} > 0
                 order by i.due_date, i.invoice_no limit 1) as next`,
  );
}

/** The approved contract in force today that ends last, with the deposits of all in force. */
function contractInForce(db: Executor, scope: FigureScope, tenantId: string, today: string) {
  const inForce = (a: string) => sql`${sql.raw(a)}.tenant_id = ${tenantId} and ${unitScopeSql(scope, a)}
    and ${sql.raw(a)}.status = 'approved'
    and ${sql.raw(a)}.start_date <= ${today}::date and ${sql.raw(a)}.end_date >= ${today}::date`;
  return queryPlanned<ContractRow>(
    db,
    sql`select c.id, p.name as property_name, u.unit_no, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
               to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.monthly_rent::text as monthly_rent,
               c.payment_due_day, to_char(c.invoiced_from, 'YYYY-MM-DD') as invoiced_from,
               (select to_char(max(i.period), 'YYYY-MM-DD') from invoices i where i.contract_id = c.id) as last_period,
               (select ${moneyTextSql(sql`sum(d.security_deposit)`)} from contracts d where ${inForce('d')}) as deposits
          from contracts c
          join property_units u on u.id = c.unit_id
          join properties p on p.id = u.property_id
         where ${inForce('c')}
         order by c.end_date desc, c.id limit 1`,
  );
}

/** The next rent a contract will bill when no invoice owes anything yet: the month after its last invoice. */
function projectedDue(c: ContractRow, today: string): TenantFigures['next_due'] {
  const first = c.invoiced_from ?? monthBounds(c.start_date).first;
  const after = c.last_period ? monthBounds(c.last_period, 1).first : first;
  // An opening balance's month lies before the first month invoiced: rent starts there.
  const period = after > first ? after : first;
  const due = [addDays(period, c.payment_due_day - 1), c.start_date].sort().at(-1)!;
  if (period > c.end_date || due < today) return null;
  return { invoice_id: null, invoice_no: null, due_date: due, amount: c.monthly_rent, projected: true };
}

interface PaymentRow {
  payment_id: string;
  invoice_id: string;
  invoice_no: string;
  amount: string;
  payment_date: string;
  method: string | null;
  receipt_id: string | null;
  receipt_no: string | null;
}

function lastPayments(db: Executor, scope: FigureScope, tenantId: string) {
  return queryPlanned<PaymentRow>(
    db,
    sql`select p.id as payment_id, p.invoice_id, p.invoice_no, p.amount::text as amount,
               to_char(p.payment_date, 'YYYY-MM-DD') as payment_date, p.method,
               r.id as receipt_id, r.receipt_no
          from payments p
          join invoices i on i.id = p.invoice_id
          left join receipts r on r.payment_id = p.id
         where p.tenant_id = ${tenantId} and ${scopeSql(scope, 'i')}
         order by p.payment_date desc, p.created_at desc, p.id
         limit ${sql.raw(String(TENANT_LAST_PAYMENTS))}`,
  );
}

interface RequestsRow {
  count: number;
  items: TenantFigures['open_requests']['items'] | null;
}

function openRequests(db: Executor, scope: FigureScope, tenantId: string) {
  const statuses = sql.join(
    OPEN_MAINTENANCE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const open = sql`from maintenance_requests m where m.tenant_id = ${tenantId} and ${scopeSql(scope, 'm')}
    and m.deleted_at is null and m.status in (${statuses})`;
  return queryPlanned<RequestsRow>(
    db,
    sql`select (select count(*)::int ${open}) as count,
               (select json_agg(x) from (
                  select m.id, m.request_no as number, m.title, m.status,
                         to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
                  ${open} order by m.created_at desc, m.id limit ${sql.raw(String(TENANT_OPEN_REQUESTS))}) x) as items`,
  );
}

/** The tenant's figures, limited to `scope` (its landlord, and a limited manager's properties). */
export async function tenantFigures(
  db: Database,
  scope: FigureScope,
  tenant: { id: string; name: string },
  nowMs: number,
  /** Whether the server has a payment gateway (PAYMENT_PROVIDER, or the demo's sandbox; issue 30 item 6). */
  onlineAvailable = true,
): Promise<TenantFigures> {
  const today = todayInKuwait(nowMs);
  const [[owed], [contract], payments, [requests]] = await Promise.all([
    owedMoney(db, scope, tenant.id, today),
    contractInForce(db, scope, tenant.id, today),
    lastPayments(db, scope, tenant.id),
    openRequests(db, scope, tenant.id),
  ]);
  const nextDue: TenantFigures['next_due'] = owed?.next
    ? {
        invoice_id: owed.next.id,
        invoice_no: owed.next.invoice_no,
        due_date: owed.next.due_date,
        amount: owed.next.amount,
        projected: false,
      }
    : contract
      ? projectedDue(contract, today)
      : null;
  return {
    tenant_id: tenant.id,
    tenant_name: tenant.name,
    today,
    currency: CURRENCY,
    next_due: nextDue,
    balance: { total: owed?.total ?? '0.000', overdue: owed?.overdue ?? '0.000' },
    deposit_held: contract?.deposits ?? '0.000',
    contract: contract
      ? {
          contract_id: contract.id,
          property_name: contract.property_name,
          unit_no: contract.unit_no,
          start_date: contract.start_date,
          end_date: contract.end_date,
          days_left: daysBetween(today, contract.end_date),
          monthly_rent: contract.monthly_rent,
        }
      : null,
    last_payments: payments,
    open_requests: { count: requests?.count ?? 0, items: requests?.items ?? [] },
    pay: { online_available: onlineAvailable, invoice_id: nextDue?.invoice_id ?? null },
  };
}
