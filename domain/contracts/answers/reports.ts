import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../answerSchemas';
import { receiptReportSchema, collectionTotalsSchema, rentalCollectionRowSchema } from './records';

/** GET /api/reports/receipts */
const receipts = { 200: okAnswer(receiptReportSchema), ...errorAnswers };

/** GET /api/reports/rental-collection */
const rentalCollection = {
  200: z.object({
    month: z.string(),
    totals: collectionTotalsSchema,
    success: z.boolean(),
    message: z.string(),
    items: z.array(rentalCollectionRowSchema),
    total: z.number(),
    totalPages: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
  ...errorAnswers,
};

export const reportsAnswers = { receipts, rentalCollection };
