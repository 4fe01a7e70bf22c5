import { ONLINE_PAYMENT_MESSAGES as M } from '../../domain/onlinePaymentSchemas';
import { onlinePaymentsWebhookContract } from '../../domain/contracts/online-payments-webhook';
import { text } from '../../domain/messages/text';
import { contractRoutes } from '../http/contractRoutes';
import { HttpError } from '../http/errors';
import { WebhookSignatureError, type WebhookEvent } from '../payments/gateway';
import { bringAttemptUpToDate, settlementDepsOf } from '../services/paymentSettlement';
import { bringSubscriptionAttemptUpToDate } from '../services/subscriptionCheckout';
import {
  attemptOfReference,
  keepWebhookEvent,
  markWebhookEventProcessed,
  subscriptionAttemptOfReference,
} from '../services/webhookInbox';

/**
 * POST /api/online-payments/webhook (issue 20 items 4 and 8). Public, but only a body the gateway
 * signed (and, where it signs a time, signed within 5 minutes) gets past the first line: anything
 * else answers 401 and changes nothing. A verified event is a hint: it is kept once in the inbox
 * by its id, and the attempt it names is brought up to date by asking the gateway.
 *
 * Its own plugin, so that this route alone reads bodies as raw text: signatures cover the bytes
 * as sent, which re-serialised JSON would not reproduce.
 */
export const onlinePaymentsWebhookRoutes = contractRoutes(onlinePaymentsWebhookContract, async (ctx, app) => {
  const settlement = settlementDepsOf(ctx, app.log);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  return {
    webhook: async (request) => {
      const provider = ctx.gateway.name;
      let event: WebhookEvent;
      try {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        event = ctx.gateway.verifyWebhook({ headers: request.headers, rawBody }, ctx.now());
      } catch (err) {
        if (!(err instanceof WebhookSignatureError)) throw err;
        // Which check failed stays in the log; the caller learns only that it was refused.
        request.log.warn({ provider, reason: err.message }, 'payment webhook refused');
        throw new HttpError(401, text('onlinePayments.webhookSignature'));
      }
      const inbox = await keepWebhookEvent(ctx.db, {
        provider,
        eventId: event.eventId,
        gatewayReference: event.gatewayReference,
      });
      // An event already acted on is answered again, and nothing more is done.
      if (inbox?.processedAt) return { success: true, message: M.webhookAccepted };
      const attempt = await attemptOfReference(ctx.db, provider, event.gatewayReference);
      if (attempt) await bringAttemptUpToDate(settlement, attempt.id);
      else {
        // Not a tenant's rent: maybe a landlord's subscription invoice (issue 21 item 4).
        const subscriptionAttempt = await subscriptionAttemptOfReference(
          ctx.db,
          provider,
          event.gatewayReference,
        );
        if (subscriptionAttempt) {
          const deps = { ...settlement, publicUrl: ctx.config.publicUrl };
          await bringSubscriptionAttemptUpToDate(deps, subscriptionAttempt.id);
        } else request.log.warn({ provider, reference: event.gatewayReference }, 'webhook names no attempt');
      }
      await markWebhookEventProcessed(ctx.db, provider, event.eventId, new Date(ctx.now()));
      return { success: true, message: M.webhookAccepted };
    },
  };
});
