import { messagingWebhooksContract } from '../../domain/contracts/messaging-webhooks';
import { MESSAGE_MESSAGES as M } from '../../domain/messageSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { HttpError } from '../http/errors';
import { handleTwilioStatus, handleWhatsAppWebhook, whatsAppVerifyChallenge } from '../messaging/webhooks';

/**
 * The messaging providers' delivery statuses (issue 35 item 4): WhatsApp Cloud's webhook (its GET
 * verification handshake and its signed POSTs) and Twilio's status callback. A forged signature
 * answers 401 before anything is read; a verified status moves its message forward only
 * (server/messaging/webhooks.ts). Its own plugin, so that these routes alone read bodies as raw
 * text: the signatures cover the bytes as sent.
 */
export const messagingWebhooksRoutes = contractRoutes(messagingWebhooksContract, async (ctx, app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const raw = (body: unknown) => (typeof body === 'string' ? body : '');
  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const refused = () => new HttpError(401, M.webhookSignature);

  return {
    whatsappVerify: async (request, reply) => {
      const challenge = whatsAppVerifyChallenge(
        ctx.config.messaging.whatsapp.verifyToken,
        request.query as Record<string, string | undefined>,
      );
      if (challenge === undefined) throw new HttpError(403, M.verifyRefused);
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
    whatsapp: async (request) => {
      const outcome = await handleWhatsAppWebhook(
        ctx.db,
        ctx.config.messaging.whatsapp.appSecret,
        raw(request.body),
        header(request.headers['x-hub-signature-256']),
      );
      if (!outcome.ok) throw refused();
      return { success: true, message: M.webhookAccepted };
    },
    smsStatus: async (request) => {
      const sms = ctx.config.messaging.sms;
      const form = Object.fromEntries(new URLSearchParams(raw(request.body)));
      // Twilio signs the URL it called: the public address of this route.
      const url = `${ctx.config.publicUrl.replace(/\/$/, '')}/api/messaging/sms/status`;
      const outcome = await handleTwilioStatus(
        ctx.db,
        sms.provider === 'twilio' ? sms.authToken : undefined,
        url,
        form,
        header(request.headers['x-twilio-signature']),
        new Date(ctx.now()),
      );
      if (!outcome.ok) throw refused();
      return { success: true, message: M.webhookAccepted };
    },
  };
});
