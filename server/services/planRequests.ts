import { and, asc, count, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PLAN_REQUEST_TRANSITIONS,
  type PlanChoice,
  type PlanRequestDetail,
  type PlanRequestEvent,
  type PlanRequestItem,
  type PlanRequestKind,
  type PlanRequestState,
  type PlanSubscriptionSummary,
} from '../../domain/planFlexibility';
import type { Database } from '../db/client';
import { planChangeRequestEvents, planChangeRequests, plans, roles, users } from '../db/schema';
import { pageOffset } from '../http/listAnswer';
import { currentSubscription } from './subscriptions';

/**
 * Plan flexibility's reads and writes (issue 21 item 6). Whose requests a caller reads comes from
 * the token only: a landlord and its managers their landlord's, the super admin every landlord's
 * (or the one it filters by). Another landlord's request is not found, never forbidden.
 */
export interface PlanRequestScope {
  landlordId: string | null;
}

const requester = alias(users, 'requester');
const requesterRole = alias(roles, 'requester_role');
const landlord = alias(users, 'landlord');
const authorRole = alias(roles, 'author_role');

const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

const itemColumns = {
  id: planChangeRequests.id,
  landlordId: planChangeRequests.landlordId,
  landlordName: fullName(landlord),
  requesterId: planChangeRequests.requestedBy,
  requesterName: fullName(requester),
  requesterRole: requesterRole.key,
  kind: planChangeRequests.kind,
  planId: planChangeRequests.planId,
  planName: plans.name,
  units: planChangeRequests.units,
  managers: planChangeRequests.managers,
  message: planChangeRequests.message,
  state: planChangeRequests.state,
  answers: sql<number>`(select count(*)::int from ${planChangeRequestEvents} e where e.request_id = ${planChangeRequests.id} and e.body <> '')`,
  createdAt: planChangeRequests.createdAt,
  updatedAt: planChangeRequests.updatedAt,
};

/** The request joined with its landlord, its requester and the plan it names. */
const selectItems = (db: Database) =>
  db
    .select(itemColumns)
    .from(planChangeRequests)
    .innerJoin(landlord, eq(landlord.id, planChangeRequests.landlordId))
    .innerJoin(requester, eq(requester.id, planChangeRequests.requestedBy))
    .leftJoin(requesterRole, eq(requesterRole.id, requester.roleId))
    .leftJoin(plans, eq(plans.id, planChangeRequests.planId));

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

const toItem = (row: ItemRow): PlanRequestItem => ({
  id: row.id,
  landlordId: row.landlordId,
  landlordName: row.landlordName,
  requestedBy: { id: row.requesterId, name: row.requesterName, role: row.requesterRole ?? '' },
  kind: row.kind as PlanRequestKind,
  planId: row.planId,
  planName: row.planName,
  units: row.units,
  managers: row.managers,
  message: row.message,
  state: row.state as PlanRequestState,
  answers: Number(row.answers),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const scopeFilter = (scope: PlanRequestScope) =>
  scope.landlordId ? eq(planChangeRequests.landlordId, scope.landlordId) : undefined;

export interface PlanRequestListQuery {
  page: number;
  pageSize: number;
  state?: PlanRequestState | undefined;
}

/** A page of requests, the latest answered or asked first, and its total. */
export async function listPlanRequests(db: Database, scope: PlanRequestScope, query: PlanRequestListQuery) {
  const where = and(scopeFilter(scope), query.state ? eq(planChangeRequests.state, query.state) : undefined);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(planChangeRequests.updatedAt), desc(planChangeRequests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(planChangeRequests).where(where),
  ]);
  return { items: rows.map(toItem), total: Number(total) };
}

/** The landlord's subscription as both sides see it beside a request, or null before its first. */
export async function subscriptionSummary(
  db: Database,
  landlordId: string,
): Promise<PlanSubscriptionSummary | null> {
  const current = await currentSubscription(db, landlordId);
  if (!current) return null;
  return {
    planId: current.plan.id,
    planName: current.plan.name,
    state: current.state,
    billingCycle: current.billingCycle,
    maxUnits: current.plan.maxUnits,
    maxManagers: current.plan.maxManagers,
    periodEnd: current.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    pendingPlanName: current.pendingPlan?.name ?? null,
  };
}

/** One request in scope with its thread and its landlord's subscription, or null. */
export async function findPlanRequest(
  db: Database,
  scope: PlanRequestScope,
  id: string,
): Promise<PlanRequestDetail | null> {
  const [row] = await selectItems(db).where(and(eq(planChangeRequests.id, id), scopeFilter(scope)));
  if (!row) return null;
  const events = await db
    .select({
      id: planChangeRequestEvents.id,
      authorId: planChangeRequestEvents.authorId,
      authorName: fullName(users),
      authorRole: authorRole.key,
      body: planChangeRequestEvents.body,
      stateFrom: planChangeRequestEvents.stateFrom,
      stateTo: planChangeRequestEvents.stateTo,
      planName: planChangeRequestEvents.planName,
      moveAt: planChangeRequestEvents.moveAt,
      effectiveAt: planChangeRequestEvents.effectiveAt,
      createdAt: planChangeRequestEvents.createdAt,
    })
    .from(planChangeRequestEvents)
    .innerJoin(users, eq(users.id, planChangeRequestEvents.authorId))
    .leftJoin(authorRole, eq(authorRole.id, users.roleId))
    .where(eq(planChangeRequestEvents.requestId, id))
    .orderBy(asc(planChangeRequestEvents.createdAt), asc(planChangeRequestEvents.id));
  const thread: PlanRequestEvent[] = events.map((e) => ({
    id: e.id,
    author: { id: e.authorId, name: e.authorName, role: e.authorRole ?? '' },
    fromPlatform: e.authorRole === 'super_admin' || e.authorRole === 'admin',
    body: e.body,
    stateFrom: (e.stateFrom as PlanRequestState | null) ?? null,
    stateTo: (e.stateTo as PlanRequestState | null) ?? null,
    planName: e.planName,
    moveAt: (e.moveAt as PlanRequestEvent['moveAt']) ?? null,
    effectiveAt: e.effectiveAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
  }));
  const item = toItem(row);
  return {
    ...item,
    thread,
    nextStates: [...PLAN_REQUEST_TRANSITIONS[item.state]],
    subscription: await subscriptionSummary(db, item.landlordId),
  };
}

/** The plans on sale, in the order /pricing shows them. */
export async function plansOnSale(db: Database): Promise<PlanChoice[]> {
  return db
    .select({
      id: plans.id,
      name: plans.name,
      monthlyPrice: plans.monthlyPrice,
      maxUnits: plans.maxUnits,
      maxManagers: plans.maxManagers,
    })
    .from(plans)
    .where(isNull(plans.retiredAt))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
}

export interface NewPlanRequest {
  landlordId: string;
  requestedBy: string;
  kind: PlanRequestKind;
  planId: string | null;
  units: number | null;
  managers: number | null;
  message: string;
  at: Date;
}

export async function insertPlanRequest(db: Database, request: NewPlanRequest): Promise<string> {
  const { at, ...values } = request;
  const [row] = await db
    .insert(planChangeRequests)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning({ id: planChangeRequests.id });
  return row!.id;
}

export interface PlanRequestEntry {
  requestId: string;
  authorId: string;
  body?: string;
  /** A state change: applied only if the request is still in `from` (a concurrent answer wins). */
  move?: { from: PlanRequestState; to: PlanRequestState };
  plan?: { id: string; name: string; at: 'now' | 'period_end'; effectiveAt: Date };
  at: Date;
}

/**
 * Adds an entry to the thread (an answer, a state change, a move, or several at once) and moves the
 * request up the lists. Answers false, writing nothing, when the state changed meanwhile.
 */
export async function addPlanRequestEntry(db: Database, entry: PlanRequestEntry): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(planChangeRequests)
      .set({ updatedAt: entry.at, ...(entry.move ? { state: entry.move.to } : {}) })
      .where(
        and(
          eq(planChangeRequests.id, entry.requestId),
          entry.move ? eq(planChangeRequests.state, entry.move.from) : undefined,
        ),
      )
      .returning({ id: planChangeRequests.id, landlordId: planChangeRequests.landlordId });
    if (moved.length === 0) return false;
    await tx.insert(planChangeRequestEvents).values({
      requestId: entry.requestId,
      landlordId: moved[0]!.landlordId,
      authorId: entry.authorId,
      body: entry.body ?? '',
      stateFrom: entry.move?.from ?? null,
      stateTo: entry.move?.to ?? null,
      planId: entry.plan?.id ?? null,
      planName: entry.plan?.name ?? null,
      moveAt: entry.plan?.at ?? null,
      effectiveAt: entry.plan?.effectiveAt ?? null,
      createdAt: entry.at,
    });
    return true;
  });
}

/** The landlord's address and first name, for the answer's mail. */
export async function landlordContact(db: Database, landlordId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, landlordId));
  return row ?? null;
}
