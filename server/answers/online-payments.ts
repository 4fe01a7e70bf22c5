import { errorAnswers, messageAnswer, okAnswer } from '../../domain/answerSchemas';
import { checkoutAnswerSchema, paymentAttemptSchema } from '../../domain/onlinePaymentSchemas';

/** POST /api/online-payments/checkout */
const checkout = { 200: okAnswer(checkoutAnswerSchema), ...errorAnswers };

/** GET /api/online-payments/attempts/:id */
const attempt = { 200: okAnswer(paymentAttemptSchema), ...errorAnswers };

/** POST /api/online-payments/webhook */
const webhook = { 200: messageAnswer, ...errorAnswers };

export const onlinePaymentsAnswers = { checkout, attempt, webhook };
