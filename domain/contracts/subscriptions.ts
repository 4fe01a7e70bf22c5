import { idParams } from '../idParams';
import { planChoiceSchema } from '../subscriptionSchemas';
import { subscriptionsAnswers as A } from './answers/subscriptions';
import { defineContract } from './contract';

export const LANDLORD = { roles: ['landlord' as const] };

/** The subscriptions API resource: its endpoints, each with its access rule and schemas. */
export const subscriptionsContract = defineContract({
  name: 'subscriptions',
  path: '/api/subscriptions',
  endpoints: {
    current: {
      method: 'GET',
      path: '/api/subscriptions/current',
      access: LANDLORD,
      operationId: 'subscriptionsCurrent',
      summary: 'Get the current subscription',
      answers: A.current,
    },
    subscribe: {
      method: 'POST',
      path: '/api/subscriptions/subscribe',
      access: LANDLORD,
      operationId: 'subscriptionsSubscribe',
      summary: 'Subscribe to a plan',
      body: planChoiceSchema,
      answers: A.change,
    },
    changePlanQuote: {
      method: 'GET',
      path: '/api/subscriptions/change-plan/quote',
      access: LANDLORD,
      operationId: 'subscriptionsChangePlanQuote',
      summary: 'Quote a plan change',
      query: planChoiceSchema,
      answers: A.quote,
    },
    changePlan: {
      method: 'POST',
      path: '/api/subscriptions/change-plan',
      access: LANDLORD,
      operationId: 'subscriptionsChangePlan',
      summary: 'Change the subscription plan',
      body: planChoiceSchema,
      answers: A.change,
    },
    invoicesPay: {
      method: 'POST',
      path: '/api/subscriptions/invoices/pay/:id',
      access: LANDLORD,
      operationId: 'subscriptionsInvoicesPayById',
      summary: 'Pay subscriptions invoice by id',
      params: idParams,
      answers: A.change,
    },
    subscribedLandlordsCancel: {
      method: 'POST',
      path: '/api/subscriptions/subscribed-landlords/cancel/:id',
      access: LANDLORD,
      operationId: 'subscriptionsSubscribedLandlordsCancelById',
      summary: 'Cancel subscriptions subscribed landlord by id',
      params: idParams,
      answers: A.cancel,
    },
  },
});
