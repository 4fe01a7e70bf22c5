import { sql, type SQL } from 'drizzle-orm';
import type { DepositDetail, DepositEntry, DepositRecord } from '../../domain/depositRecord';
import {
  DEPOSIT_MESSAGES as M,
  type DepositListQuery,
  type DepositSortField,
  type DepositState,
} from '../../domain/depositSchemas';
import type { Locale } from '../../domain/displayLocale';
import { NotFoundError } from '../../domain/errors';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { localizedSql } from '../db/localizedSql';
import { queryPlanned, queryRows } from '../db/rows';
import { pageOffset } from '../http/listAnswer';

type Reader = Pick<Database, 'execute'>;

/*
 * Reading security deposits (issue 34 item 3). A deposit is its contract's: the list reads the
 * contracts (approved or ended, or any with deposit money moved) beside their `deposits` row, so a
 * contract signed today shows its deposit as NOT_RECEIVED without a row written for it.
 */

/** The contracts (aliased c, units u) a caller may see: its landlord's; a limited manager's properties'; a tenant's own. */
export function depositScopeSql(scope: Scope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.landlordId) parts.push(sql`c.landlord_id = ${scope.landlordId}`);
  if (scope.propertyIds)
    parts.push(
      sql`u.property_id in (${sql.join(
        scope.propertyIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (scope.tenantId) parts.push(sql`c.tenant_id = ${scope.tenantId}`);
  return sql.join(parts, sql` and `);
}

const HELD = sql`(coalesce(d.received_amount, 0) - coalesce(d.deducted_amount, 0) - coalesce(d.refunded_amount, 0))`;
const STATE = sql`case when coalesce(d.received_amount, 0) = 0 then 'NOT_RECEIVED'
                       when ${HELD} > 0 then 'HELD' else 'SETTLED' end`;

const SORTABLE: Record<DepositSortField, SQL> = {
  start_date: sql`c.start_date`,
  agreed: sql`c.security_deposit`,
  received: sql`coalesce(d.received_amount, 0)`,
  held: HELD,
  tenant_name: sql`t.first_name`,
};

interface Row {
  id: string;
  landlord_id: string;
  tenant_id: string;
  tenant_name: string;
  property_id: string;
  property_name: string;
  unit_no: string;
  contract_status: string;
  start_date: string;
  end_date: string;
  agreed: string;
  received: string;
  deducted: string;
  refunded: string;
  held: string;
  state: DepositState;
  updated_at: Date | string | null;
}

function selectDeposits(locale: Locale, where: SQL, tail: SQL = sql``) {
  const tenantName = localizedSql(
    locale,
    sql`trim(t.first_name || ' ' || t.last_name)`,
    sql`trim(coalesce(tp.first_name_ar, '') || ' ' || coalesce(tp.last_name_ar, ''))`,
  );
  const propertyName = localizedSql(locale, sql`p.name`, sql`p.name_ar`);
  return sql`
    select c.id, c.landlord_id, c.tenant_id, ${tenantName} as tenant_name, u.property_id,
           ${propertyName} as property_name, u.unit_no, c.status as contract_status,
           to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date,
           c.security_deposit::text as agreed,
           coalesce(d.received_amount, 0)::numeric(12,3)::text as received,
           coalesce(d.deducted_amount, 0)::numeric(12,3)::text as deducted,
           coalesce(d.refunded_amount, 0)::numeric(12,3)::text as refunded,
           ${HELD}::numeric(12,3)::text as held, ${STATE} as state, d.updated_at
      from contracts c
      join property_units u on u.id = c.unit_id
      join properties p on p.id = u.property_id
      join users t on t.id = c.tenant_id
      left join tenant_profiles tp on tp.user_id = c.tenant_id
      left join deposits d on d.contract_id = c.id
     where ${where}
     ${tail}`;
}

const toRecord = (row: Row): DepositRecord => ({
  ...row,
  contract_id: row.id,
  currency: 'KWD',
  updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

function listWhere(scope: Scope, query: DepositListQuery): SQL {
  const parts: SQL[] = [
    depositScopeSql(scope),
    sql`(d.contract_id is not null or (c.status in ('approved', 'terminated') and c.security_deposit > 0))`,
  ];
  if (query.state) parts.push(sql`${STATE} = ${query.state}`);
  if (query.property_id) parts.push(sql`u.property_id = ${query.property_id}`);
  if (query.tenant_id) parts.push(sql`c.tenant_id = ${query.tenant_id}`);
  if (query.contract_id) parts.push(sql`c.id = ${query.contract_id}`);
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(sql`(t.first_name || ' ' || t.last_name ilike ${like} or p.name ilike ${like}
                    or coalesce(p.name_ar, '') ilike ${like} or u.unit_no ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** One page of deposits and the count of all that match. */
export async function listDeposits(db: Reader, scope: Scope, query: DepositListQuery, locale: Locale) {
  const where = listWhere(scope, query);
  const order = query.sort
    ? sql`order by ${SORTABLE[query.sort]} ${query.order === 'desc' ? sql`desc` : sql`asc`}, c.id`
    : sql`order by c.start_date desc, c.id`;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(db, selectDeposits(locale, where, sql`${order} limit ${query.pageSize} offset ${pageOffset(query)}`)), // prettier-ignore
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total
            from contracts c
            join property_units u on u.id = c.unit_id
            join properties p on p.id = u.property_id
            join users t on t.id = c.tenant_id
            left join deposits d on d.contract_id = c.id
           where ${where}`,
    ),
  ]);
  return { items: rows.map(toRecord), total: count?.total ?? 0 };
}

/** The deposit of a contract the caller may see; another landlord's or tenant's answers 404. */
export async function findDepositRecord(
  db: Reader,
  scope: Scope,
  id: string,
  locale: Locale,
): Promise<DepositRecord> {
  const [row] = await queryRows<Row>(
    db,
    selectDeposits(locale, sql`c.id = ${id} and ${depositScopeSql(scope)}`),
  );
  if (!row) throw new NotFoundError(M.notFound);
  return toRecord(row);
}

/** The contract's rent owed and past due today: the settlement's arrears. */
async function arrearsOf(db: Reader, contractId: string, today: string): Promise<string> {
  const [row] = await queryRows<{ arrears: string }>(
    db,
    sql`select coalesce(sum(total - paid_amount - written_off_amount), 0)::numeric(12,3)::text as arrears
          from invoices
         where contract_id = ${contractId} and status <> 'CANCELLED' and status <> 'PAID'
           and due_date < ${today}::date`,
  );
  return row?.arrears ?? '0.000';
}

async function entriesOf(db: Reader, contractId: string): Promise<DepositEntry[]> {
  const rows = await queryRows<{
    id: string;
    kind: DepositEntry['kind'];
    amount: string;
    method: DepositEntry['method'];
    reference: string | null;
    date: string;
    reason: DepositEntry['reason'];
    note: string | null;
    actor_id: string | null;
    actor_name: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select e.id, e.kind, e.amount::text as amount, e.method, e.reference,
               to_char(e.entry_date, 'YYYY-MM-DD') as date, e.reason, e.note, e.actor_id,
               case when a.id is null then null else trim(a.first_name || ' ' || a.last_name) end as actor_name,
               e.created_at
          from deposit_entries e
          left join users a on a.id = e.actor_id
         where e.contract_id = ${contractId}
         order by e.created_at, e.id`,
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/** One deposit with its moves and the contract's arrears. */
export async function findDeposit(
  db: Reader,
  scope: Scope,
  id: string,
  read: { locale: Locale; today: string },
): Promise<DepositDetail> {
  const record = await findDepositRecord(db, scope, id, read.locale);
  const [arrears, entries] = await Promise.all([arrearsOf(db, id, read.today), entriesOf(db, id)]);
  return { ...record, arrears, entries };
}

/**
 * What the landlord (or a manager over its properties) holds in deposits: the dashboard's figure,
 * read from the kept sums per property (kept_deposits_held, issue 37 item 1).
 */
export async function depositsHeld(
  db: Reader,
  target: { landlordId: string | null; propertyIds: string[] | null },
): Promise<string> {
  const [row] = await queryPlanned<{ held: string }>(
    db,
    sql`select coalesce(sum(k.held), 0)::numeric(12,3)::text as held
          from kept_deposits_held k
         where ${target.landlordId ? sql`k.landlord_id = ${target.landlordId}` : sql`true`}
           and ${
             target.propertyIds
               ? target.propertyIds.length
                 ? sql`k.property_id in (${sql.join(
                     target.propertyIds.map((id) => sql`${id}::uuid`),
                     sql`, `,
                   )})`
                 : sql`false`
               : sql`true`
           }`,
  );
  return row?.held ?? '0.000';
}
