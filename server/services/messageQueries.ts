import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../domain/displayLocale';
import { NotFoundError } from '../../domain/errors';
import type { MessageRecord } from '../../domain/messageRecord';
import { MESSAGE_MESSAGES as M, type MessageListQuery } from '../../domain/messageSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { localizedSql } from '../db/localizedSql';
import { queryRows } from '../db/rows';
import { pageOffset } from '../http/listAnswer';

type Reader = Pick<Database, 'execute'>;

/*
 * Reading tenant messages (issue 35 item 4): the `messages` rows (aliased m) a caller may see, with
 * the tenant's name and the invoice's number. Read only; sendTenantMessage writes them.
 */

/**
 * The caller's messages: its landlord's; a tenant's own; a manager limited to some properties sees
 * those about its properties' invoices, and those about no invoice sent to a tenant with a
 * contract in one of them. The super admin reads every landlord's.
 */
function scopeSql(scope: Scope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.landlordId) parts.push(sql`m.landlord_id = ${scope.landlordId}`);
  if (scope.tenantId) parts.push(sql`m.tenant_id = ${scope.tenantId}`);
  if (scope.propertyIds) {
    const ids = scope.propertyIds.length
      ? sql.join(
          scope.propertyIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : sql`null`;
    parts.push(sql`(case when m.invoice_id is not null then i.property_id in (${ids})
                    else exists (select 1 from contracts c join property_units u on u.id = c.unit_id
                                  where c.tenant_id = m.tenant_id and u.property_id in (${ids})) end)`);
  }
  return sql.join(parts, sql` and `);
}

interface Row {
  id: string;
  landlord_id: string;
  tenant_id: string;
  tenant_name: string;
  invoice_id: string | null;
  invoice_no: string | null;
  cheque_id: string | null;
  request_id: string | null;
  channel: MessageRecord['channel'];
  provider: string;
  template: MessageRecord['template'];
  kind: MessageRecord['kind'];
  reminder_step: number | null;
  language: string;
  to: string;
  body: string;
  state: MessageRecord['state'];
  attempt_group: string;
  attempt_no: number;
  provider_id: string | null;
  provider_error: string | null;
  cost: string | null;
  currency: string | null;
  queued_at: Date | string;
  sent_at: Date | string | null;
  delivered_at: Date | string | null;
  read_at: Date | string | null;
  failed_at: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toRecord = (row: Row): MessageRecord => ({
  ...row,
  queued_at: new Date(row.queued_at).toISOString(),
  sent_at: iso(row.sent_at),
  delivered_at: iso(row.delivered_at),
  read_at: iso(row.read_at),
  failed_at: iso(row.failed_at),
});

const FROM = sql`from messages m
      join users t on t.id = m.tenant_id
      left join tenant_profiles tp on tp.user_id = m.tenant_id
      left join invoices i on i.id = m.invoice_id`;

function selectMessages(locale: Locale, where: SQL, tail: SQL = sql``) {
  const tenantName = localizedSql(
    locale,
    sql`trim(t.first_name || ' ' || t.last_name)`,
    sql`trim(coalesce(tp.first_name_ar, '') || ' ' || coalesce(tp.last_name_ar, ''))`,
  );
  return sql`
    select m.id, m.landlord_id, m.tenant_id, ${tenantName} as tenant_name, m.invoice_id,
           i.invoice_no, m.cheque_id, m.request_id, m.channel, m.provider, m.template, m.kind,
           m.reminder_step, m.language, m.to_address as "to", m.body, m.state, m.attempt_group,
           m.attempt_no, m.provider_id, m.provider_error, m.cost::text as cost, m.currency,
           m.queued_at, m.sent_at, m.delivered_at, m.read_at, m.failed_at
      ${FROM}
     where ${where}
     ${tail}`;
}

/** Kuwait's calendar day of an instant, for the date filters (the office's day, not UTC's). */
const kuwaitDay = sql`(m.created_at at time zone 'Asia/Kuwait')::date`;

function listWhere(scope: Scope, query: MessageListQuery): SQL {
  const parts: SQL[] = [scopeSql(scope)];
  if (query.state) parts.push(sql`m.state = ${query.state}`);
  if (query.channel) parts.push(sql`m.channel = ${query.channel}`);
  if (query.template) parts.push(sql`m.template = ${query.template}`);
  if (query.kind) parts.push(sql`m.kind = ${query.kind}`);
  if (query.tenant_id) parts.push(sql`m.tenant_id = ${query.tenant_id}`);
  if (query.invoice_id) parts.push(sql`m.invoice_id = ${query.invoice_id}`);
  if (query.date_from) parts.push(sql`${kuwaitDay} >= ${query.date_from}::date`);
  if (query.date_to) parts.push(sql`${kuwaitDay} <= ${query.date_to}::date`);
  if (query.q) {
    const like = containsPattern(query.q);
    parts.push(sql`(t.first_name || ' ' || t.last_name ilike ${like} or m.to_address ilike ${like}
                    or m.body ilike ${like} or coalesce(i.invoice_no, '') ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const SORTABLE = { created_at: sql`m.created_at`, state: sql`m.state`, channel: sql`m.channel` } as const;

/** One page of messages, newest first unless sorted, and the count of all that match. */
export async function listMessages(db: Reader, scope: Scope, query: MessageListQuery, locale: Locale) {
  const where = listWhere(scope, query);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`order by ${SORTABLE[query.sort ?? 'created_at']} ${direction}, m.attempt_no, m.id`;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(db, selectMessages(locale, where, sql`${order} limit ${query.pageSize} offset ${pageOffset(query)}`)), // prettier-ignore
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${FROM} where ${where}`),
  ]);
  return { items: rows.map(toRecord), total: count?.total ?? 0 };
}

/** One message in the caller's scope; another landlord's answers 404, as one that does not exist. */
export async function getMessage(
  db: Reader,
  scope: Scope,
  id: string,
  locale: Locale,
): Promise<MessageRecord> {
  const [row] = await queryRows<Row>(db, selectMessages(locale, sql`m.id = ${id} and ${scopeSql(scope)}`));
  if (!row) throw new NotFoundError(M.notFound);
  return toRecord(row);
}
