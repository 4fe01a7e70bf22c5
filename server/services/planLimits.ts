import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  SUBSCRIPTION_MESSAGES as M,
  PAST_DUE_GRACE_DAYS,
  creationBlockOf,
  type SubscriptionState,
} from '../../domain/subscriptionFlow';
import type { Database } from '../db/client';
import { plans, propertyUnits, roles, subscriptions, users } from '../db/schema';
import { InvalidInputError, SubscriptionLapsedError } from '../../domain/errors';

/*
 * Issue 21 item 4: what a landlord's subscription allows. Creating beyond the plan's units or
 * managers answers 422 naming the limit and the plan that allows more; a subscription past due for
 * more than 7 days (or ended) stops every create (402) while reading goes on.
 * A landlord without a subscription row (created before plans existed) is not limited.
 * Issue 30 item 4: the count and the insert it allows run in one transaction under a per-landlord
 * lock, so concurrent invitations or unit writes cannot all pass the same count.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes the landlord's plan-limit lock until the caller's transaction ends (the invoice numbering's
 * way, services/invoicing.ts): a second write for the same landlord waits here until the first has
 * committed its units or manager, then counts them.
 */
async function lockPlanLimits(tx: Transaction, landlordId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plan-limits:${landlordId}`}, 0))`);
}

async function subscriptionPlan(db: Database, landlordId: string) {
  const [row] = await db
    .select({ state: subscriptions.state, pastDueSince: subscriptions.pastDueSince, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.landlordId, landlordId));
  return row ?? null;
}

/** The 402 refusal for a landlord that may read but not create, or nothing. */
export async function assertMayCreate(db: Database, landlordId: string, nowMs: number): Promise<void> {
  const row = await subscriptionPlan(db, landlordId);
  const block = creationBlockOf(
    row && { state: row.state as SubscriptionState, pastDueSince: row.pastDueSince },
    nowMs,
  );
  if (block === 'past_due') throw new SubscriptionLapsedError(M.pastDueBlocked(PAST_DUE_GRACE_DAYS));
  if (block === 'expired') throw new SubscriptionLapsedError(M.expiredBlocked);
}

/** The cheapest plan on sale that allows more of something than `than`. */
async function betterPlan(
  db: Database,
  column: typeof plans.maxUnits | typeof plans.maxManagers,
  than: number,
) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(isNull(plans.retiredAt), gt(column, than)))
    .orderBy(asc(plans.monthlyPrice), asc(column));
  return row ?? null;
}

const limitError = (message: string, field: string) =>
  new InvalidInputError(message, [{ loc: ['body', field], msg: message, type: 'plan_limit' }]);

/**
 * Refuses a write that would leave the landlord's `propertyId` with `units` units (a new property:
 * none yet) when the landlord would then have more than its plan allows. Call it inside the
 * transaction that writes the units, before writing them: it takes the landlord's lock and counts
 * under it. A write that adds none (an edit, a removal) always passes, even over the limit.
 */
export async function assertUnitRoom(
  tx: Transaction,
  landlordId: string,
  target: { units: number; propertyId?: string },
): Promise<void> {
  await lockPlanLimits(tx, landlordId);
  const adding = target.units - (target.propertyId ? await unitCount(tx, landlordId, target.propertyId) : 0);
  if (adding <= 0) return;
  const row = await subscriptionPlan(tx, landlordId);
  if (!row) return;
  if ((await unitCount(tx, landlordId)) + adding <= row.plan.maxUnits) return;
  const better = await betterPlan(tx, plans.maxUnits, row.plan.maxUnits);
  throw limitError(M.unitLimit(row.plan.name, row.plan.maxUnits, better), 'units');
}

/** How many units the landlord has now (or on one of its properties). */
export async function unitCount(db: Database, landlordId: string, propertyId?: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(propertyUnits)
    .where(
      and(
        eq(propertyUnits.landlordId, landlordId),
        propertyId ? eq(propertyUnits.propertyId, propertyId) : undefined,
      ),
    );
  return n;
}

/**
 * Refuses one more manager beyond the plan's (disabled managers do not count). Call it inside the
 * transaction that adds the manager (or brings a disabled one back): it takes the landlord's lock.
 */
export async function assertManagerRoom(tx: Transaction, landlordId: string): Promise<void> {
  await lockPlanLimits(tx, landlordId);
  const row = await subscriptionPlan(tx, landlordId);
  if (!row) return;
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.landlordId, landlordId), eq(roles.key, 'manager'), ne(users.status, 'disabled')));
  if (n + 1 <= row.plan.maxManagers) return;
  const better = await betterPlan(tx, plans.maxManagers, row.plan.maxManagers);
  throw limitError(M.managerLimit(row.plan.name, row.plan.maxManagers, better), 'email');
}
