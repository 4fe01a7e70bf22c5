import { z } from 'zod';
import { errorAnswers, okAnswer } from '../../answerSchemas';

/** GET /api/health */
const main = { 200: okAnswer(z.object({ db: z.string() })), ...errorAnswers };

/** GET /api/health/live: the process answers (nothing else is asked). */
const live = { 200: okAnswer(z.object({ status: z.literal('live') })), ...errorAnswers };

/** GET /api/health/ready: 200, or 503 with the same facts in `detail`. */
const ready = {
  200: okAnswer(z.object({ db: z.literal('ok'), pendingMigrations: z.array(z.string()) })),
  ...errorAnswers,
};

export const healthAnswers = { main, live, ready };
