import { z } from 'zod';
import { binaryAnswer, errorAnswers, listAnswerOf, okAnswer } from '../../answerSchemas';
import { documentIssuerSchema, invoiceDetailSchema, invoiceSchema } from './records';

/** GET /api/invoices/list */
const list = { 200: listAnswerOf(invoiceSchema), ...errorAnswers };

/** GET /api/invoices/get/:id */
const get = {
  200: okAnswer(invoiceDetailSchema.extend({ issuer: documentIssuerSchema })),
  ...errorAnswers,
};

/** GET /api/invoices/pdf/:id */
const pdf = { 200: binaryAnswer(['application/pdf'], 'The PDF document'), ...errorAnswers };

/** POST /api/invoices/generate */
const generate = { 200: okAnswer(z.object({ created: z.number() })), ...errorAnswers };

/** POST /api/invoices/cancel/:id */
const cancel = { 200: okAnswer(invoiceSchema), ...errorAnswers };

export const invoicesAnswers = { list, get, pdf, generate, cancel };
