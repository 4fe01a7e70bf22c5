import { binaryAnswer, errorAnswers, messageAnswer, okAnswer } from '../../answerSchemas';
import {
  checkoutAnswerSchema,
  paymentAttemptSchema,
  paymentLinkAnswerSchema,
  paymentLinkInvoiceSchema,
  paymentLinkMailedSchema,
  refundAnswerSchema,
  refundsDueAnswerSchema,
} from '../../onlinePaymentSchemas';

/** POST /api/online-payments/checkout */
const checkout = { 200: okAnswer(checkoutAnswerSchema), ...errorAnswers };

/** GET /api/online-payments/attempts/:id */
const attempt = { 200: okAnswer(paymentAttemptSchema), ...errorAnswers };

/** POST /api/online-payments/webhook */
const webhook = { 200: messageAnswer, ...errorAnswers };

/** POST /api/online-payments/links */
const createLink = { 200: okAnswer(paymentLinkAnswerSchema), ...errorAnswers };

/** POST /api/online-payments/links/:id/mail */
const mailLink = { 200: okAnswer(paymentLinkMailedSchema), ...errorAnswers };

/** GET /api/online-payments/link?token=… */
const readLink = { 200: okAnswer(paymentLinkInvoiceSchema), ...errorAnswers };

/** POST /api/online-payments/attempts/:id/refund */
const refund = { 200: okAnswer(refundAnswerSchema), ...errorAnswers };

/** GET /api/online-payments/refunds/:id/pdf */
const creditNotePdf = { 200: binaryAnswer(['application/pdf'], 'The credit note as PDF'), ...errorAnswers };

/** GET /api/online-payments/refunds-due */
const refundsDue = { 200: okAnswer(refundsDueAnswerSchema), ...errorAnswers };

export const onlinePaymentsAnswers = {
  refundsDue,
  checkout,
  attempt,
  webhook,
  createLink,
  mailLink,
  readLink,
  refund,
  creditNotePdf,
};
