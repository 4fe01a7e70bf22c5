import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../answerSchemas';

/** GET /api/refresh/token */
const token = {
  200: okAnswer(z.object({ accessToken: z.string(), refreshToken: z.string() })),
  ...errorAnswers,
};

export const refreshAnswers = { token };
