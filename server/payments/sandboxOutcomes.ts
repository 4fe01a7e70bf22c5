import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxGatewayPayments } from '../db/schema';
import { findSandboxPayment, type SandboxRow } from './sandboxGateway';
import { sandboxWebhookHeaders } from './sandboxSignature';

/*
 * What a payer does on the sandbox's hosted page (issue 20 item 2), and the webhook the sandbox
 * then sends. Like KNET's test environment, one card number approves; any other is declined.
 */

export const SANDBOX_APPROVING_CARD = '8888880000000001';
export const SANDBOX_DECLINED_REASON = 'Declined by the card issuer (sandbox).';
export const SANDBOX_CANCELLED_REASON = 'Cancelled by the payer.';

export type SandboxDecision =
  | { action: 'pay'; method: 'knet' | 'card'; cardNumber: string }
  | { action: 'decline' }
  | { action: 'cancel' }
  /** The payer leaves without deciding: the payment stays pending (until it expires). */
  | { action: 'leave' };

/** Applies the payer's decision to a pending payment; answers the payment as it then is. */
export async function decideSandboxPayment(
  db: Database,
  reference: string,
  decision: SandboxDecision,
  nowMs: number,
): Promise<SandboxRow | undefined> {
  const row = await findSandboxPayment(db, reference);
  if (!row || decision.action === 'leave') return row;
  if (row.state !== 'pending' || row.expiresAt.getTime() <= nowMs) return row;
  const approved =
    decision.action === 'pay' && decision.cardNumber.replace(/\s+/g, '') === SANDBOX_APPROVING_CARD;
  const outcome = approved
    ? {
        state: 'captured',
        method: decision.action === 'pay' ? decision.method : null,
        transactionId: `sbx_txn_${randomBytes(8).toString('hex')}`,
        reason: null,
        capturedAt: new Date(nowMs),
      }
    : decision.action === 'cancel'
      ? { state: 'cancelled', reason: SANDBOX_CANCELLED_REASON }
      : { state: 'failed', reason: SANDBOX_DECLINED_REASON };
  const [after] = await db
    .update(sandboxGatewayPayments)
    .set({ ...outcome, updatedAt: new Date(nowMs) })
    .where(and(eq(sandboxGatewayPayments.reference, reference), eq(sandboxGatewayPayments.state, 'pending')))
    .returning();
  return after ?? (await findSandboxPayment(db, reference));
}

/** The webhook the sandbox posts after a decision: a fresh event id, the payment's reference, signed now. */
export function sandboxWebhookFor(row: SandboxRow, secret: string, nowMs: number) {
  const body = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: 'payment.updated',
    reference: row.reference,
    state: row.state,
  });
  return { body, headers: sandboxWebhookHeaders(secret, body, nowMs) };
}
