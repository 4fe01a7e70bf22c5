import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../answerSchemas';
import { manualPaymentRecordSchema } from './records';

/** GET /api/manual-payments/list */
const list = {
  200: z.object({
    success: z.boolean(),
    items: z.array(manualPaymentRecordSchema),
    total: z.number(),
    msg: z.string(),
  }),
  ...errorAnswers,
};

/** POST /api/manual-payments/create */
const create = {
  200: z.object({ success: z.boolean(), items: manualPaymentRecordSchema, message: z.string() }),
  ...errorAnswers,
};

/** POST /api/manual-payments/update/:id */
const update = {
  200: z.object({ success: z.boolean(), items: manualPaymentRecordSchema, msg: z.string() }),
  ...errorAnswers,
};

/** GET /api/manual-payments/unpaid-invoices/lov */
const unpaidInvoicesLov = {
  200: okAnswer(z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) })),
  ...errorAnswers,
};

/** GET /api/manual-payments/invoices/lov */
const invoicesLov = unpaidInvoicesLov;

export const manualPaymentsAnswers = { list, create, update, unpaidInvoicesLov, invoicesLov };
