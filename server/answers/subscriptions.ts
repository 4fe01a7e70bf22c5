import { errorAnswers, okAnswer } from '../../domain/answerSchemas';
import {
  subscriptionChangeSchema,
  subscriptionOverviewSchema,
  subscriptionSchema,
} from '../../domain/subscriptionSchemas';

/** GET /api/subscriptions/current */
const current = { 200: okAnswer(subscriptionOverviewSchema), ...errorAnswers };

/** subscribe, change-plan, invoices/pay */
const change = { 200: okAnswer(subscriptionChangeSchema), ...errorAnswers };

/** POST /api/subscriptions/subscribed-landlords/cancel/{id} (spec section 7) */
const cancel = { 200: okAnswer(subscriptionSchema), ...errorAnswers };

export const subscriptionsAnswers = { current, change, cancel };
