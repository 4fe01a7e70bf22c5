import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import {
  canMoveAttempt,
  LATE_CAPTURE_STATES,
  WAITING_ATTEMPT_STATES,
  type PaymentAttemptState,
} from '../../domain/paymentAttemptFlow';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { paymentAttempts } from '../db/schema';
import { recordAudit } from './auditTrail';
import { DomainError } from '../../domain/errors';
import { GatewayError, kwdToFils, type GatewayPaymentStatus, type PaymentGateway } from '../payments/gateway';
import type { Mailer } from '../mail/mailer';
import { recordPayment } from './payments';
import { REFUND_RETRY_MS, refundIsDue, refundUncreditedCapture } from './uncreditedCaptures';
import { sendPaymentReceipt } from './tenantNotices';

/*
 * Issue 20 item 4: the one way an attempt moves. The webhook, the browser's return and the
 * reconciler all call bringAttemptUpToDate, which asks the gateway (its status call is the only
 * truth) and then, holding the attempt's row lock, moves it per domain/paymentAttemptFlow.ts. A
 * capture records its payment inside that lock, only while the attempt is still waiting, so it is
 * credited once however many callers arrive and in whatever order.
 *
 * Issue 30 item 5: a capture the invoice cannot take (paid meanwhile, cancelled) is refunded in
 * whole through the gateway right after, outside the lock (server/services/uncreditedCaptures.ts);
 * where the gateway refuses, the landlord is shown it and both sides are mailed. A checkout closed
 * (cancelled, expired) whose page the gateway still reports paid is credited or refunded the same way.
 */

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export interface SettlementDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => number;
  log: FastifyBaseLogger;
  /** Mails the landlord and the tenant of a capture that could be neither credited nor refunded. */
  mail: Pick<Mailer, 'send'>;
  /** PUBLIC_URL: the links in those mails, and the checkout's return and webhook addresses. */
  publicUrl: string;
  /**
   * Told of a payment a capture recorded, after its transaction committed (the tenant's receipt
   * message, issue 35); it never throws.
   */
  paymentRecorded?: (paymentId: string) => Promise<void>;
}

/** The settlement's dependencies from the app's context, logging where the caller logs (a route, a job). */
export const settlementDepsOf = (
  ctx: Pick<AppContext, 'db' | 'gateway' | 'now' | 'mail' | 'config' | 'messaging'>,
  log: FastifyBaseLogger,
): SettlementDeps => ({
  db: ctx.db,
  gateway: ctx.gateway,
  now: ctx.now,
  log,
  mail: ctx.mail,
  publicUrl: ctx.config.publicUrl,
  paymentRecorded: (paymentId) => sendPaymentReceipt(ctx, log, paymentId),
});

/** The reconciler's next question: 1, 2, 4 … minutes after each unanswered one, at most 30. */
export const nextCheckDelayMs = (checks: number) => Math.min(60_000 * 2 ** Math.min(checks, 10), 30 * 60_000);

const isWaiting = (state: string) => WAITING_ATTEMPT_STATES.includes(state as PaymentAttemptState);
/** Closed before the payer decided: the gateway may still report its page paid (a late capture). */
const isClosedEarly = (attempt: AttemptRow) =>
  attempt.gatewayReference !== null && LATE_CAPTURE_STATES.includes(attempt.state as PaymentAttemptState);

/** Asks the gateway; a gateway that cannot answer is "unknown" (the reconciler asks again). */
async function askGateway(deps: SettlementDeps, reference: string): Promise<GatewayPaymentStatus> {
  try {
    return await deps.gateway.fetchStatus(reference);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn(
      { reference, retryable: err.retryable, reason: err.message },
      'payment gateway status failed',
    );
    const unknown = { state: 'unknown', amountFils: null, currency: null, method: null, transactionId: null };
    return { ...unknown, gatewayReference: reference, reason: null } as GatewayPaymentStatus;
  }
}

export async function bringAttemptUpToDate(
  deps: SettlementDeps,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  const [seen] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!seen) return seen;
  if (refundIsDue(seen)) return refundUncreditedCapture(deps, seen);
  if (!isWaiting(seen.state) && !isClosedEarly(seen)) return seen;
  if (!seen.gatewayReference) return failUnstartedIfDue(deps, seen);
  const status = await askGateway(deps, seen.gatewayReference);
  // A closed checkout moves only if its page was paid after all.
  if (!isWaiting(seen.state) && status.state !== 'captured') return seen;
  return settleWithStatus(deps, attemptId, status);
}

/**
 * Moves the attempt by a status the gateway gave (its status call, or its answer to a cancel),
 * under the attempt's row lock; then refunds a capture the invoice could not take.
 */
export async function settleWithStatus(
  deps: SettlementDeps,
  attemptId: string,
  status: GatewayPaymentStatus,
): Promise<AttemptRow | undefined> {
  let creditedBefore: string | null = null;
  const settled = await deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId))
      .for('update');
    if (!attempt) return attempt;
    creditedBefore = attempt.paymentId;
    // Another caller may have moved it while we asked: a decided attempt is never moved again,
    // except a closed checkout the gateway reports paid after all.
    const late = isClosedEarly(attempt) && status.state === 'captured';
    if (!isWaiting(attempt.state) && !late) return attempt;
    return applyStatus(tx, deps, attempt, status);
  });
  // The tenant's receipt for a payment this call recorded: after the commit, never failing it.
  if (settled?.paymentId && settled.paymentId !== creditedBefore)
    await deps.paymentRecorded?.(settled.paymentId);
  // Outside the transaction: the gateway is another system (and the sandbox's own writes would
  // wait behind ours on PGlite's single connection).
  return settled && refundIsDue(settled) ? refundUncreditedCapture(deps, settled) : settled;
}

/** A checkout the gateway never opened (the process stopped between the two steps) fails when due. */
async function failUnstartedIfDue(deps: SettlementDeps, attempt: AttemptRow): Promise<AttemptRow> {
  const nowMs = deps.now();
  if (attempt.expiresAt.getTime() > nowMs) return attempt;
  const [failed] = await deps.db
    .update(paymentAttempts)
    .set({ state: 'failed', reason: M.notStarted, nextCheckAt: null, updatedAt: new Date(nowMs) })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  return failed ?? attempt;
}

async function applyStatus(
  tx: Database,
  deps: SettlementDeps,
  attempt: AttemptRow,
  status: GatewayPaymentStatus,
): Promise<AttemptRow> {
  const nowMs = deps.now();
  const target = status.state as PaymentAttemptState;
  if (target === attempt.state || !canMoveAttempt(attempt.state as PaymentAttemptState, target)) {
    // Still undecided (or a move the table refuses): only the next question is scheduled.
    if (target !== attempt.state)
      deps.log.warn({ attempt: attempt.id, from: attempt.state, to: target }, 'refused move');
    return update(tx, attempt.id, {
      checkCount: attempt.checkCount + 1,
      nextCheckAt: new Date(nowMs + nextCheckDelayMs(attempt.checkCount)),
      updatedAt: new Date(nowMs),
    });
  }
  if (target === 'pending' || target === 'unknown') {
    return update(tx, attempt.id, {
      state: target,
      checkCount: attempt.checkCount + 1,
      nextCheckAt: new Date(nowMs + nextCheckDelayMs(attempt.checkCount)),
      updatedAt: new Date(nowMs),
    });
  }
  if (target !== 'captured') {
    return update(tx, attempt.id, {
      state: target,
      reason: status.reason,
      nextCheckAt: null,
      updatedAt: new Date(nowMs),
    });
  }
  if (status.amountFils !== kwdToFils(attempt.amount) || status.currency !== attempt.currency) {
    // Money was taken, but not the amount asked: nothing is credited; the landlord refunds it.
    await auditAttempt(tx, attempt, 'payment_attempt.amount_mismatch', status);
    // A closed checkout stays as it was (the state table has no move to failed from there).
    if (!isWaiting(attempt.state)) return attempt;
    return update(tx, attempt.id, {
      state: 'failed',
      reason: M.amountMismatch,
      nextCheckAt: null,
      updatedAt: new Date(nowMs),
    });
  }
  const paymentId = await creditCapture(tx, attempt, status, nowMs);
  if (!paymentId) await auditAttempt(tx, attempt, 'payment_attempt.credit_refused', status);
  return update(tx, attempt.id, {
    state: 'captured',
    method: status.method ?? 'knet',
    transactionId: status.transactionId,
    reason: paymentId ? null : M.creditRefused,
    paymentId,
    // Not credited: it is refunded right after this transaction; should that never run (a stopped
    // process), the reconciler refunds it when this time comes.
    nextCheckAt: paymentId ? null : new Date(nowMs + REFUND_RETRY_MS),
    updatedAt: new Date(nowMs),
  });
}

/**
 * Records the capture on the invoice exactly as a manual payment is recorded (invoice row lock,
 * balance never negative, PAID once, one receipt, one audit record). An invoice that can no longer
 * take it (paid meanwhile, cancelled) leaves the attempt captured without a payment: it is refunded.
 */
async function creditCapture(
  tx: Database,
  attempt: AttemptRow,
  status: GatewayPaymentStatus,
  nowMs: number,
): Promise<string | null> {
  try {
    const payment = await tx.transaction((savepoint) =>
      recordPayment(savepoint, {
        landlordId: attempt.landlordId,
        invoiceId: attempt.invoiceId,
        fields: {
          amount: attempt.amount,
          currency: 'KWD',
          method: status.method ?? 'knet',
          depositReference: status.transactionId ?? attempt.gatewayReference,
          depositDate: null,
          notes: `Online payment (${attempt.provider} ${attempt.gatewayReference ?? ''})`.trim(),
        },
        markAsPaid: false,
        attachments: [],
        actorId: attempt.tenantId,
        nowMs,
      }),
    );
    return payment.id;
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}

const auditAttempt = (tx: Database, attempt: AttemptRow, action: string, status: GatewayPaymentStatus) =>
  recordAudit(tx, {
    landlordId: attempt.landlordId,
    actorId: null,
    action,
    entity: 'payment_attempt',
    entityId: attempt.id,
    before: { state: attempt.state, amount: attempt.amount },
    after: { gatewayState: status.state, amountFils: status.amountFils, currency: status.currency },
  });

async function update(tx: Database, id: string, values: Partial<AttemptRow>): Promise<AttemptRow> {
  const [row] = await tx.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, id)).returning();
  return row!;
}
