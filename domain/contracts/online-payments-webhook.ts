import { onlinePaymentsAnswers } from './answers/online-payments';
import { defineContract } from './contract';

/**
 * The payment gateway's webhook (issue 20 items 4 and 8). Public, but only a body the gateway
 * signed gets past the handler's first line (401 otherwise); its body is the raw text the
 * signature covers, so it declares no body schema.
 */
export const onlinePaymentsWebhookContract = defineContract({
  name: 'online-payments-webhook',
  path: '/api/online-payments/webhook',
  endpoints: {
    webhook: {
      method: 'POST',
      path: '/api/online-payments/webhook',
      access: { public: true },
      operationId: 'onlinePaymentsWebhook',
      summary: 'Payment gateway webhook',
      answers: onlinePaymentsAnswers.webhook,
    },
  },
});
