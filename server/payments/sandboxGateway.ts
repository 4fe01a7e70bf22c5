import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ATTEMPT_EXPIRY_MINUTES } from '../../domain/paymentAttemptFlow';
import type { Database } from '../db/client';
import { sandboxGatewayPayments, sandboxGatewayRefunds } from '../db/schema';
import {
  GatewayError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayMethod,
  type GatewayPaymentState,
  type GatewayPaymentStatus,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  type SettlementLine,
  type WebhookEvent,
  type WebhookInput,
} from './gateway';
import { parseSandboxSettlementFile, sandboxSettlementFile } from './sandboxSettlement';
import { isValidSandboxSignature } from './sandboxSignature';

/*
 * The built-in sandbox gateway (issue 20 item 2): a gateway that lives in our own database and
 * server, so the whole flow runs on a laptop with nothing outside. Its side of each payment is in
 * sandbox_gateway_payments, apart from our payment_attempts, so fetchStatus really asks "the
 * gateway". Its hosted page is server/payments/sandboxPage.ts.
 */

export type SandboxRow = typeof sandboxGatewayPayments.$inferSelect;

/** Why the sandbox closed a checkout the merchant replaced (issue 30 item 5). */
export const SANDBOX_REPLACED_REASON = 'Closed by the merchant: a new checkout replaced it.';

export interface SandboxDeps {
  db: Database;
  /** Signs its webhooks (SANDBOX_GATEWAY_SECRET, or derived from JWT_SECRET). */
  secret: string;
  /** Our own address: the hosted page is served by this server. */
  publicUrl: string;
  now: () => number;
}

/** The secret when none is configured: derived, so a laptop needs no extra variable. */
export const derivedSandboxSecret = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('sandbox-gateway-webhook').digest('hex');

export const sandboxPagePath = (reference: string) => `/sandbox-gateway/pay/${encodeURIComponent(reference)}`;

export async function findSandboxPayment(db: Database, reference: string): Promise<SandboxRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxGatewayPayments)
    .where(eq(sandboxGatewayPayments.reference, reference));
  return row;
}

/** A pending payment past its time is expired on the sandbox's side (as a real gateway does). */
async function expireIfDue(db: Database, row: SandboxRow, nowMs: number): Promise<SandboxRow> {
  if (row.state !== 'pending' || row.expiresAt.getTime() > nowMs) return row;
  const [expired] = await db
    .update(sandboxGatewayPayments)
    .set({ state: 'expired', reason: 'The payment page expired.', updatedAt: new Date(nowMs) })
    .where(
      and(eq(sandboxGatewayPayments.reference, row.reference), eq(sandboxGatewayPayments.state, 'pending')),
    )
    .returning();
  return expired ?? ((await findSandboxPayment(db, row.reference)) as SandboxRow);
}

const statusOf = (row: SandboxRow): GatewayPaymentStatus => ({
  gatewayReference: row.reference,
  state: row.state as GatewayPaymentState,
  amountFils: row.amountFils,
  currency: row.currency,
  method: row.method as GatewayMethod | null,
  transactionId: row.transactionId,
  reason: row.reason,
});

export function createSandboxGateway(deps: SandboxDeps): PaymentGateway {
  const { db } = deps;
  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const nowMs = deps.now();
      // The same idempotency key opens the same checkout, as a real gateway's does.
      const inserted = await db
        .insert(sandboxGatewayPayments)
        .values({
          reference: `sbx_${randomBytes(12).toString('hex')}`,
          idempotencyKey: request.attemptId,
          amountFils: request.amountFils,
          currency: request.currency,
          description: request.description,
          returnUrl: request.returnUrl,
          webhookUrl: request.webhookUrl,
          expiresAt: new Date(request.expiresAtMs ?? nowMs + ATTEMPT_EXPIRY_MINUTES * 60_000),
          createdAt: new Date(nowMs),
          updatedAt: new Date(nowMs),
        })
        .onConflictDoNothing()
        .returning();
      const row =
        inserted[0] ??
        (
          await db
            .select()
            .from(sandboxGatewayPayments)
            .where(eq(sandboxGatewayPayments.idempotencyKey, request.attemptId))
        )[0];
      if (!row) throw new GatewayError('The sandbox gateway could not open the checkout.', true);
      return {
        redirectUrl: `${deps.publicUrl}${sandboxPagePath(row.reference)}`,
        gatewayReference: row.reference,
      };
    },

    verifyWebhook(input: WebhookInput, nowMs: number): WebhookEvent {
      if (!isValidSandboxSignature(deps.secret, input.headers, input.rawBody, nowMs)) {
        throw new WebhookSignatureError();
      }
      let body: unknown;
      try {
        body = JSON.parse(input.rawBody);
      } catch {
        throw new WebhookSignatureError('The webhook body is not JSON.');
      }
      const event = body as { id?: unknown; reference?: unknown };
      if (typeof event.id !== 'string' || typeof event.reference !== 'string') {
        throw new WebhookSignatureError('The webhook does not name an event and a payment.');
      }
      return { eventId: event.id, gatewayReference: event.reference };
    },

    async fetchStatus(gatewayReference: string): Promise<GatewayPaymentStatus> {
      const row = await findSandboxPayment(db, gatewayReference);
      if (!row) throw new GatewayError('The sandbox gateway knows no such payment.', false);
      return statusOf(await expireIfDue(db, row, deps.now()));
    },

    async cancelCheckout(gatewayReference: string): Promise<GatewayPaymentStatus> {
      const nowMs = deps.now();
      // Only a payment still pending is closed; one the payer already decided answers as it is.
      const [cancelled] = await db
        .update(sandboxGatewayPayments)
        .set({ state: 'cancelled', reason: SANDBOX_REPLACED_REASON, updatedAt: new Date(nowMs) })
        .where(
          and(
            eq(sandboxGatewayPayments.reference, gatewayReference),
            eq(sandboxGatewayPayments.state, 'pending'),
            gt(sandboxGatewayPayments.expiresAt, new Date(nowMs)),
          ),
        )
        .returning();
      if (cancelled) return statusOf(cancelled);
      const row = await findSandboxPayment(db, gatewayReference);
      if (!row) throw new GatewayError('The sandbox gateway knows no such payment.', false);
      return statusOf(await expireIfDue(db, row, nowMs));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxGatewayPayments)
          .where(eq(sandboxGatewayPayments.reference, request.gatewayReference))
          .for('update');
        if (!row || row.state !== 'captured')
          throw new GatewayError('Only a captured payment can be refunded.', false);
        const inserted = await tx
          .insert(sandboxGatewayRefunds)
          .values({
            idempotencyKey: request.idempotencyKey,
            reference: row.reference,
            amountFils: request.amountFils,
            reason: request.reason,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) return { refundReference: request.idempotencyKey, state: 'succeeded' };
        if (row.refundedFils + request.amountFils > row.amountFils) {
          throw new GatewayError('The refund exceeds what was captured.', false);
        }
        await tx
          .update(sandboxGatewayPayments)
          .set({ refundedFils: sql`${sandboxGatewayPayments.refundedFils} + ${request.amountFils}` })
          .where(eq(sandboxGatewayPayments.reference, row.reference));
        return { refundReference: request.idempotencyKey, state: 'succeeded' };
      });
    },

    async settlementReport(day: string): Promise<SettlementLine[]> {
      return parseSandboxSettlementFile(await sandboxSettlementFile(db, day));
    },
  };
}
