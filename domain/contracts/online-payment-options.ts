import { ONLINE_PAYER } from '../accessRules';
import { errorAnswers, okAnswer } from '../answerSchemas';
import { idParams } from '../idParams';
import { ONLINE_PAYMENT_MESSAGES as M } from '../onlinePaymentSchemas';
import { payOptionsSchema } from '../partialPayments';
import { defineContract } from './contract';

export const answers = { 200: okAnswer(payOptionsSchema), ...errorAnswers };

/** The online-payment-options API resource: its endpoints, each with its access rule and schemas. */
export const onlinePaymentOptionsContract = defineContract({
  name: 'online-payment-options',
  path: '/api/online-payments/pay-options',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/online-payments/pay-options/:id',
      access: { permission: ONLINE_PAYER, forbidden: M.noPermission },
      operationId: 'onlinePaymentsPayOptionsById',
      summary: 'Get online payments pay options by id',
      params: idParams,
      answers: answers,
    },
  },
});
