import { onlinePaymentsWebhookContract } from '../../domain/contracts/online-payments-webhook';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { partialAmountProblem } from '../../domain/partialPayments';
import { ATTEMPT_EXPIRY_MINUTES, WAITING_ATTEMPT_STATES } from '../../domain/paymentAttemptFlow';
import { money, moneyText } from '../../domain/money';
import { isUniqueViolation } from '../db/pgErrors';
import { invoices, paymentAttempts } from '../db/schema';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  PaymentGatewayDownError,
} from '../../domain/errors';
import { GatewayError, kwdToFils } from '../payments/gateway';
import { findPartialSetting } from './partialPaymentSettings';
import {
  bringAttemptUpToDate,
  settleWithStatus,
  type AttemptRow,
  type SettlementDeps,
} from './paymentSettlement';

/*
 * Issue 20 item 5 (server side): a tenant starts paying one of its invoices. The amount is the
 * invoice's balance read here, under the invoice's row lock, unless the browser asks for a smaller
 * one and the landlord's setting allows it (domain/partialPayments.ts); never more than the balance.
 * Two steps, because the gateway is called outside any transaction: the attempt is written
 * `created`, the gateway opens its checkout, the attempt becomes `pending` with its reference.
 *
 * Issue 30 item 5: at most one open attempt per invoice (a partial unique index holds the database
 * to it too). A second checkout for the same amount answers the open one; for another amount (the
 * balance changed, another part), or once the open one's time is over, the open one is first asked
 * about at the gateway and, still unpaid, cancelled there; a gateway that cannot cancel keeps it
 * open and the new checkout is refused until it closes.
 */

/** What a checkout needs: the settlement's (it may settle or cancel the open attempt first). */
export type CheckoutDeps = SettlementDeps;

export interface CheckoutInput {
  tenantId: string;
  landlordId: string;
  invoiceId: string;
  /** What the tenant asked to pay; charged only if the landlord's setting allows it (else the balance). */
  amount?: string | undefined;
}
/** The first time the reconciler asks about a pending checkout: after the tenant had time to pay. */
const FIRST_CHECK_MS = 2 * 60_000;

export const returnPathOf = (attemptId: string) => `/online-payments/return/${attemptId}`;
/** Where the gateway posts its events: the webhook contract's path. */
export const WEBHOOK_PATH = onlinePaymentsWebhookContract.endpoints.webhook.path;

export async function startCheckout(deps: CheckoutDeps, input: CheckoutInput): Promise<AttemptRow> {
  let step = await openAttempt(deps, input);
  if (step.kind === 'blocked') {
    // Another open attempt stands in the way: settled or cancelled at the gateway, it no longer does.
    await closeOpenAttempt(deps, step.attempt);
    step = await openAttempt(deps, input);
    if (step.kind === 'blocked') throw new ConflictError(M.checkoutOpen(moneyText(step.attempt.amount)));
  }
  const opened = step.attempt;
  if (step.kind === 'open') return opened;
  const nowMs = deps.now();
  try {
    const session = await deps.gateway.createCheckout({
      attemptId: opened.id,
      amountFils: kwdToFils(opened.amount),
      currency: 'KWD',
      description: `Rent ${opened.invoiceNo}`,
      customer: { name: opened.tenantName },
      returnUrl: `${deps.publicUrl}${returnPathOf(opened.id)}`,
      webhookUrl: `${deps.publicUrl}${WEBHOOK_PATH}`,
      expiresAtMs: opened.expiresAt.getTime(),
    });
    const [pending] = await deps.db
      .update(paymentAttempts)
      .set({
        state: 'pending',
        gatewayReference: session.gatewayReference,
        redirectUrl: session.redirectUrl,
        nextCheckAt: new Date(nowMs + FIRST_CHECK_MS),
        updatedAt: new Date(nowMs),
      })
      .where(and(eq(paymentAttempts.id, opened.id), eq(paymentAttempts.state, 'created')))
      .returning();
    return pending!;
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await deps.db
      .update(paymentAttempts)
      .set({ state: 'failed', reason: M.notStarted, nextCheckAt: null, updatedAt: new Date(nowMs) })
      .where(and(eq(paymentAttempts.id, opened.id), eq(paymentAttempts.state, 'created')));
    throw new PaymentGatewayDownError(M.gatewayDown);
  }
}

/**
 * The open attempt in the way of a new checkout: asked about at the gateway first (a capture is
 * credited, or refunded if the invoice can no longer take it); still unpaid, cancelled there, so
 * that its page can take no money any more. Outside any transaction (the gateway is another system).
 */
async function closeOpenAttempt(deps: CheckoutDeps, open: AttemptRow): Promise<void> {
  const now = await bringAttemptUpToDate(deps, open.id);
  if (!now || !WAITING_ATTEMPT_STATES.includes(now.state as never)) return;
  if (!now.gatewayReference || !deps.gateway.cancelCheckout) return;
  try {
    const status = await deps.gateway.cancelCheckout(now.gatewayReference);
    await settleWithStatus(
      deps,
      now.id,
      status.state === 'cancelled' ? { ...status, reason: M.replaced } : status,
    );
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn({ attempt: now.id, reason: err.message }, 'payment gateway cancel failed');
  }
}

type OpenStep =
  /** A new attempt, `created`: the gateway is to open its checkout. */
  | { kind: 'new'; attempt: AttemptRow & CheckoutExtra }
  /** The open checkout for this amount, answered again (a second click, a second tab). */
  | { kind: 'open'; attempt: AttemptRow & CheckoutExtra }
  /** Another open attempt (another amount, or its time is over) to close first. */
  | { kind: 'blocked'; attempt: AttemptRow };

interface CheckoutExtra {
  invoiceNo: string;
  tenantName: string;
}

/**
 * Under the invoice's lock: refuses what cannot be paid, answers the checkout already open for
 * this amount (a second click, a second tab), or writes a new attempt for it.
 */
async function openAttempt(deps: CheckoutDeps, input: CheckoutInput): Promise<OpenStep> {
  const nowMs = deps.now();
  return deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.id, input.invoiceId),
          eq(invoices.tenantId, input.tenantId),
          eq(invoices.landlordId, input.landlordId),
        ),
      )
      .for('update');
    // Another tenant's invoice answers as if it did not exist.
    if (!invoice) throw new NotFoundError(M.invoiceNotFound);
    if (invoice.status === 'CANCELLED') throw new ConflictError(M.invoiceCancelled);
    const balance = money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount);
    if (invoice.status === 'PAID' || balance.lte(0)) throw new ConflictError(M.invoicePaid);
    const amount = moneyText(input.amount ?? balance);
    // The landlord's setting is read here too: the amount is checked where it is charged.
    const problem = partialAmountProblem(
      amount,
      moneyText(balance),
      await findPartialSetting(tx, invoice.landlordId),
    );
    if (problem) {
      throw new InvalidInputError(problem, [{ loc: ['body', 'amount'], msg: problem, type: 'value_error' }]);
    }
    const extra = { invoiceNo: invoice.invoiceNo, tenantName: invoice.tenantName };
    const [open] = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.invoiceId, invoice.id),
          inArray(paymentAttempts.state, [...WAITING_ATTEMPT_STATES]),
        ),
      )
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(1);
    if (open) {
      const live = open.expiresAt.getTime() > nowMs;
      if (live && open.state === 'created') throw new ConflictError(M.starting);
      if (live && money(open.amount).eq(amount) && open.redirectUrl) {
        return { kind: 'open', attempt: { ...open, ...extra } };
      }
      return { kind: 'blocked', attempt: open };
    }
    const [created] = await tx
      .insert(paymentAttempts)
      .values({
        landlordId: invoice.landlordId,
        invoiceId: invoice.id,
        tenantId: invoice.tenantId,
        provider: deps.gateway.name,
        amount,
        currency: 'KWD',
        state: 'created',
        expiresAt: new Date(nowMs + ATTEMPT_EXPIRY_MINUTES * 60_000),
        // Should the gateway call never return, the reconciler closes the attempt once expired.
        nextCheckAt: new Date(nowMs + ATTEMPT_EXPIRY_MINUTES * 60_000),
        createdAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
      })
      .returning()
      .catch((err: unknown) => {
        // The index of one open attempt per invoice: another checkout opened one first.
        if (isUniqueViolation(err)) throw new ConflictError(M.starting);
        throw err;
      });
    return { kind: 'new', attempt: { ...created!, ...extra } };
  });
}
