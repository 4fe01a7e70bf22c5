import { messageAnswers as A } from '../messageRecord';
import { defineContract } from './contract';

/**
 * The messaging providers' delivery statuses (issue 35 item 4). Public, but only a body the
 * provider signed (WhatsApp: X-Hub-Signature-256 over the raw body with the app secret; Twilio:
 * X-Twilio-Signature over the URL and the form with the auth token) changes anything; anything
 * else answers 401. A status moves its message forward only, so a replay changes nothing. Their
 * bodies are the raw text the signatures cover, so they declare no body schema.
 */
export const messagingWebhooksContract = defineContract({
  name: 'messaging-webhooks',
  path: '/api/messaging',
  endpoints: {
    whatsappVerify: {
      method: 'GET',
      path: '/api/messaging/whatsapp/webhook',
      access: { public: true },
      operationId: 'messagingWhatsappVerify',
      summary: 'WhatsApp webhook verification handshake (hub.mode, hub.verify_token, hub.challenge)',
      answers: A.challenge,
    },
    whatsapp: {
      method: 'POST',
      path: '/api/messaging/whatsapp/webhook',
      access: { public: true },
      operationId: 'messagingWhatsappWebhook',
      summary: 'WhatsApp Business Cloud delivery statuses (signed)',
      answers: A.webhook,
    },
    smsStatus: {
      method: 'POST',
      path: '/api/messaging/sms/status',
      access: { public: true },
      operationId: 'messagingSmsStatus',
      summary: 'Twilio message status callback (signed)',
      answers: A.webhook,
    },
  },
});
