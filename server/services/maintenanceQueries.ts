import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAINTENANCE_STATUSES, SETTLED_STATUSES, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import type { MaintenanceCommentRecord, MaintenanceRecord } from '../../domain/maintenanceRecord';
import {
  MAINTENANCE_MESSAGES as M,
  type MaintenanceCategory,
  type MaintenancePriority,
} from '../../domain/maintenanceSchemas';
import type { Locale } from '../../domain/displayLocale';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { propertyNameSql, tenantNameSql } from '../db/localizedSql';
import {
  maintenanceComments,
  maintenanceRequests as r,
  maintenanceStatusHistory,
  properties,
  propertyUnits,
  users,
} from '../db/schema';
import { NotFoundError } from '../../domain/errors';
import { withLinks } from '../storage/documents';

type Reader = Pick<Database, 'select'>;
/** Signed links for attachments, and the moment overdue is judged at. */
export interface ReadContext {
  secret: string;
  nowMs: number;
  /** The reader's language: tenant and property names in it (issue 22 item 5); English by default. */
  locale?: Locale;
}

/*
 * Reading maintenance requests (issue 18): who sees which, one request and the record the API
 * answers, its timeline and thread (the list is maintenanceList.ts). Overdue is computed when
 * read, never stored.
 */

/** The requests a caller may see: its landlord's; a limited manager's properties'; a tenant's own. */
export function maintenanceScopeFilter(scope: Scope): SQL[] {
  const filters: SQL[] = [isNull(r.deletedAt)];
  if (scope.landlordId) filters.push(eq(r.landlordId, scope.landlordId));
  if (scope.tenantId) filters.push(eq(r.tenantId, scope.tenantId));
  if (scope.propertyIds) filters.push(inArray(r.propertyId, scope.propertyIds));
  return filters;
}

/** The statuses isOverdue counts (domain/maintenanceFlow.ts): every status not settled. */
const WAITING_STATUSES = sql.raw(
  MAINTENANCE_STATUSES.filter((s) => !SETTLED_STATUSES.includes(s))
    .map((s) => `'${s}'`)
    .join(', '),
);

/**
 * Past the deadline and still waiting for work (domain/maintenanceFlow.ts's isOverdue, in SQL), on
 * the requests table as the statement names it: `maintenance_requests`, or an alias such as `r`.
 */
export const overdueSql = (nowMs: number, table = 'maintenance_requests') => {
  const t = sql.raw(table);
  return sql<boolean>`(${t}.deadline_at is not null and ${t}.deadline_at < ${new Date(nowMs).toISOString()}::timestamptz
    and ${t}.status in (${WAITING_STATUSES}))`;
};

const tenantUser = alias(users, 'mr_tenant');
const assigneeUser = alias(users, 'mr_assignee');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`trim(${u.firstName} || ' ' || ${u.lastName})`;

const recordColumns = (nowMs: number, locale: Locale) => ({
  row: r,
  tenantName: tenantNameSql(locale, r.tenantId, fullName(tenantUser)),
  assigneeName: fullName(assigneeUser),
  propertyName: propertyNameSql(locale, r.propertyId, properties.name),
  unitNo: propertyUnits.unitNo,
  overdue: overdueSql(nowMs),
});

const selectRecords = (db: Reader, nowMs: number, locale: Locale = 'en') =>
  db
    .select(recordColumns(nowMs, locale))
    .from(r)
    .innerJoin(properties, eq(properties.id, r.propertyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, r.unitId))
    .leftJoin(tenantUser, eq(tenantUser.id, r.tenantId))
    .leftJoin(assigneeUser, eq(assigneeUser.id, r.assigneeId));

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toRecord(row: RecordRow, read: ReadContext): MaintenanceRecord {
  const m = row.row;
  return {
    id: m.id,
    number: m.requestNo,
    landlord_id: m.landlordId,
    tenant_id: m.tenantId,
    tenant_name: m.tenantId ? row.tenantName : null,
    property_id: m.propertyId,
    property_name: row.propertyName,
    unit_id: m.unitId,
    unit_no: row.unitNo,
    title: m.title,
    description: m.description,
    category: m.category as MaintenanceCategory,
    priority: m.priority as MaintenancePriority,
    status: m.status as MaintenanceStatus,
    permission_to_enter: m.permissionToEnter,
    preferred_visit_times: m.preferredVisitTimes,
    assignee_id: m.assigneeId,
    assignee_name: m.assigneeId ? row.assigneeName : null,
    vendor_name: m.vendorName,
    vendor_phone: m.vendorPhone,
    deadline_at: iso(m.deadlineAt),
    overdue: Boolean(row.overdue),
    deferred_until: m.deferredUntil,
    cost: m.cost,
    charged: m.charged,
    charged_invoice_id: m.chargedInvoiceId,
    rating_resolved: m.ratingResolved,
    rating_comment: m.ratingComment,
    reopen_count: m.reopenCount,
    attachments: withLinks(read.secret, read.nowMs, m.attachments),
    created_at: iso(m.createdAt)!,
    updated_at: iso(m.updatedAt)!,
  };
}

/** One request the caller may see; 404 otherwise (another landlord's looks like nothing). */
export async function findMaintenanceRequest(db: Reader, scope: Scope, id: string, read: ReadContext) {
  const [row] = await selectRecords(db, read.nowMs, read.locale).where(
    and(eq(r.id, id), ...maintenanceScopeFilter(scope)),
  );
  if (!row) throw new NotFoundError(M.notFound);
  return toRecord(row, read);
}

const actor = alias(users, 'mr_actor');

/** The timeline, oldest first. */
export async function maintenanceHistory(db: Reader, requestId: string) {
  const rows = await db
    .select({ h: maintenanceStatusHistory, actorName: fullName(actor) })
    .from(maintenanceStatusHistory)
    .leftJoin(actor, eq(actor.id, maintenanceStatusHistory.actorId))
    .where(eq(maintenanceStatusHistory.requestId, requestId))
    .orderBy(asc(maintenanceStatusHistory.createdAt), asc(maintenanceStatusHistory.id));
  return rows.map(({ h, actorName }) => ({
    id: h.id,
    from_status: h.fromStatus as MaintenanceStatus | null,
    to_status: h.toStatus as MaintenanceStatus,
    reason: h.reason,
    actor_id: h.actorId,
    actor_name: h.actorId ? actorName : null,
    created_at: iso(h.createdAt)!,
  }));
}

/** The thread, oldest first; a tenant never receives an internal comment. */
export async function maintenanceCommentList(
  db: Reader,
  requestId: string,
  forTenant: boolean,
  read: ReadContext,
): Promise<MaintenanceCommentRecord[]> {
  const rows = await db
    .select({ c: maintenanceComments, authorName: fullName(actor) })
    .from(maintenanceComments)
    .leftJoin(actor, eq(actor.id, maintenanceComments.authorId))
    .where(
      and(
        eq(maintenanceComments.requestId, requestId),
        forTenant ? eq(maintenanceComments.internal, false) : undefined,
      ),
    )
    .orderBy(asc(maintenanceComments.createdAt), asc(maintenanceComments.id));
  return rows.map(({ c, authorName }) => toComment(c, authorName, read));
}

export const toComment = (
  c: typeof maintenanceComments.$inferSelect,
  authorName: string | null,
  read: ReadContext,
): MaintenanceCommentRecord => ({
  id: c.id,
  body: c.body,
  internal: c.internal,
  author_id: c.authorId,
  author_name: c.authorId ? authorName : null,
  attachments: withLinks(read.secret, read.nowMs, c.attachments),
  created_at: iso(c.createdAt)!,
});
