import type { JobDefinition } from '../../server/jobs/jobDefinition';
import type { JobRunItem } from '../../domain/jobSchemas';
import type { App } from '../../server/app';
import { get } from './contractFixtures';

/** Job settings that make retries and polling quick enough for a test (backoff from 1 s). */
export const QUICK_JOB_ENV = { JOB_POLL_SECONDS: '0.5', JOB_RETRY_DELAY_SECONDS: '1', JOB_RETRY_LIMIT: '2' };

/** A password an error message carries; job_runs and the screen must never show it. */
export const LEAKED_PASSWORD = 'Sup3rSecretDbPassw0rd';

/** A job every `everyMs`, counting its runs; all instances of one test share `ran`. */
export function countingJob(name: string, everyMs: number, ran: { at: number }[]): JobDefinition {
  return {
    name,
    title: `Counts its runs (${name})`,
    schedule: { everyMs: () => everyMs, firstAfterMs: 0 },
    handler: async () => {
      ran.push({ at: Date.now() });
      // Long enough that a second instance's worker would pick up a duplicate while this runs.
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}

/** A job that fails its first `failures` attempts (with a connection URL in the message), then succeeds. */
export function flakyJob(name: string, failures: number): JobDefinition & { attempts: number } {
  const job = {
    name,
    title: `Fails ${failures} times, then works (${name})`,
    attempts: 0,
    schedule: { everyMs: () => 60 * 60_000, firstAfterMs: 0 },
    handler: async () => {
      job.attempts += 1;
      if (job.attempts <= failures) {
        throw new Error(
          `could not reach postgres://rentals:${LEAKED_PASSWORD}@db.internal:5432/rentals (attempt ${job.attempts})`,
        );
      }
    },
  };
  return job;
}

/** The super admin's list of runs (GET /api/super/job-runs/list). */
export async function listRuns(app: App, token: string, query: string): Promise<JobRunItem[]> {
  const res = await get(app, token, `/api/super/job-runs/list?${query}`);
  if (res.statusCode !== 200) throw new Error(`job-runs answered ${res.statusCode}: ${res.body}`);
  return res.json<{ items: JobRunItem[] }>().items;
}
