import type { JobDefinition } from './jobDefinition';
import { enabledJobs, type JobRunner, type RetryPolicy } from './jobRunner';
import { recordedRun, slotAlreadyRun, type RunDeps, type RunFacts } from './runRecord';
import { everySlot, nextSlot } from './slots';

/**
 * The runner of the embedded database (PGlite, one process): each job on a timer in this process,
 * never two runs of one job at a time, a failed run retried after 1, 2, 4… times the retry delay,
 * every attempt recorded like pg-boss's (server/jobs/runRecord.ts).
 */
export function startInProcessRunner(
  deps: RunDeps,
  all: readonly JobDefinition[],
  retry: RetryPolicy,
): JobRunner {
  const config = deps.ctx.config;
  const jobs = enabledJobs(all, config);
  const running = new Map<string, Promise<void>>();
  /** Retry waits under way: stopping ends them at once (the retry is then not made). */
  const waits = new Map<NodeJS.Timeout, () => void>();
  let stopping = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.set(timer, resolve);
    });

  const attempts = async (job: JobDefinition, facts: Omit<RunFacts, 'attempt'>) => {
    for (let attempt = 1; !stopping; attempt++) {
      try {
        await recordedRun(deps, job, { ...facts, attempt });
        return;
      } catch {
        // recordedRun logged and recorded it; retried unless the retries are spent.
        if (attempt > retry.limit) return;
        await pause(retry.delaySeconds * 1000 * 2 ** (attempt - 1));
      }
    }
  };

  const start = (job: JobDefinition, facts: Omit<RunFacts, 'attempt'>) => {
    if (stopping || running.has(job.name)) return;
    const run = attempts(job, facts)
      .catch((err: unknown) => deps.log.error({ err, job: job.name }, 'job run could not be recorded'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };

  const stops = jobs.map((job) =>
    everySlot(job.schedule.everyMs(config), job.schedule.firstAfterMs, (slotAt) => {
      if (running.has(job.name)) return;
      void slotAlreadyRun(deps, job.name, slotAt).then(
        (done) => {
          if (!done) start(job, { slotAt });
        },
        (err: unknown) => deps.log.error({ err, job: job.name }, 'job schedule check failed'),
      );
    }),
  );

  return {
    kind: 'in-process',
    all,
    jobs,
    nextRunAt: (name) => {
      const job = jobs.find((j) => j.name === name);
      return job ? new Date(nextSlot(Date.now(), job.schedule.everyMs(config))) : null;
    },
    runNow: async (name, requestId) => {
      const job = jobs.find((j) => j.name === name);
      if (job) start(job, { slotAt: null, requestId });
    },
    stop: async () => {
      stopping = true;
      for (const stop of stops) stop();
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      await Promise.all(running.values());
    },
  };
}
