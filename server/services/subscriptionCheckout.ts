import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ATTEMPT_EXPIRY_MINUTES,
  WAITING_ATTEMPT_STATES,
  canMoveAttempt,
  type PaymentAttemptState,
} from '../../domain/paymentAttemptFlow';
import { SUBSCRIPTION_MESSAGES as M } from '../../domain/subscriptionFlow';
import type { Database } from '../db/client';
import { subscriptionInvoices, subscriptionPaymentAttempts, users } from '../db/schema';
import { ConflictError, NotFoundError, PaymentGatewayDownError } from '../../domain/errors';
import { GatewayError, kwdToFils, type GatewayPaymentStatus, type PaymentGateway } from '../payments/gateway';
import { WEBHOOK_PATH } from './onlineCheckout';
import { applyInvoicePayment } from './subscriptionInvoices';
import { text } from '../../domain/messages/text';

/*
 * Issue 21 item 4: a landlord pays a subscription invoice online through the same gateway
 * interface as tenants' rent (server/payments). The same rules: the checkout is opened outside any
 * transaction (attempt `created`, then `pending` with the gateway's reference); the gateway's status
 * call is the only truth (the browser's return and the webhook only trigger it); the attempt moves
 * per domain/paymentAttemptFlow.ts under its row lock, and a capture pays the invoice once
 * (applyInvoicePayment refuses an invoice already paid).
 */

export type SubscriptionAttemptRow = typeof subscriptionPaymentAttempts.$inferSelect;

export interface SubscriptionPaymentDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => number;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const subscriptionReturnPathOf = (attemptId: string) => `/subscriptions/return/${attemptId}`;

const isWaiting = (state: string) => WAITING_ATTEMPT_STATES.includes(state as PaymentAttemptState);

/** Opens (or re-answers the open) checkout of one of the landlord's unpaid subscription invoices. */
export async function startSubscriptionCheckout(
  deps: SubscriptionPaymentDeps,
  landlordId: string,
  invoiceId: string,
): Promise<SubscriptionAttemptRow> {
  const nowMs = deps.now();
  const [invoice] = await deps.db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, invoiceId), eq(subscriptionInvoices.landlordId, landlordId)));
  // Another landlord's invoice answers as if it did not exist.
  if (!invoice) throw new NotFoundError(M.invoiceNotFound);
  if (invoice.status !== 'unpaid') throw new ConflictError(M.invoiceAlreadyPaid);
  const [open] = await deps.db
    .select()
    .from(subscriptionPaymentAttempts)
    .where(
      and(
        eq(subscriptionPaymentAttempts.subscriptionInvoiceId, invoice.id),
        eq(subscriptionPaymentAttempts.state, 'pending'),
        gt(subscriptionPaymentAttempts.expiresAt, new Date(nowMs + 60_000)),
      ),
    )
    .orderBy(desc(subscriptionPaymentAttempts.createdAt));
  if (open?.redirectUrl) return open;
  const [landlord] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, landlordId));
  const [attempt] = await deps.db
    .insert(subscriptionPaymentAttempts)
    .values({
      landlordId,
      subscriptionInvoiceId: invoice.id,
      provider: deps.gateway.name,
      amount: invoice.amount,
      expiresAt: new Date(nowMs + ATTEMPT_EXPIRY_MINUTES * 60_000),
    })
    .returning();
  try {
    const session = await deps.gateway.createCheckout({
      attemptId: attempt!.id,
      amountFils: kwdToFils(invoice.amount),
      currency: 'KWD',
      description: `Subscription ${invoice.invoiceNo} (${invoice.planName})`,
      customer: { name: `${landlord!.firstName} ${landlord!.lastName}`, email: landlord!.email },
      returnUrl: `${deps.publicUrl}${subscriptionReturnPathOf(attempt!.id)}`,
      webhookUrl: `${deps.publicUrl}${WEBHOOK_PATH}`,
      expiresAtMs: attempt!.expiresAt.getTime(),
    });
    const [pending] = await deps.db
      .update(subscriptionPaymentAttempts)
      .set({
        state: 'pending',
        gatewayReference: session.gatewayReference,
        redirectUrl: session.redirectUrl,
        updatedAt: new Date(nowMs),
      })
      .where(
        and(
          eq(subscriptionPaymentAttempts.id, attempt!.id),
          eq(subscriptionPaymentAttempts.state, 'created'),
        ),
      )
      .returning();
    return pending!;
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await deps.db
      .update(subscriptionPaymentAttempts)
      .set({ state: 'failed', reason: 'The payment could not be started.', updatedAt: new Date(nowMs) })
      .where(eq(subscriptionPaymentAttempts.id, attempt!.id));
    throw new PaymentGatewayDownError(text('subscription.paymentServiceDown'));
  }
}

async function askGateway(deps: SubscriptionPaymentDeps, reference: string): Promise<GatewayPaymentStatus> {
  try {
    return await deps.gateway.fetchStatus(reference);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn({ reference, reason: err.message }, 'subscription payment status failed');
    return {
      gatewayReference: reference,
      state: 'unknown',
      amountFils: null,
      currency: null,
      method: null,
      transactionId: null,
      reason: null,
    };
  }
}

/** Asks the gateway and moves the attempt; a capture of the right amount pays the invoice once. */
export async function bringSubscriptionAttemptUpToDate(
  deps: SubscriptionPaymentDeps,
  attemptId: string,
): Promise<SubscriptionAttemptRow | undefined> {
  const [seen] = await deps.db
    .select()
    .from(subscriptionPaymentAttempts)
    .where(eq(subscriptionPaymentAttempts.id, attemptId));
  if (!seen || !isWaiting(seen.state) || !seen.gatewayReference) return seen;
  const status = await askGateway(deps, seen.gatewayReference);
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(subscriptionPaymentAttempts)
      .where(eq(subscriptionPaymentAttempts.id, attemptId))
      .for('update');
    if (!attempt || !isWaiting(attempt.state)) return attempt;
    const target = status.state as PaymentAttemptState;
    if (target === attempt.state || !canMoveAttempt(attempt.state as PaymentAttemptState, target))
      return attempt;
    const nowMs = deps.now();
    const set: Partial<SubscriptionAttemptRow> = {
      state: target,
      reason: status.reason,
      updatedAt: new Date(nowMs),
    };
    if (target === 'captured') {
      if (status.amountFils !== kwdToFils(attempt.amount) || status.currency !== 'KWD') {
        Object.assign(set, {
          state: 'failed',
          reason: 'The amount paid does not match the invoice; it will be refunded.',
        });
      } else {
        Object.assign(set, {
          method: status.method ?? 'knet',
          transactionId: status.transactionId,
          reason: null,
        });
        const paid = await applyInvoicePayment(tx, attempt.subscriptionInvoiceId, {
          via: 'online',
          attemptId: attempt.id,
          nowMs,
        });
        // Paid twice (two tabs): the second capture is kept for a refund, never credited again.
        if (!paid) set.reason = M.invoiceAlreadyPaid;
      }
    }
    const [moved] = await tx
      .update(subscriptionPaymentAttempts)
      .set(set)
      .where(eq(subscriptionPaymentAttempts.id, attempt.id))
      .returning();
    return moved;
  });
}

/** The renewal job's sweep: asks about every checkout still waiting (a lost return and webhook). */
export async function reconcileSubscriptionAttempts(deps: SubscriptionPaymentDeps): Promise<number> {
  const waiting = await deps.db
    .select({ id: subscriptionPaymentAttempts.id })
    .from(subscriptionPaymentAttempts)
    .where(inArray(subscriptionPaymentAttempts.state, [...WAITING_ATTEMPT_STATES]))
    .limit(200);
  for (const { id } of waiting) await bringSubscriptionAttemptUpToDate(deps, id);
  return waiting.length;
}
