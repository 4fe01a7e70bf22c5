import { and, count, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { StoredDocument } from '../../domain/documents';
import { todayInKuwait } from '../../domain/kuwaitDate';
import {
  DAILY_REQUEST_LIMIT,
  MAINTENANCE_MESSAGES as M,
  type MaintenanceCreate,
  type MaintenancePriority,
  type MaintenanceUpdate,
} from '../../domain/maintenanceSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import {
  contracts,
  maintenanceRequests as r,
  maintenanceStatusHistory,
  managerProperties,
  propertyUnits,
  roles,
  users,
} from '../db/schema';
import { syncMaintenanceExpense } from './expenseSources';
import { ConflictError, InvalidInputError, NotFoundError, RateLimitedError } from '../../domain/errors';
import { unitScopeFilter } from './contracts';
import { allocateNumbers } from './invoicing';
import { deadlineFrom, deadlineHours } from './maintenanceDeadlines';
import { maintenanceScopeFilter } from './maintenanceQueries';

/*
 * Writing maintenance requests (issue 18 items 1, 3 and 9): a report on the unit of the tenant's
 * approved contract (or, from the landlord's side, on a unit it names), the daily limits, the work
 * fields (assignee, vendor, deadline, cost) and the soft delete. Status moves: maintenanceMoves.ts.
 */

export type RequestRow = typeof r.$inferSelect;

/** Midnight of the Kuwait day `nowMs` falls in, as an instant. */
const kuwaitMidnight = (nowMs: number) => new Date(`${todayInKuwait(nowMs)}T00:00:00+03:00`);

interface Placement {
  landlordId: string;
  unitId: string;
  propertyId: string;
  tenantId: string | null;
  contractId: string | null;
}

/** Approved contracts in force today, with their units: of one tenant, or on one unit. */
const contractsInForce = (db: Database, today: string, where: { tenantId?: string; unitId?: string }) =>
  db
    .select({
      landlordId: contracts.landlordId,
      unitId: contracts.unitId,
      propertyId: propertyUnits.propertyId,
      tenantId: contracts.tenantId,
      contractId: contracts.id,
    })
    .from(contracts)
    .innerJoin(propertyUnits, eq(propertyUnits.id, contracts.unitId))
    .where(
      and(
        eq(contracts.status, 'approved'),
        lte(contracts.startDate, today),
        gte(contracts.endDate, today),
        where.tenantId ? eq(contracts.tenantId, where.tenantId) : undefined,
        where.unitId ? eq(contracts.unitId, where.unitId) : undefined,
      ),
    );

/** Where a new request goes: a tenant's contract unit, or a unit of the landlord's side's scope. */
export async function placeRequest(
  db: Database,
  scope: Scope,
  unitId: string | undefined,
  nowMs: number,
): Promise<Placement> {
  const today = todayInKuwait(nowMs);
  if (scope.tenantId) {
    const own = await contractsInForce(db, today, { tenantId: scope.tenantId });
    if (own.length === 0) throw new InvalidInputError(M.noContract);
    const chosen = unitId ? own.find((c) => c.unitId === unitId) : own.length === 1 ? own[0] : undefined;
    if (!chosen) throw new InvalidInputError(unitId ? M.unitNotYours : M.chooseUnit);
    return chosen;
  }
  if (!unitId) throw new InvalidInputError(M.chooseUnit);
  const [unit] = await db
    .select({ landlordId: propertyUnits.landlordId, propertyId: propertyUnits.propertyId })
    .from(propertyUnits)
    .where(and(eq(propertyUnits.id, unitId), ...unitScopeFilter(scope)));
  if (!unit) throw new NotFoundError(M.unitNotFound);
  const [occupant] = await contractsInForce(db, today, { unitId });
  return {
    landlordId: unit.landlordId,
    unitId,
    propertyId: unit.propertyId,
    tenantId: occupant?.tenantId ?? null,
    contractId: occupant?.contractId ?? null,
  };
}

/** A tenant's daily limits (issue 18 item 9), checked under a per-tenant lock so parallel reports count. */
async function checkDailyLimits(tx: Database, tenantId: string, title: string, nowMs: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`maintenance:${tenantId}`}, 0))`);
  const since = kuwaitMidnight(nowMs);
  const [today] = await tx
    .select({
      reported: count(),
      sameTitle: sql<number>`count(*) filter (where lower(${r.title}) = lower(${title}))::int`,
    })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.createdBy, tenantId), gte(r.createdAt, since)));
  if (Number(today?.reported ?? 0) >= DAILY_REQUEST_LIMIT) throw new RateLimitedError(M.dailyLimit);
  if (Number(today?.sameTitle ?? 0) > 0) throw new RateLimitedError(M.sameTitle);
}

export async function createRequest(
  db: Database,
  input: {
    scope: Scope;
    placement: Placement;
    fields: MaintenanceCreate;
    attachments: StoredDocument[];
    actorId: string;
    nowMs: number;
  },
): Promise<RequestRow> {
  const { placement, fields, nowMs } = input;
  return db.transaction(async (tx) => {
    if (input.scope.tenantId) await checkDailyLimits(tx, input.scope.tenantId, fields.title, nowMs);
    const hours = await deadlineHours(tx, placement.landlordId);
    const year = Number(todayInKuwait(nowMs).slice(0, 4));
    const [number] = await allocateNumbers(tx, placement.landlordId, 'MR', year, 1);
    const at = new Date(nowMs);
    const [row] = await tx
      .insert(r)
      .values({
        ...placement,
        requestNo: number!,
        title: fields.title,
        description: fields.description,
        category: fields.category,
        priority: fields.priority,
        permissionToEnter: fields.permission_to_enter,
        preferredVisitTimes: fields.preferred_visit_times,
        attachments: input.attachments,
        deadlineAt: deadlineFrom(hours, fields.priority, nowMs),
        createdBy: input.actorId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(maintenanceStatusHistory).values({
      requestId: row!.id,
      landlordId: row!.landlordId,
      toStatus: 'OPEN',
      actorId: input.actorId,
      createdAt: at,
    });
    return row!;
  });
}

/** The request row, locked until the transaction ends; 404 outside the caller's scope. */
export async function lockRequest(tx: Database, scope: Scope, id: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.id, id), ...maintenanceScopeFilter(scope)))
    .for('update');
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/** The landlord itself, or an active manager of the landlord who manages the request's property. */
async function checkAssignee(db: Database, request: RequestRow, assigneeId: string) {
  if (assigneeId === request.landlordId) return;
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.id, assigneeId),
        eq(roles.key, 'manager'),
        eq(users.landlordId, request.landlordId),
        eq(users.status, 'active'),
        // A manager with no chosen properties manages them all (server/auth/scope.ts).
        sql`(not exists (select 1 from ${managerProperties} mp where mp.manager_id = ${users.id})
          or exists (select 1 from ${managerProperties} mp where mp.manager_id = ${users.id} and mp.property_id = ${request.propertyId}))`,
      ),
    );
  // Named as the field it refuses, so the work form shows it beside the assignee (issue 31 item 8).
  if (!manager)
    throw new InvalidInputError(M.assignee, [
      { loc: ['body', 'assignee_id'], msg: M.assignee, type: 'assignee' },
    ]);
}

/** Applies the fields sent; answers the row before and after (the route mails a new assignee). */
export async function updateRequest(
  db: Database,
  scope: Scope,
  id: string,
  fields: Partial<MaintenanceUpdate>,
  nowMs: number,
): Promise<{ before: RequestRow; after: RequestRow }> {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, scope, id);
    if (fields.assignee_id) await checkAssignee(tx, before, fields.assignee_id);
    const set: Partial<typeof r.$inferInsert> = { updatedAt: new Date(nowMs) };
    if (fields.title !== undefined) set.title = fields.title;
    if (fields.description !== undefined) set.description = fields.description;
    if (fields.category !== undefined) set.category = fields.category;
    if (fields.priority !== undefined) {
      set.priority = fields.priority;
      if (fields.deadline_at === undefined && fields.priority !== before.priority) {
        const hours = await deadlineHours(tx, before.landlordId);
        set.deadlineAt = deadlineFrom(
          hours,
          fields.priority as MaintenancePriority,
          before.createdAt.getTime(),
        );
      }
    }
    if (fields.deadline_at !== undefined)
      set.deadlineAt = fields.deadline_at ? new Date(fields.deadline_at) : null;
    if (fields.assignee_id !== undefined) set.assigneeId = fields.assignee_id;
    if (fields.vendor_name !== undefined) set.vendorName = fields.vendor_name;
    if (fields.vendor_phone !== undefined) set.vendorPhone = fields.vendor_phone;
    if (fields.cost !== undefined) {
      if (before.charged && fields.cost !== before.cost) throw new ConflictError(M.alreadyCharged);
      set.cost = fields.cost;
    }
    if (fields.permission_to_enter !== undefined) set.permissionToEnter = fields.permission_to_enter;
    if (fields.preferred_visit_times !== undefined) set.preferredVisitTimes = fields.preferred_visit_times;
    const [after] = await tx.update(r).set(set).where(eq(r.id, before.id)).returning();
    // The recorded cost is an expense of the property (issue 36 item 1), kept in step here.
    if (fields.cost !== undefined) await syncMaintenanceExpense(tx, after!, null, nowMs);
    return { before, after: after! };
  });
}

/** Soft delete: the row stays for history and numbering, and leaves every list and lookup. */
export async function deleteRequest(db: Database, scope: Scope, id: string, nowMs: number) {
  const [row] = await db
    .update(r)
    .set({ deletedAt: new Date(nowMs), updatedAt: new Date(nowMs) })
    .where(and(eq(r.id, id), ...maintenanceScopeFilter(scope)))
    .returning({ id: r.id });
  if (!row) throw new NotFoundError(M.notFound);
}

/** Requests of these ids that are not deleted (the job and mails read them). */
export const liveRequests = (db: Database, ids: string[]) =>
  db
    .select()
    .from(r)
    .where(and(inArray(r.id, ids), isNull(r.deletedAt)));
