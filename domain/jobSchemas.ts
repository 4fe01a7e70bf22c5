import { z } from 'zod';
import { sortFieldSchema } from './listQuery';
import { listQuerySchema } from './roleSchemas';

/** The super admin's Jobs screen (issue 23 item 2): the scheduled jobs, their runs and failures. */
export const JOB_MESSAGES = {
  title: 'Jobs',
  runsTitle: 'Recent runs',
  empty: 'No runs yet.',
  off: 'Off',
  queued: 'The run is asked for; it appears below when it starts.',
  notScheduled: 'This job is off in this server’s configuration.',
  unknownJob: 'No such job.',
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

/** One job of the registry as the screen shows it. */
export interface JobItem {
  id: string;
  title: string;
  /** The period in minutes; 0 when the job is off. */
  everyMinutes: number;
  nextRunAt: string | null;
  lastRun: { startedAt: string; result: JobRunResult; error: string | null } | null;
  /** Failed attempts in the last 24 hours. */
  failuresLastDay: number;
}

/** One run (one attempt) of a job. */
export interface JobRunItem {
  id: string;
  name: string;
  startedAt: string;
  finishedAt: string | null;
  result: JobRunResult;
  error: string | null;
  attempt: number;
  instanceId: string;
  requestId: string | null;
}
