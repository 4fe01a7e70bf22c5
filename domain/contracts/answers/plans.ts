import { z } from 'zod';
import { errorAnswers, messageAnswer, okAnswer } from '../../answerSchemas';
import { planSchema } from '../../planSchemas';

/** GET /api/plans/list (public) and GET /api/super/plans/list: every plan, not paginated (a handful). */
const list = {
  200: z.object({
    success: z.literal(true),
    message: z.string(),
    items: z.array(planSchema),
    total: z.number(),
  }),
  ...errorAnswers,
};

/** get, create, update, retire, unretire */
const one = { 200: okAnswer(planSchema), ...errorAnswers };

/** POST /api/super/plans/delete/{id} */
const remove = { 200: messageAnswer, ...errorAnswers };

export const plansAnswers = { list, one, remove };
