import type { AppConfig } from '../config';
import type { JobDefinition } from './jobDefinition';

/** A job's retries: how many after the first attempt, and the first wait (doubled for each next one). */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
}

export const retryPolicyOf = (config: AppConfig): RetryPolicy => ({
  limit: config.jobs.retryLimit,
  delaySeconds: config.jobs.retryDelaySeconds,
});

/** What app.ts and the Jobs routes see of either runner (pg-boss or in-process). */
export interface JobRunner {
  kind: 'pg-boss' | 'in-process';
  /** Every job of the registry, on or off (the Jobs screen lists them all). */
  all: readonly JobDefinition[];
  /** The jobs this runner schedules (those whose period is not 0). */
  jobs: readonly JobDefinition[];
  /** When the job's next scheduled run falls; null when the job is off. */
  nextRunAt(name: string): Date | null;
  /** Asks for a run now (the super admin's "Run now"), carrying the request's id into its logs. */
  runNow(name: string, requestId: string): Promise<void>;
  /** Stops scheduling and waits for the runs under way. */
  stop(): Promise<void>;
}

/** The jobs of `all` that configuration turns on, with their periods. */
export const enabledJobs = (all: readonly JobDefinition[], config: AppConfig) =>
  all.filter((job) => job.schedule.everyMs(config) > 0);
