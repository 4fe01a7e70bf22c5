import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../domain/answerSchemas';

/** POST /api/invoice-items/create */
const create = {
  200: okAnswer(
    z.object({
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

/** POST /api/invoice-items/delete/:id */
const remove = create;

export const invoiceItemsAnswers = { create, delete: remove };
