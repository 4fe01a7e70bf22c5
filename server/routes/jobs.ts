import { JOB_MESSAGES, type JobItem } from '../../domain/jobSchemas';
import { failuresPerJobSince, latestRunPerJob } from '../services/jobRunQueries';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { MINUTE_MS } from '../jobs/jobDefinition';
import { jobsContract } from '../../domain/contracts/jobs';
import { contractRoutes } from '../http/contractRoutes';

const DAY_MS = 86_400_000;

/**
 * The super admin's view of the scheduled jobs (issue 23 item 2): every job of the registry with
 * its period, next run, last run and failures of the last day; and "Run now", which asks the
 * runner for a run that carries this request's id into its log lines. Super admin only (the guard
 * checks the role from the token).
 */
export const jobsRoutes = contractRoutes(jobsContract, async (ctx) => {
  return {
    list: async (request) => {
      const { page, pageSize } = request.query;
      const [latest, failures] = await Promise.all([
        latestRunPerJob(ctx.db),
        failuresPerJobSince(ctx.db, new Date(Date.now() - DAY_MS)),
      ]);
      const items: JobItem[] = ctx.jobs.all.map((job) => {
        const last = latest.find((r) => r.name === job.name);
        return {
          id: job.name,
          title: job.title,
          everyMinutes: job.schedule.everyMs(ctx.config) / MINUTE_MS,
          nextRunAt: ctx.jobs.nextRunAt(job.name)?.toISOString() ?? null,
          lastRun: last
            ? { startedAt: last.startedAt.toISOString(), result: last.result, error: last.error }
            : null,
          failuresLastDay: failures.find((f) => f.name === job.name)?.failed ?? 0,
        };
      });
      const start = (page - 1) * pageSize;
      return listAnswer(items.slice(start, start + pageSize), items.length, { page, pageSize });
    },
    run: async (request) => {
      const { name } = request.params;
      if (!ctx.jobs.all.some((job) => job.name === name)) throw new HttpError(404, JOB_MESSAGES.unknownJob);
      if (!ctx.jobs.jobs.some((job) => job.name === name))
        throw new HttpError(409, JOB_MESSAGES.notScheduled);
      request.log.info({ job: name }, 'job run asked for by hand');
      await ctx.jobs.runNow(name, request.id);
      return { success: true, message: JOB_MESSAGES.queued };
    },
  };
});
