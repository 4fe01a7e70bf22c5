import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { WAITING_ATTEMPT_STATES } from '../../domain/paymentAttemptFlow';
import type { AppContext } from '../context';
import { paymentAttempts } from '../db/schema';
import { queryRows } from '../db/rows';
import { bringAttemptUpToDate, settlementDepsOf, type SettlementDeps } from '../services/paymentSettlement';
import { MINUTE_MS, type JobDefinition } from './jobDefinition';

/*
 * Issue 20 item 4: the reconciler. A webhook may be lost and a browser may never come back; every
 * attempt still waiting is asked about again when its next_check_at comes (backoff in
 * paymentSettlement.ts), until the gateway knows. Runs never overlap in one process (repeatEvery);
 * across processes a transaction-scoped advisory lock lets one claim the due attempts at a time,
 * pushing their next check out so that another run does not ask about them too. Issue 30 item 5:
 * a capture the invoice could not take whose refund is due is refunded (or flagged) here too.
 */

const BATCH = 50;
/** While claimed, an attempt is not due for others; the run sets its real next check itself. */
const CLAIM_MS = 60_000;

/** Waiting for the gateway, or a capture not credited whose refund is due, and its check has come. */
const dueAt = (nowMs: number) =>
  and(
    or(
      inArray(paymentAttempts.state, [...WAITING_ATTEMPT_STATES]),
      // Issue 30 item 5: a capture not credited whose refund did not run or never came back.
      and(
        eq(paymentAttempts.state, 'captured'),
        isNull(paymentAttempts.paymentId),
        isNull(paymentAttempts.refundProblem),
      ),
    ),
    lte(paymentAttempts.nextCheckAt, new Date(nowMs)),
  );

async function claimDueAttempts(ctx: Pick<AppContext, 'db'>, nowMs: number): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended('payment-reconciler', 0)) as locked`,
    );
    if (!lock?.locked) return [];
    const due = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(dueAt(nowMs))
      .orderBy(asc(paymentAttempts.nextCheckAt))
      .limit(BATCH);
    if (due.length === 0) return [];
    // The due test again in the update: a webhook may have settled an attempt since the select
    // (clearing its next check); PostgreSQL re-checks the row's new version and leaves it alone,
    // where an update by id alone would give a captured attempt a next check again.
    const claimed = await tx
      .update(paymentAttempts)
      .set({ nextCheckAt: new Date(nowMs + CLAIM_MS) })
      .where(
        and(
          inArray(
            paymentAttempts.id,
            due.map((d) => d.id),
          ),
          dueAt(nowMs),
        ),
      )
      .returning({ id: paymentAttempts.id });
    return claimed.map((c) => c.id);
  });
}

/** One pass at the moment `nowMs`: asks the gateway about each due attempt. Tests call it with their clock. */
export async function runPaymentReconciler(
  deps: SettlementDeps,
  nowMs: number,
): Promise<{ asked: number; decided: number }> {
  const ids = await claimDueAttempts(deps, nowMs);
  let decided = 0;
  for (const id of ids) {
    const after = await bringAttemptUpToDate(deps, id);
    if (after && !WAITING_ATTEMPT_STATES.includes(after.state as never)) decided += 1;
  }
  return { asked: ids.length, decided };
}

/** Every PAYMENT_RECONCILER_MINUTES; the advisory lock above keeps a hand-run and a scheduled one apart. */
export const paymentReconcilerJob: JobDefinition = {
  name: 'payment-reconciler',
  title: 'Online payments asked about again at the gateway',
  schedule: { everyMs: (config) => config.payments.reconcilerMinutes * MINUTE_MS, firstAfterMs: 5_000 },
  handler: async ({ ctx, log }) => {
    const deps = settlementDepsOf(ctx, log);
    const done = await runPaymentReconciler(deps, ctx.now());
    if (done.decided > 0) log.info(done, 'payment reconciler settled attempts');
  },
};
