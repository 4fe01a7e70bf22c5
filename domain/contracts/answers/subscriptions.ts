import { errorAnswers, okAnswer } from '../../answerSchemas';
import { planChangeQuoteSchema } from '../../planChangeQuote';
import {
  subscriptionChangeSchema,
  subscriptionOverviewSchema,
  subscriptionSchema,
} from '../../subscriptionSchemas';

/** GET /api/subscriptions/current */
const current = { 200: okAnswer(subscriptionOverviewSchema), ...errorAnswers };

/** subscribe, change-plan, invoices/pay */
const change = { 200: okAnswer(subscriptionChangeSchema), ...errorAnswers };

/** GET /api/subscriptions/change-plan/quote (issue 31 item 1) */
const quote = { 200: okAnswer(planChangeQuoteSchema), ...errorAnswers };

/** POST /api/subscriptions/subscribed-landlords/cancel/{id} (spec section 7) */
const cancel = { 200: okAnswer(subscriptionSchema), ...errorAnswers };

export const subscriptionsAnswers = { current, change, quote, cancel };
