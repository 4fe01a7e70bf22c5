import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../domain/answerSchemas';

/** GET /api/health */
const main = { 200: okAnswer(z.object({ db: z.string() })), ...errorAnswers };

export const healthAnswers = { main };
