import { z } from 'zod';

/*
 * The operator's part of the configuration (issue 23 items 2 and 4): job retries, the metrics
 * endpoint's token and the shutdown's patience. server/config.ts merges these variables into the
 * one validated environment.
 */

export const opsEnvShape = {
  /** Retries of a failed job run after the first attempt. */
  JOB_RETRY_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(10)
    .default(2),
  /** The wait before the first retry, in seconds; each next retry waits about twice as long. */
  JOB_RETRY_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1)
    .max(3600)
    .default(30),
  /** PostgreSQL only: how often each instance asks the queue for work (pg-boss; at least 0.5). */
  JOB_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .min(0.5, 'must be at least 0.5')
    .max(60)
    .default(2),
  /** How many days of job runs job_runs keeps (server/jobs/jobRunsPrune.ts); 0 keeps them all. */
  JOB_RUNS_KEEP_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0)
    .max(3650)
    .default(30),
  /** When set, /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, only direct loopback callers. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /** On SIGTERM, how long requests and job runs under way may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1)
    .max(600)
    .default(25),
};

type OpsEnv = z.output<z.ZodObject<typeof opsEnvShape>>;

export interface JobsConfig {
  retryLimit: number;
  retryDelaySeconds: number;
  pollSeconds: number;
  keepDays: number;
}

export interface OpsConfig {
  jobs: JobsConfig;
  /** undefined: /metrics answers only callers on this machine that come through no proxy. */
  metricsToken: string | undefined;
  shutdownTimeoutSeconds: number;
}

export function opsConfigOf(e: OpsEnv): OpsConfig {
  return {
    jobs: {
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      pollSeconds: e.JOB_POLL_SECONDS,
      keepDays: e.JOB_RUNS_KEEP_DAYS,
    },
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
  };
}
