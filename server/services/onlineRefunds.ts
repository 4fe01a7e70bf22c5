import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { money, moneyText } from '../../domain/money';
import { PAYMENT_ATTEMPT_TRANSITIONS, type PaymentAttemptState } from '../../domain/paymentAttemptFlow';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { invoices, paymentAttempts, paymentRefunds } from '../db/schema';
import { recordAudit } from './auditTrail';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  PaymentGatewayRefusedError,
} from '../../domain/errors';
import { GatewayError, kwdToFils, type PaymentGateway } from '../payments/gateway';
import { allocateNumbers } from './invoicing';
import { todayInKuwait } from './occupancy';
import { settleInvoice } from './payments';

/*
 * Issue 20 item 6 (server side): a landlord refunds an online payment in whole or in part.
 * 1. The amount is reserved on the attempt in one conditional UPDATE, so two refunds at once can
 *    never together pass what was captured.
 * 2. The gateway refunds, outside any transaction (a gateway is another system; the sandbox's
 *    own writes would wait behind ours on PGlite's single connection), with our refund's id as its
 *    idempotency key. If it refuses, the reservation is released and nothing has changed.
 * 3. In one transaction: the credit note is numbered, the invoice's paid amount and status are
 *    recomputed less the refund (its balance returns to the fils), the attempt moves per the state
 *    table (captured → partially_refunded → refunded), and one audit record is written.
 */

export interface RefundInput {
  scope: Scope;
  attemptId: string;
  amount: string;
  reason: string;
  actorId: string;
  nowMs: number;
}

/** The states the state table lets a refund leave (captured, partially refunded). */
const REFUNDABLE: PaymentAttemptState[] = PAYMENT_ATTEMPT_TRANSITIONS.filter((t) => t.to === 'refunded').map(
  (t) => t.from,
);

async function reserve(db: Database, input: RefundInput) {
  const inScope = and(
    eq(paymentAttempts.id, input.attemptId),
    input.scope.landlordId ? eq(paymentAttempts.landlordId, input.scope.landlordId) : undefined,
  );
  const [attempt] = await db.select().from(paymentAttempts).where(inScope);
  if (!attempt) throw new NotFoundError(M.attemptNotFound);
  if (!attempt.paymentId || !REFUNDABLE.includes(attempt.state as PaymentAttemptState)) {
    throw new ConflictError(M.notRefundable);
  }
  const [reserved] = await db
    .update(paymentAttempts)
    .set({ refundedAmount: sql`${paymentAttempts.refundedAmount} + ${input.amount}` })
    .where(
      and(
        inScope,
        inArray(paymentAttempts.state, REFUNDABLE),
        sql`${paymentAttempts.refundedAmount} + ${input.amount} <= ${paymentAttempts.amount}`,
      ),
    )
    .returning();
  if (!reserved) {
    const [now] = await db.select().from(paymentAttempts).where(inScope);
    const left = moneyText(money(now!.amount).minus(now!.refundedAmount));
    const message = M.refundTooLarge(left);
    throw new InvalidInputError(message, [{ loc: ['body', 'amount'], msg: message, type: 'value_error' }]);
  }
  return reserved;
}

export async function refundOnlinePayment(db: Database, gateway: PaymentGateway, input: RefundInput) {
  const amount = moneyText(input.amount);
  const attempt = await reserve(db, { ...input, amount });
  const refundId = randomUUID();
  let gatewayRefund;
  try {
    gatewayRefund = await gateway.refund({
      gatewayReference: attempt.gatewayReference!,
      amountFils: kwdToFils(amount),
      reason: input.reason,
      idempotencyKey: refundId,
    });
    if (gatewayRefund.state !== 'succeeded') throw new GatewayError(`refund ${gatewayRefund.state}`, false);
  } catch (err) {
    await db
      .update(paymentAttempts)
      .set({ refundedAmount: sql`${paymentAttempts.refundedAmount} - ${amount}` })
      .where(eq(paymentAttempts.id, attempt.id));
    if (err instanceof GatewayError) throw new PaymentGatewayRefusedError(M.refundRefused);
    throw err;
  }
  return db.transaction(async (tx) => {
    const today = todayInKuwait(input.nowMs);
    const [creditNoteNo] = await allocateNumbers(tx, attempt.landlordId, 'CRN', Number(today.slice(0, 4)), 1);
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.id, attempt.invoiceId))
      .for('update');
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        id: refundId,
        landlordId: attempt.landlordId,
        attemptId: attempt.id,
        paymentId: attempt.paymentId!,
        invoiceId: attempt.invoiceId,
        amount,
        reason: input.reason,
        creditNoteNo: creditNoteNo!,
        gatewayRefundReference: gatewayRefund.refundReference,
        createdBy: input.actorId,
      })
      .returning();
    const invoiceStatus = await settleInvoice(tx, attempt.invoiceId, today);
    // The reservation already counted this refund: the whole amount back means refunded.
    const [moved] = await tx
      .update(paymentAttempts)
      .set({
        state: sql`case when ${paymentAttempts.refundedAmount} >= ${paymentAttempts.amount} then 'refunded' else 'partially_refunded' end`,
        updatedAt: new Date(input.nowMs),
      })
      .where(eq(paymentAttempts.id, attempt.id))
      .returning();
    await recordAudit(tx, {
      landlordId: attempt.landlordId,
      actorId: input.actorId,
      action: 'payment.refund',
      entity: 'payment',
      entityId: attempt.paymentId!,
      before: { attemptState: attempt.state },
      after: { ...refund!, attemptState: moved!.state, refundedAmount: moved!.refundedAmount, invoiceStatus },
    });
    return refund!;
  });
}
