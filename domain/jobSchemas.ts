import { z } from 'zod';
import type { jobsAnswers } from './contracts/answers/jobs';
import { sortFieldSchema } from './listQuery';
import { listQuerySchema } from './roleSchemas';
import { text } from './messages/text';

/** The super admin's Jobs screen (issue 23 item 2): the scheduled jobs, their runs and failures. */
export const JOB_MESSAGES = {
  title: 'Jobs',
  runsTitle: text('jobs.runsTitle'),
  empty: text('jobs.empty'),
  off: 'Off',
  queued: text('jobs.queued'),
  notScheduled: text('jobs.notScheduled'),
  unknownJob: text('jobs.unknownJob'),
} as const;

export const JOB_RUN_RESULTS = ['running', 'ok', 'failed'] as const;
export type JobRunResult = (typeof JOB_RUN_RESULTS)[number];

/** The jobs come in the registry's order; `id` is the only sort the panel asks for. */
export const jobListQuerySchema = listQuerySchema.extend({ sort: sortFieldSchema(['id']).optional() });

/** Runs come newest first (or oldest first with order=asc), by start. */
export const jobRunListQuerySchema = listQuerySchema.extend({
  sort: sortFieldSchema(['startedAt']).optional(),
  name: z.string().trim().max(100).optional(),
  result: z.enum(JOB_RUN_RESULTS).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const jobNameParamsSchema = z.object({ name: z.string().trim().min(1).max(100) });

type ListRow<A extends { 200: z.ZodType }> = z.infer<A[200]> extends { items: (infer I)[] } ? I : never;

/**
 * One job of the registry as the screen shows it (GET /api/super/jobs/list): the contract's row.
 * `everyMinutes` is the period in minutes, 0 when the job is off; `failuresLastDay` the failed
 * attempts in the last 24 hours.
 */
export type JobItem = ListRow<typeof jobsAnswers.jobList>;

/** One run (one attempt) of a job (GET /api/super/job-runs/list): the contract's row. */
export type JobRunItem = ListRow<typeof jobsAnswers.jobRunList>;
