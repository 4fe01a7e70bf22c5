import { eq, sql } from 'drizzle-orm';
import type { App } from '../../server/app';
import { paymentAttempts } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { sandboxSecretOf } from '../../server/payments/gatewayFactory';
import {
  decideSandboxPayment,
  SANDBOX_APPROVING_CARD,
  type SandboxDecision,
} from '../../server/payments/sandboxOutcomes';
import { sandboxWebhookHeaders } from '../../server/payments/sandboxSignature';
import { runPaymentReconciler } from '../../server/jobs/paymentReconciler';
import type { SettlementDeps } from '../../server/services/paymentSettlement';
import { bearer } from './testApp';

/*
 * Online payment fixtures (issue 20): a tenant's checkout through the API, the payer's decision on
 * the sandbox's side, webhooks signed (or forged) as the sandbox signs them, and the reconciler.
 */

export interface CheckoutAnswer {
  success: boolean;
  message: string;
  data: { attempt_id: string; redirect_url: string; amount: string; currency: string; state: string };
}

export const checkout = (app: App, token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/online-payments/checkout', headers: bearer(token), payload: body });

/** A started checkout; fails the test unless it answered 200. */
export async function startedCheckout(app: App, token: string, invoiceId: string) {
  const res = await checkout(app, token, { invoice_id: invoiceId });
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return res.json<CheckoutAnswer>().data;
}

export const attemptRow = async (app: App, id: string) =>
  (await app.ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;

export const referenceOf = async (app: App, attemptId: string) =>
  (await attemptRow(app, attemptId)).gatewayReference!;

/** The payer decides on the sandbox's side only: no webhook, no return (a lost webhook, a closed tab). */
export async function payerDecides(app: App, attemptId: string, decision: SandboxDecision = approve) {
  return decideSandboxPayment(app.ctx.db, await referenceOf(app, attemptId), decision, app.ctx.now());
}
export const approve: SandboxDecision = { action: 'pay', method: 'knet', cardNumber: SANDBOX_APPROVING_CARD };

/** A webhook as the sandbox signs it (secret and time may be changed to forge or replay one). */
export function signedWebhook(
  app: App,
  body: Record<string, unknown>,
  options: { secret?: string; atMs?: number } = {},
) {
  const raw = JSON.stringify(body);
  const headers = sandboxWebhookHeaders(
    options.secret ?? sandboxSecretOf(app.ctx.config),
    raw,
    options.atMs ?? app.ctx.now(),
  );
  return { headers, raw };
}

export const postWebhook = (app: App, webhook: { headers: Record<string, string>; raw: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/online-payments/webhook',
    headers: webhook.headers,
    payload: webhook.raw,
  });

export const browserReturns = (app: App, attemptId: string) =>
  app.inject({ method: 'GET', url: `/online-payments/return/${attemptId}` });

export const getAttempt = (app: App, token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/online-payments/attempts/${id}`, headers: bearer(token) });

/** What the settlement, the checkout and the reconciler are given by the app. */
export const settlementDeps = (app: App): SettlementDeps => ({
  db: app.ctx.db,
  gateway: app.ctx.gateway,
  now: app.ctx.now,
  log: app.log,
  mail: app.ctx.mail,
  publicUrl: app.ctx.config.publicUrl,
});

export const reconcile = (app: App) => runPaymentReconciler(settlementDeps(app), app.ctx.now());

/** Payments, receipts and payment.create audit records of an invoice, and its paid amount and status. */
export async function creditedOn(app: App, invoiceId: string) {
  const [row] = await queryRows<{
    payments: number;
    receipts: number;
    audits: number;
    paid: string;
    status: string;
  }>(
    app.ctx.db,
    sql`select (select count(*)::int from payments where invoice_id = ${invoiceId}) as payments,
               (select count(*)::int from receipts where invoice_id = ${invoiceId}) as receipts,
               (select count(*)::int from audit_log a join payments p on p.id = a.entity_id
                 where p.invoice_id = ${invoiceId} and a.action = 'payment.create') as audits,
               i.paid_amount::text as paid, i.status
          from invoices i where i.id = ${invoiceId}`,
  );
  return row!;
}
