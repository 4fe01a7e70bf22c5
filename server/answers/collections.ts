import { z } from 'zod';
import { errorAnswers } from '../../domain/answerSchemas';
import { collectionRowSchema } from './records';

/** total_collection (expected) = received_amount + written_off_amount + pending_amount. */
const collectionListTotalsSchema = z.object({
  total_collection: z.number(),
  received_amount: z.number(),
  written_off_amount: z.number(),
  pending_amount: z.number(),
});

/** GET /api/collections/list */
const list = {
  200: z.object({
    success: z.boolean(),
    items: z.array(collectionRowSchema),
    total: z.number(),
    totalPages: z.number(),
    totals: collectionListTotalsSchema,
    message: z.string(),
  }),
  ...errorAnswers,
};

export const collectionsAnswers = { list };
