import { lt } from 'drizzle-orm';
import { jobRuns } from '../db/schema';
import type { JobDefinition } from './jobDefinition';

const DAY_MS = 86_400_000;

/**
 * job_runs keeps JOB_RUNS_KEEP_DAYS of history: the reconciler alone writes a row a minute, half
 * a million a year, and the Jobs screen reads the recent ones. Daily, like pg-boss's own archive.
 */
export const jobRunsPruneJob: JobDefinition = {
  name: 'job-runs-prune',
  title: 'Old job runs deleted',
  schedule: { everyMs: (config) => (config.jobs.keepDays > 0 ? DAY_MS : 0), firstAfterMs: 120_000 },
  handler: async ({ ctx, log }) => {
    const before = new Date(ctx.now() - ctx.config.jobs.keepDays * DAY_MS);
    const deleted = await ctx.db
      .delete(jobRuns)
      .where(lt(jobRuns.startedAt, before))
      .returning({ id: jobRuns.id });
    if (deleted.length > 0) log.info({ deleted: deleted.length }, 'old job runs deleted');
  },
};
