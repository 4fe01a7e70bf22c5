import { z } from 'zod';
import { errorAnswers } from '../../answerSchemas';
import { collectionListTotalsSchema, collectionRowSchema } from '../../collectionSchemas';

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
