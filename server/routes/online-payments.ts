import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { resultPageOf, type PaymentAttemptState } from '../../domain/paymentAttemptFlow';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { idParams } from '../../domain/idParams';
import { assertOnlinePaymentOn } from '../payments/gatewayFactory';
import { startCheckout } from '../services/onlineCheckout';
import { refundOnlinePayment } from '../services/onlineRefunds';
import { findAttemptView, listRefundsDue } from '../services/paymentAttemptQueries';
import { bringAttemptUpToDate, settlementDepsOf } from '../services/paymentSettlement';
import { onlinePaymentsContract } from '../../domain/contracts/online-payments';
import { contractRoutes } from '../http/contractRoutes';

/**
 * API resource `online-payments` (issue 20 item 5, server side): a tenant starts paying one of its
 * invoices; the result pages read the attempt as the server knows it; the gateway's webhook and the
 * browser's return are hints that make the server ask the gateway. Only the webhook and the return
 * are public, and neither answers account data.
 */
export const onlinePaymentsRoutes = contractRoutes(onlinePaymentsContract, async (ctx, app) => {
  const settlement = settlementDepsOf(ctx, app.log);

  // Issue 30 item 5: captures the invoice could not take and the gateway did not refund.

  /**
   * The browser comes back from the gateway. Outside /api and public: a page the browser is sent
   * to (the panel's token is not sent on a redirect), answering only a redirect, keyed by the
   * attempt's random id only: it asks the gateway, then sends the browser
   * to the result page, which reads the attempt itself. Whatever the gateway put in the query
   * string is ignored.
   */
  app.get(
    '/online-payments/return/:id',
    { config: { public: true }, schema: { params: idParams } },
    async (request, reply) => {
      const id = request.params.id;
      let state: PaymentAttemptState = 'unknown';
      try {
        const attempt = await bringAttemptUpToDate(settlement, id);
        state = (attempt?.state as PaymentAttemptState | undefined) ?? 'failed';
      } catch (err) {
        // The result page waits and polls; the reconciler will ask again.
        request.log.error({ err, attempt: id }, 'payment return could not ask the gateway');
      }
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/admin-panel/payments/${resultPageOf(state)}?attempt=${id}`, 303);
    },
  );

  return {
    checkout: async (request) => {
      assertOnlinePaymentOn(ctx.config);
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const attempt = await startCheckout(
        { ...settlement, log: request.log },
        {
          tenantId: principal.userId,
          landlordId: scope.landlordId!,
          invoiceId: request.body.invoice_id,
          amount: request.body.amount,
        },
      );
      return {
        success: true,
        message: M.checkoutStarted,
        data: {
          attempt_id: attempt.id,
          redirect_url: attempt.redirectUrl!,
          amount: attempt.amount,
          currency: attempt.currency,
          state: attempt.state as PaymentAttemptState,
        },
      };
    },
    attempts: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const view = await findAttemptView(ctx.db, scope, request.params.id);
      if (!view) throw new HttpError(404, M.attemptNotFound);
      return { success: true, message: M.attemptLoaded, data: view };
    },
    attemptsRefund: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const refund = await refundOnlinePayment(ctx.db, ctx.gateway, {
        scope,
        attemptId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        actorId: principal.userId,
        nowMs: ctx.now(),
      });
      const attempt = await findAttemptView(ctx.db, scope, request.params.id);
      return {
        success: true,
        message: M.refunded,
        data: {
          refund_id: refund.id,
          credit_note_no: refund.creditNoteNo,
          amount: refund.amount,
          attempt: attempt!,
        },
      };
    },
    refundsDue: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      // A landlord's side reads its own landlord's; a platform admin every one's, or the one it names.
      const landlordId = scope.landlordId ?? request.query.actor_id ?? null;
      const items = await listRefundsDue(ctx.db, scope, landlordId);
      return { success: true, message: M.refundsDueLoaded, data: { items } };
    },
  };
});
