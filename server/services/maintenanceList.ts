import { sql, type SQL } from 'drizzle-orm';
import type { StoredDocument } from '../../domain/documents';
import type { MaintenanceRecord } from '../../domain/maintenanceRecord';
import type { MaintenanceListQuery } from '../../domain/maintenanceSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { lowerContainsPattern } from '../db/likePattern';
import { propertyNameSql, tenantNameSql } from '../db/localizedSql';
import { queryPlanned, queryRows } from '../db/rows';
import { pageOffset } from '../http/listAnswer';
import { withLinks } from '../storage/documents';
import { landlordSearchSql } from './landlordSearch';
import { overdueSql, type ReadContext } from './maintenanceQueries';

type Executor = Pick<Database, 'execute'>;

/*
 * The maintenance requests list (REPORTED TICKETS, a tenant's MAINTENANCE REQUESTS), sized for a
 * landlord with 10,000 requests in a table of a million (issue 18 item 11, bench/README.md):
 * - one statement per request: the page and its total;
 * - the page's ids come from the requests table alone, in the order of the list's indexes
 *   (migration 0016: deleted rows left out, filter columns included), and only those ten rows
 *   are read in full and joined to names;
 * - the total of a whole landlord's list, or of one status of it, is the kept count
 *   (maintenance_request_counts); a narrower list reads its matches once for the page and the
 *   count (a materialized CTE), a page past the end counts on its own;
 * - the search goes through the landlord's own trigram keys over the kept lower-cased text
 *   (search_text, migration 0019), as the payments search does, except within one category,
 *   whose index holds the text (migration 0022);
 * - a landlord's whole list runs planned once, whatever its filters.
 */

const SORT_COLUMNS = {
  number: sql`r.request_no`,
  createdAt: sql`r.created_at`,
  deadlineAt: sql`r.deadline_at`,
  priority: sql`(case r.priority when 'emergency' then 4 when 'high' then 3 when 'normal' then 2 else 1 end)`,
  status: sql`r.status`,
  title: sql`r.title`,
} as const;

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Overdue on the list's alias `r` (the one definition is maintenanceQueries.ts's). */
const overdue = (nowMs: number) => overdueSql(nowMs, 'r');

/** The list's filters (the counts by status read them too: maintenanceCounts.ts). */
export type MaintenanceFilters = Omit<MaintenanceListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

/** The list's rows under `scope` and `query`'s filters, on the alias `r`. */
export function whereOf(scope: Scope, query: MaintenanceFilters, nowMs: number): SQL {
  const parts: SQL[] = [sql`r.deleted_at is null`];
  // A category's list is read from its own index (migration 0022), the search text with it:
  // the search keys cannot narrow by category and would fetch every match of the whole list.
  if (scope.landlordId && query.q && query.category) {
    parts.push(
      sql`r.landlord_id = ${scope.landlordId} and r.search_text like ${lowerContainsPattern(query.q)}`,
    );
  } else if (scope.landlordId && query.q) {
    // With the search keys the landlord test is part of the search (landlordSearch.ts says why).
    parts.push(
      landlordSearchSql(
        { landlordColumn: sql`r.landlord_id`, text: sql`r.search_text`, lowerCased: true },
        scope.landlordId,
        query.q,
      ),
    );
  } else if (scope.landlordId) parts.push(sql`r.landlord_id = ${scope.landlordId}`);
  else if (query.q) parts.push(sql`r.search_text like ${lowerContainsPattern(query.q)}`);
  if (scope.tenantId) parts.push(sql`r.tenant_id = ${scope.tenantId}`);
  if (scope.propertyIds) parts.push(sql`r.property_id in (${uuidList(scope.propertyIds)})`);
  if (query.status) parts.push(sql`r.status = ${query.status}`);
  if (query.priority) parts.push(sql`r.priority = ${query.priority}`);
  if (query.category) parts.push(sql`r.category = ${query.category}`);
  if (query.propertyId) parts.push(sql`r.property_id = ${query.propertyId}`);
  if (query.assigneeId) parts.push(sql`r.assignee_id = ${query.assigneeId}`);
  if (query.overdue === 'true') parts.push(overdue(nowMs));
  if (query.overdue === 'false') parts.push(sql`not ${overdue(nowMs)}`);
  return sql.join(parts, sql` and `);
}

/** The list's order; the newest first and the id break ties, so pages never overlap. */
function orderOf(query: MaintenanceListQuery, alias: 'r' | 'k'): SQL {
  const dir = query.order === 'asc' ? sql`asc` : sql`desc`;
  const sort = query.sort ?? 'createdAt';
  if (alias === 'k') {
    return sort === 'createdAt'
      ? sql`k.created_at ${dir}, k.id asc`
      : sql`k.sort_key ${dir}, k.created_at ${dir}, k.id asc`;
  }
  return sort === 'createdAt'
    ? sql`r.created_at ${dir}, r.id asc`
    : sql`${SORT_COLUMNS[sort]} ${dir}, r.created_at ${dir}, r.id asc`;
}

/** The kept counts answer for a whole landlord's list, or one status of it, and nothing narrower. */
function keptTotalSql(scope: Scope, query: MaintenanceListQuery): SQL | null {
  const { status, page: _page, pageSize: _size, sort: _sort, order: _order, ...narrowing } = query;
  const narrowed = Object.values(narrowing).some((value) => value !== undefined);
  if (!scope.landlordId || scope.tenantId || scope.propertyIds || narrowed) return null;
  return sql`(select coalesce(sum(c.count), 0)::int from maintenance_request_counts c
               where c.landlord_id = ${scope.landlordId} ${status ? sql`and c.status = ${status}` : sql``})`;
}

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type ListRow = Omit<MaintenanceRecord, 'attachments'> & { attachments: StoredDocument[]; total: number };

export async function listMaintenanceRequests(
  db: Executor,
  scope: Scope,
  query: MaintenanceListQuery,
  read: ReadContext,
): Promise<{ items: MaintenanceRecord[]; total: number }> {
  const where = whereOf(scope, query, read.nowMs);
  const locale = read.locale ?? 'en';
  const kept = keptTotalSql(scope, query);
  const sortKey =
    (query.sort ?? 'createdAt') === 'createdAt' ? sql`` : sql`, ${SORT_COLUMNS[query.sort!]} as sort_key`;
  const keys = sql`select r.id, r.created_at ${sortKey} from maintenance_requests r where ${where}`;
  const limit = sql`limit ${query.pageSize} offset ${pageOffset(query)}`;
  // A whole landlord's list walks its index in the list's order and stops after the page. A
  // narrower one reads its matches once (m), by whichever index fits the filter best (the status
  // index for overdue, the search keys for a search), for both the page and the count.
  const pageKeys = kept
    ? sql`${keys} order by ${orderOf(query, 'r')} ${limit}`
    : sql`select k.* from m k order by ${orderOf(query, 'k')} ${limit}`;
  const statement = sql`
    ${kept ? sql`` : sql`with m as materialized (${keys})`}
    select r.id, r.request_no as number, r.landlord_id, r.tenant_id,
           case when r.tenant_id is not null
                then ${tenantNameSql(locale, sql`r.tenant_id`, sql`trim(t.first_name || ' ' || t.last_name)`)} end as tenant_name,
           r.property_id, ${propertyNameSql(locale, sql`r.property_id`, sql`p.name`)} as property_name, r.unit_id, u.unit_no, r.title, r.description, r.category,
           r.priority, r.status, r.permission_to_enter, r.preferred_visit_times, r.assignee_id,
           case when r.assignee_id is not null then trim(a.first_name || ' ' || a.last_name) end as assignee_name,
           r.vendor_name, r.vendor_phone, ${ISO(sql`r.deadline_at`)} as deadline_at, ${overdue(read.nowMs)} as overdue,
           r.deferred_until::text as deferred_until, r.cost::text as cost, r.charged, r.charged_invoice_id,
           r.rating_resolved, r.rating_comment, r.reopen_count, r.attachments,
           ${ISO(sql`r.created_at`)} as created_at, ${ISO(sql`r.updated_at`)} as updated_at,
           ${kept ?? sql`(select count(*)::int from m)`} as total
      from (${pageKeys}) k
      join maintenance_requests r on r.id = k.id
      join properties p on p.id = r.property_id
      join property_units u on u.id = r.unit_id
      left join users t on t.id = r.tenant_id
      left join users a on a.id = r.assignee_id
     order by ${orderOf(query, 'k')}`;
  // Planned once for a landlord's whole list (its staff): every filter, search and sort of it was
  // looked at on the bench database, and the generic plans are the custom ones (an index-only walk
  // of the landlord's list index, or its search keys). A tenant's, a limited manager's and the
  // super admin's lists are planned for their values.
  const landlordWide = scope.landlordId !== null && !scope.tenantId && !scope.propertyIds;
  const rows = await (landlordWide
    ? queryPlanned<ListRow>(db, statement)
    : queryRows<ListRow>(db, statement));
  const items = rows.map(({ total: _total, attachments, ...row }) => ({
    ...row,
    attachments: withLinks(read.secret, read.nowMs, attachments),
  }));
  if (rows.length > 0) return { items, total: Number(rows[0]!.total) };
  if (query.page === 1) return { items, total: 0 };
  const [count] = await queryRows<{ total: number }>(
    db,
    kept
      ? sql`select ${kept} as total`
      : sql`select count(*)::int as total from maintenance_requests r where ${where}`,
  );
  return { items, total: Number(count?.total ?? 0) };
}
