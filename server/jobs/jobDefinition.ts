import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';

/** What a job's handler gets: the app's context and a logger that names the job, its run and attempt. */
export interface JobRun {
  ctx: AppContext;
  log: FastifyBaseLogger;
  /** The job_runs row of this run; every log line of the run carries it as `runId`. */
  runId: string;
}

/**
 * One scheduled job: both runners (pg-boss on PostgreSQL, in-process on PGlite) read these from
 * one list (server/jobs/registry.ts). A job runs once per period across all instances; a failed
 * run is retried with backoff; every run is recorded in job_runs.
 */
export interface JobDefinition {
  /** The queue name, lower-case with dashes (pg-boss's rules); also the name in job_runs. */
  name: string;
  /** What the super admin reads on the Jobs screen. */
  title: string;
  schedule: {
    /** The period in milliseconds, from configuration; 0 turns the job off. Runs fall on multiples of it (UTC). */
    everyMs(config: AppConfig): number;
    /** How long after start the first run may come (start-up stays quick); later runs fall on the period. */
    firstAfterMs: number;
  };
  /** Throws to fail the run (it is then retried). */
  handler(run: JobRun): Promise<void>;
}

export const MINUTE_MS = 60_000;
