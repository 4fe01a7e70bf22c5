import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { PLAN_MESSAGES as M, type PlanInput, type PlanRecord } from '../../domain/planSchemas';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pgErrors';
import { plans, subscriptionInvoices, subscriptions } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors';
import type { PlanRow } from './subscriptionInvoices';

/*
 * Issue 21 item 3: the super admin's plans. Exactly one plan on sale is recommended: recommending
 * one takes it off the others in the same transaction, and the recommended plan can be neither
 * un-recommended nor retired directly. A plan in use (a subscription or an invoice names it) is
 * retired, never deleted.
 */

export const toPlanRecord = (row: PlanRow, subscribers?: number): PlanRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  monthlyPrice: row.monthlyPrice,
  yearlyPrice: row.yearlyPrice,
  maxUnits: row.maxUnits,
  maxManagers: row.maxManagers,
  features: row.features,
  recommended: row.recommended,
  sortOrder: row.sortOrder,
  active: row.retiredAt === null,
  ...(subscribers === undefined ? {} : { subscribers }),
});

/** Plans on sale, in their order on /pricing. */
export async function plansOnSale(db: Database): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(isNull(plans.retiredAt))
    .orderBy(asc(plans.sortOrder), asc(plans.monthlyPrice));
}

/** Every plan with how many subscriptions (not expired) it has, for the super admin. */
export async function allPlans(db: Database): Promise<PlanRecord[]> {
  const rows = await db
    .select({
      plan: plans,
      // The plan's id named with its table: a one-table select writes ${plans.id} as a bare "id",
      // which inside the subquery is the subscription's own id (every plan then counted 0).
      subscribers: sql<number>`(select count(*)::int from ${subscriptions} s where s.plan_id = ${sql.identifier('plans')}.${sql.identifier('id')} and s.state <> 'expired')`,
    })
    .from(plans)
    .orderBy(sql`${plans.retiredAt} is not null`, asc(plans.sortOrder), asc(plans.monthlyPrice));
  return rows.map((r) => toPlanRecord(r.plan, r.subscribers));
}

export async function planById(db: Database, id: string): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

const nameTaken = () =>
  new InvalidInputError(M.nameTaken, [{ loc: ['body', 'name'], msg: M.nameTaken, type: 'unique' }]);

async function clearOtherRecommended(tx: Database, keepId: string, nowMs: number) {
  await tx
    .update(plans)
    .set({ recommended: false, updatedAt: new Date(nowMs) })
    .where(and(eq(plans.recommended, true), ne(plans.id, keepId)));
}

export async function createPlan(db: Database, input: PlanInput, nowMs: number): Promise<PlanRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(plans)
        .values({ ...input, recommended: false })
        .returning();
      if (input.recommended) {
        await clearOtherRecommended(tx, row!.id, nowMs);
        await tx.update(plans).set({ recommended: true }).where(eq(plans.id, row!.id));
      }
      return { ...row!, recommended: input.recommended };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function updatePlan(
  db: Database,
  id: string,
  input: PlanInput,
  nowMs: number,
): Promise<PlanRow> {
  const existing = await planById(db, id);
  if (existing.recommended && !input.recommended) throw new InvalidInputError(M.recommendedRequired);
  if (input.recommended && existing.retiredAt) throw new InvalidInputError(M.retiredRecommended);
  try {
    return await db.transaction(async (tx) => {
      if (input.recommended && !existing.recommended) await clearOtherRecommended(tx, id, nowMs);
      const [row] = await tx
        .update(plans)
        .set({ ...input, updatedAt: new Date(nowMs) })
        .where(eq(plans.id, id))
        .returning();
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** Off sale (or back on sale): subscribers keep it; /pricing and new subscriptions no longer offer it. */
export async function setRetired(
  db: Database,
  id: string,
  retired: boolean,
  nowMs: number,
): Promise<PlanRow> {
  const existing = await planById(db, id);
  if (retired && existing.recommended) throw new InvalidInputError(M.retiredRecommended);
  const [row] = await db
    .update(plans)
    .set({ retiredAt: retired ? new Date(nowMs) : null, updatedAt: new Date(nowMs) })
    .where(eq(plans.id, id))
    .returning();
  return row!;
}

/** Only a plan nothing names may go: one in use is retired instead (409). */
export async function deletePlan(db: Database, id: string): Promise<void> {
  const existing = await planById(db, id);
  if (existing.recommended) throw new InvalidInputError(M.recommendedRequired);
  const [{ used } = { used: 0 }] = await db
    .select({ used: count() })
    .from(subscriptions)
    .where(sql`${subscriptions.planId} = ${id} or ${subscriptions.pendingPlanId} = ${id}`);
  const [{ billed } = { billed: 0 }] = await db
    .select({ billed: count() })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.planId, id));
  if (used > 0 || billed > 0) throw new ConflictError(M.inUse);
  await db.delete(plans).where(eq(plans.id, id));
}
