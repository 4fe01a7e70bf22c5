import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { formatKwd, money, moneyText } from '../../domain/money';
import { invoices, paymentAttempts, users } from '../db/schema';
import { recordAudit } from './auditTrail';
import { GatewayError, kwdToFils } from '../payments/gateway';
import type { AttemptRow, SettlementDeps } from './paymentSettlement';

/*
 * Issue 30 item 5: money the gateway took that the invoice could not take (it was paid meanwhile,
 * by hand or by another checkout, or cancelled) is given back, never kept in silence.
 * 1. One caller takes the refund: the whole amount is reserved on the attempt in one conditional
 *    UPDATE (as a landlord's refund reserves its amount), so a webhook, the browser's return and
 *    the reconciler arriving together send one refund to the gateway (MyFatoorah takes no
 *    idempotency key: a second request would refund twice).
 * 2. The gateway refunds the whole capture, outside any transaction, with the attempt's id as key.
 * 3. Accepted (succeeded or pending at the gateway): the attempt is refunded, with an audit record.
 *    Refused, or never confirmed (the process stopped after the request): the attempt is flagged
 *    for the landlord (refund_problem, on TENANT PAYMENTS) and the landlord and the tenant are mailed.
 * Nothing here touches the invoice, its payments, receipts or collection figures: the capture was
 * never credited, so none of them counted it.
 */

/** A capture not credited: the reconciler refunds it this long after, should the immediate refund not run. */
export const REFUND_RETRY_MS = 5 * 60_000;
/** A refund taken this long ago and still unconfirmed: its process stopped; the landlord must check it. */
export const REFUND_CONFIRM_MS = 10 * 60_000;

const GATEWAY_REASON = 'Refund of a payment the invoice could not take';

/** Captured, not credited, and neither refunded nor flagged for the landlord yet. */
export const refundIsDue = (attempt: AttemptRow) =>
  attempt.state === 'captured' &&
  attempt.paymentId === null &&
  attempt.refundProblem === null &&
  attempt.nextCheckAt !== null;

/** The attempt still waits for its automatic refund (the conditions of every write below). */
const stillDue = (id: string) =>
  and(
    eq(paymentAttempts.id, id),
    eq(paymentAttempts.state, 'captured'),
    isNull(paymentAttempts.paymentId),
    isNull(paymentAttempts.refundProblem),
  );

export async function refundUncreditedCapture(
  deps: SettlementDeps,
  attempt: AttemptRow,
): Promise<AttemptRow> {
  const nowMs = deps.now();
  const [claimed] = await deps.db
    .update(paymentAttempts)
    .set({
      refundedAmount: sql`${paymentAttempts.amount}`,
      nextCheckAt: new Date(nowMs + REFUND_CONFIRM_MS),
      updatedAt: new Date(nowMs),
    })
    .where(and(stillDue(attempt.id), eq(paymentAttempts.refundedAmount, '0')))
    .returning();
  if (!claimed) {
    const [current] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    // Taken by a caller that never came back (a stopped process): whether the gateway refunded
    // is unknown, and asking twice could refund twice. The landlord checks it.
    const stale =
      current &&
      refundIsDue(current) &&
      money(current.refundedAmount).gt(0) &&
      current.updatedAt.getTime() + REFUND_CONFIRM_MS <= nowMs;
    if (stale) return flagForLandlord(deps, current, M.refundUnconfirmed, 'refund never confirmed');
    return current ?? attempt;
  }
  let refused: string | null = null;
  let refundReference: string | null = null;
  try {
    const result = await deps.gateway.refund({
      gatewayReference: claimed.gatewayReference!,
      amountFils: kwdToFils(claimed.amount),
      reason: GATEWAY_REASON,
      idempotencyKey: claimed.id,
    });
    // Pending: the gateway took the refund and pays it out later (MyFatoorah, Tap).
    if (result.state === 'failed') refused = 'refund failed at the gateway';
    else refundReference = result.refundReference;
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    refused = err.message;
  }
  if (refused !== null) return flagForLandlord(deps, claimed, M.refundFailed, refused);
  return deps.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(paymentAttempts)
      .set({
        state: 'refunded',
        refundedAmount: sql`${paymentAttempts.amount}`,
        reason: M.autoRefunded,
        nextCheckAt: null,
        updatedAt: new Date(deps.now()),
      })
      .where(stillDue(claimed.id))
      .returning();
    if (!refunded) return claimed;
    await recordAudit(tx, {
      landlordId: claimed.landlordId,
      actorId: null,
      action: 'payment_attempt.auto_refund',
      entity: 'payment_attempt',
      entityId: claimed.id,
      before: { state: claimed.state, amount: claimed.amount },
      after: { state: refunded.state, refundedAmount: refunded.refundedAmount, refundReference },
    });
    return refunded;
  });
}

/** The refund failed: the attempt shows on TENANT PAYMENTS, the landlord and the tenant are mailed once. */
async function flagForLandlord(
  deps: SettlementDeps,
  attempt: AttemptRow,
  problem: string,
  detail: string,
): Promise<AttemptRow> {
  const flagged = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentAttempts)
      .set({
        refundProblem: problem,
        reason: problem,
        refundedAmount: '0',
        nextCheckAt: null,
        updatedAt: new Date(deps.now()),
      })
      .where(stillDue(attempt.id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      landlordId: attempt.landlordId,
      actorId: null,
      action: 'payment_attempt.refund_failed',
      entity: 'payment_attempt',
      entityId: attempt.id,
      before: { state: attempt.state, amount: attempt.amount },
      // The gateway's words stay in the audit record and the log, for the operator; never secrets.
      after: { refundProblem: problem, gatewaySaid: detail },
    });
    return row;
  });
  if (!flagged) {
    const [current] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    return current ?? attempt;
  }
  deps.log.warn({ attempt: attempt.id, reason: detail }, 'online capture not credited and not refunded');
  try {
    await mailBothSides(deps, flagged);
  } catch (err) {
    // The flag is kept and shown on TENANT PAYMENTS; a mail that could not be written is logged.
    deps.log.error({ err, attempt: attempt.id }, 'refund problem mails not written');
  }
  return flagged;
}

async function mailBothSides(deps: SettlementDeps, attempt: AttemptRow): Promise<void> {
  const [invoice] = await deps.db
    .select({ invoiceNo: invoices.invoiceNo, tenantName: invoices.tenantName })
    .from(invoices)
    .where(eq(invoices.id, attempt.invoiceId));
  const people = await deps.db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(inArray(users.id, [attempt.landlordId, attempt.tenantId]));
  const landlord = people.find((p) => p.id === attempt.landlordId);
  const tenant = people.find((p) => p.id === attempt.tenantId);
  const amount = moneyText(attempt.amount);
  const common = { invoiceNo: invoice?.invoiceNo ?? '', amount: formatKwd(amount), amountValue: amount };
  if (landlord?.email) {
    await deps.mail.send({
      to: landlord.email,
      template: 'online-refund-due',
      data: {
        ...common,
        firstName: landlord.firstName,
        tenantName: invoice?.tenantName ?? '',
        link: `${deps.publicUrl}/admin-panel/tenant-payments/list`,
      },
    });
  }
  if (tenant?.email) {
    await deps.mail.send({
      to: tenant.email,
      template: 'online-refund-delayed',
      data: { ...common, firstName: tenant.firstName },
    });
  }
}
