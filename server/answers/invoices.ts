import { z } from 'zod';
import { binaryAnswer, errorAnswers, listAnswerOf, okAnswer } from '../../domain/answerSchemas';
import { invoiceSchema, documentIssuerSchema } from './records';

/** GET /api/invoices/list */
const list = { 200: listAnswerOf(invoiceSchema), ...errorAnswers };

/** GET /api/invoices/get/:id */
const get = {
  200: okAnswer(
    z.object({
      issuer: documentIssuerSchema,
      items: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(['rent', 'charge']),
          description: z.string(),
          amount: z.string(),
        }),
      ),
      payments: z.array(
        z.object({
          attachments: z.array(z.object({ name: z.string(), url: z.string() })),
          id: z.string(),
          amount: z.string(),
          method: z.string().nullable(),
          depositReference: z.string().nullable(),
          depositDate: z.date().nullable(),
          paymentDate: z.string(),
          notes: z.string().nullable(),
          createdAt: z.date(),
          receiptId: z.string().nullable(),
          receiptNo: z.string().nullable(),
        }),
      ),
      receipts: z.array(
        z.object({
          id: z.string(),
          receiptNo: z.string(),
          amount: z.string(),
          method: z.string().nullable(),
          receivedOn: z.string(),
        }),
      ),
      writeOff: z
        .object({
          amount: z.string(),
          reason: z.string(),
          createdAt: z.date(),
          createdByName: z.string().nullable(),
        })
        .nullable(),
      status: z.enum(['UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE', 'CANCELLED']),
      id: z.string(),
      propertyId: z.string(),
      tenantId: z.string(),
      period: z.string(),
      invoiceNo: z.string(),
      dueDate: z.string(),
      total: z.string(),
      balance: z.string(),
      tenantName: z.string(),
      propertyName: z.string(),
      createdAt: z.date(),
      unitNo: z.string(),
      unitId: z.string(),
      contractId: z.string(),
      issueDate: z.string(),
      paidAmount: z.string(),
      writtenOffAmount: z.string(),
      currency: z.string(),
    }),
  ),
  ...errorAnswers,
};

/** GET /api/invoices/pdf/:id */
const pdf = { 200: binaryAnswer(['application/pdf'], 'The PDF document'), ...errorAnswers };

/** POST /api/invoices/generate */
const generate = { 200: okAnswer(z.object({ created: z.number() })), ...errorAnswers };

/** POST /api/invoices/cancel/:id */
const cancel = { 200: okAnswer(invoiceSchema), ...errorAnswers };

export const invoicesAnswers = { list, get, pdf, generate, cancel };
