import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { AUTO_CLOSE_DAYS, transitionOf, type MaintenanceStatus } from '../../domain/maintenanceFlow';
import { MAINTENANCE_MESSAGES as M, type MaintenancePriority } from '../../domain/maintenanceSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { maintenanceRequests as r, maintenanceStatusHistory } from '../db/schema';
import { ConflictError, InvalidInputError } from '../../domain/errors';
import { deadlineFrom, deadlineHours } from './maintenanceDeadlines';
import { lockRequest, type RequestRow } from './maintenanceRequests';

/*
 * The status flow at work (issue 18 items 2 and 5): every move is checked against the table in
 * domain/maintenanceFlow.ts and kept in the history (who, when, from, to, why). The rating and the
 * maintenance job move requests through the same function.
 */

export interface Move {
  to: MaintenanceStatus;
  reason: string | null;
  until?: string | undefined;
  /** Null when the maintenance job moves it. */
  actorId: string | null;
  nowMs: number;
}

export interface Moved {
  before: RequestRow;
  after: RequestRow;
  reason: string | null;
}

/** Moves a locked request; refuses (422) a move that is not in the table or lacks what it needs. */
export async function moveLocked(tx: Database, row: RequestRow, move: Move): Promise<Moved> {
  const from = row.status as MaintenanceStatus;
  const transition = transitionOf(from, move.to);
  if (!transition) throw new InvalidInputError(M.badMove(from, move.to));
  if (transition.needs === 'reason' && !move.reason) throw new InvalidInputError(M.reasonRequired);
  if (transition.needs === 'until') {
    if (!move.until) throw new InvalidInputError(M.untilRequired);
    if (move.until <= todayInKuwait(move.nowMs)) throw new InvalidInputError(M.untilFuture);
  }
  const at = new Date(move.nowMs);
  const set: Partial<typeof r.$inferInsert> = {
    status: move.to,
    updatedAt: at,
    deferredUntil: move.to === 'DEFERRED' ? move.until! : null,
  };
  if (move.to === 'COMPLETED') set.completedAt = at;
  if (move.to === 'OPEN') {
    // Opened again (the problem is back, or the deferral ended): a fresh deadline from now.
    const hours = await deadlineHours(tx, row.landlordId);
    set.deadlineAt = deadlineFrom(hours, row.priority as MaintenancePriority, move.nowMs);
    set.completedAt = null;
  }
  if (transition.reopens) set.reopenCount = row.reopenCount + 1;
  const [after] = await tx.update(r).set(set).where(eq(r.id, row.id)).returning();
  await tx.insert(maintenanceStatusHistory).values({
    requestId: row.id,
    landlordId: row.landlordId,
    fromStatus: from,
    toStatus: move.to,
    reason: move.reason ?? (move.until ? `Deferred until ${move.until}` : null),
    actorId: move.actorId,
    createdAt: at,
  });
  return { before: row, after: after!, reason: move.reason };
}

export const moveRequest = (db: Database, scope: Scope, id: string, move: Move) =>
  db.transaction(async (tx) => moveLocked(tx, await lockRequest(tx, scope, id), move));

/**
 * The tenant's rating of COMPLETED work: resolved closes the request; not resolved opens it again
 * and counts the reopening.
 */
export async function rateRequest(
  db: Database,
  scope: Scope,
  id: string,
  rating: { resolved: boolean; comment: string | null },
  actorId: string,
  nowMs: number,
): Promise<Moved> {
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, scope, id);
    if (row.status !== 'COMPLETED') throw new ConflictError(M.notCompleted);
    await tx
      .update(r)
      .set({ ratingResolved: rating.resolved, ratingComment: rating.comment })
      .where(eq(r.id, row.id));
    const reason = rating.resolved
      ? `The tenant confirmed the problem is resolved${rating.comment ? `: ${rating.comment}` : '.'}`
      : `The tenant says the problem is not resolved${rating.comment ? `: ${rating.comment}` : '.'}`;
    return moveLocked(tx, row, { to: rating.resolved ? 'CLOSED' : 'OPEN', reason, actorId, nowMs });
  });
}

/**
 * The maintenance job's work: requests COMPLETED for AUTO_CLOSE_DAYS close themselves; DEFERRED
 * ones whose day has come open again. Each row is moved under its own lock (skipped when someone
 * holds it), so a run beside a person's change never moves a request twice.
 */
export async function runMaintenanceSweep(db: Database, nowMs: number): Promise<Moved[]> {
  const closeBefore = new Date(nowMs - AUTO_CLOSE_DAYS * 86_400_000);
  const today = todayInKuwait(nowMs);
  const due = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        isNull(r.deletedAt),
        sql`((${r.status} = 'COMPLETED' and ${lt(r.completedAt, closeBefore)})
          or (${r.status} = 'DEFERRED' and ${lte(r.deferredUntil, today)}))`,
      ),
    );
  const moved: Moved[] = [];
  for (const { id } of due) {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update', { skipLocked: true });
      if (!row || row.deletedAt) return null;
      if (row.status === 'COMPLETED' && row.completedAt && row.completedAt < closeBefore)
        return moveLocked(tx, row, {
          to: 'CLOSED',
          reason: `Closed automatically ${AUTO_CLOSE_DAYS} days after completion.`,
          actorId: null,
          nowMs,
        });
      if (row.status === 'DEFERRED' && row.deferredUntil && row.deferredUntil <= today)
        return moveLocked(tx, row, {
          to: 'OPEN',
          reason: 'The deferral date has come.',
          actorId: null,
          nowMs,
        });
      return null;
    });
    if (result) moved.push(result);
  }
  return moved;
}
