import { z } from 'zod';
import { errorAnswers, listAnswerOf, messageAnswer } from '../../answerSchemas';
import { JOB_RUN_RESULTS } from '../../jobSchemas';

const result = z.enum(JOB_RUN_RESULTS);

/** GET /api/super/jobs/list */
const jobList = {
  200: listAnswerOf(
    z.object({
      id: z.string(),
      title: z.string(),
      everyMinutes: z.number(),
      nextRunAt: z.string().nullable(),
      lastRun: z.object({ startedAt: z.string(), result, error: z.string().nullable() }).nullable(),
      failuresLastDay: z.number().int(),
    }),
  ),
  ...errorAnswers,
};

/** GET /api/super/job-runs/list */
const jobRunList = {
  200: listAnswerOf(
    z.object({
      id: z.string(),
      name: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      result,
      error: z.string().nullable(),
      attempt: z.number().int(),
      instanceId: z.string(),
      requestId: z.string().nullable(),
    }),
  ),
  ...errorAnswers,
};

/** POST /api/super/jobs/run/:name */
const runNow = { 200: messageAnswer, ...errorAnswers };

export const jobsAnswers = { jobList, jobRunList, runNow };
