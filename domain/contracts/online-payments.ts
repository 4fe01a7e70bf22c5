import { ONLINE_PAYER, PAYMENT_ATTEMPT_READER } from '../accessRules';
import { idParams } from '../idParams';
import {
  ONLINE_PAYMENT_MESSAGES as M,
  checkoutBodySchema,
  refundBodySchema,
  refundsDueQuerySchema,
} from '../onlinePaymentSchemas';
import { REFUNDER_ROLES } from '../refundSchemas';
import { onlinePaymentsAnswers } from './answers/online-payments';
import { defineContract } from './contract';

/** The online-payments API resource: its endpoints, each with its access rule and schemas. */
export const onlinePaymentsContract = defineContract({
  name: 'online-payments',
  path: '/api/online-payments',
  endpoints: {
    checkout: {
      method: 'POST',
      path: '/api/online-payments/checkout',
      access: { permission: ONLINE_PAYER, forbidden: M.noPermission },
      operationId: 'onlinePaymentsCheckout',
      summary: 'Start a checkout for online payment',
      body: checkoutBodySchema,
      answers: onlinePaymentsAnswers.checkout,
    },
    attempts: {
      method: 'GET',
      path: '/api/online-payments/attempts/:id',
      access: { permission: PAYMENT_ATTEMPT_READER },
      operationId: 'onlinePaymentsAttemptsById',
      summary: 'Get online payments attempts by id',
      params: idParams,
      answers: onlinePaymentsAnswers.attempt,
    },
    attemptsRefund: {
      method: 'POST',
      path: '/api/online-payments/attempts/:id/refund',
      access: { roles: [...REFUNDER_ROLES], permission: 'Update Landlord Payment' },
      operationId: 'onlinePaymentsAttemptsByIdRefund',
      summary: 'Refund online payments attempt by id',
      params: idParams,
      body: refundBodySchema,
      answers: onlinePaymentsAnswers.refund,
    },
    refundsDue: {
      method: 'GET',
      path: '/api/online-payments/refunds-due',
      access: { permission: 'View Landlord Payment' },
      operationId: 'onlinePaymentsRefundsDue',
      summary: 'Get online payments refunds due',
      query: refundsDueQuerySchema,
      answers: onlinePaymentsAnswers.refundsDue,
    },
  },
});
