import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../answerSchemas';

/** POST /api/landlord-users/create */
const create = {
  200: okAnswer(z.object({ id: z.string(), email: z.string(), status: z.string() })),
  ...errorAnswers,
};

export const landlordUsersAnswers = { create };
