import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { JobDefinition } from './jobDefinition';
import { enabledJobs, type JobRunner, type RetryPolicy } from './jobRunner';
import { recordedRun, slotAlreadyRun, type RunDeps } from './runRecord';
import { everySlot, nextSlot } from './slots';

interface QueuedRun {
  slotAt: number | null;
  requestId: string | null;
}

/**
 * The id of a scheduled moment's job: the same on every instance, so when two ask for the run of
 * one moment, pg-boss keeps the first (its insert does nothing on a known id) and the job runs once.
 */
export function slotJobId(name: string, slotAt: number): string {
  const hex = createHash('sha1').update(`${name}@${slotAt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates each job's queue (pg-boss keeps known ones as they are). Instances starting together
 * would deadlock in pg-boss's create_queue (seen with two): a session advisory lock lets one
 * instance at a time through.
 */
async function createQueuesOneAtATime(
  pool: pg.Pool,
  boss: PgBoss,
  jobs: readonly JobDefinition[],
  retry: RetryPolicy,
) {
  if (jobs.length === 0) return;
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtextextended('rentals-job-queues', 0))`);
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: retry.limit,
        retryDelay: Math.max(1, retry.delaySeconds),
        retryBackoff: true,
        expireInSeconds: 60 * 60,
      });
    }
  } finally {
    await lock
      .query(`select pg_advisory_unlock(hashtextextended('rentals-job-queues', 0))`)
      .catch(() => undefined);
    lock.release();
  }
}

/**
 * The runner on PostgreSQL: a pg-boss queue per job, in the database's `pgboss` schema, worked by
 * every instance. Each instance asks for each scheduled moment's run; the shared id keeps one;
 * whichever instance fetches it first runs it. pg-boss retries a failed run after about 1, 2, 4…
 * times the retry delay (with jitter) and fails a run that outlives its expiry.
 */
export async function startPgBossRunner(
  deps: RunDeps,
  all: readonly JobDefinition[],
  retry: RetryPolicy & { pollingSeconds: number },
  pool: pg.Pool,
): Promise<JobRunner> {
  const config = deps.ctx.config;
  const jobs = enabledJobs(all, config);
  // The app's pool: no second set of connections for the queue's few statements.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  if (jobs.length > 0) await boss.start();

  await createQueuesOneAtATime(pool, boss, jobs, retry);
  for (const job of jobs) {
    await boss.work<QueuedRun>(
      job.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: retry.pollingSeconds },
      async ([queued]) => {
        if (!queued) return;
        await recordedRun(deps, job, {
          slotAt: queued.data.slotAt,
          attempt: queued.retryCount + 1,
          queueJobId: queued.id,
          requestId: queued.data.requestId,
        });
      },
    );
  }

  const ask = async (job: JobDefinition, slotAt: number) => {
    if (await slotAlreadyRun(deps, job.name, slotAt)) return;
    await boss.send(job.name, { slotAt, requestId: null } satisfies QueuedRun, {
      id: slotJobId(job.name, slotAt),
    });
  };
  const stops = jobs.map((job) =>
    everySlot(job.schedule.everyMs(config), job.schedule.firstAfterMs, (slotAt) => {
      ask(job, slotAt).catch((err: unknown) =>
        deps.log.error({ err, job: job.name }, 'job could not be queued'),
      );
    }),
  );

  return {
    kind: 'pg-boss',
    all,
    jobs,
    nextRunAt: (name) => {
      const job = jobs.find((j) => j.name === name);
      return job ? new Date(nextSlot(Date.now(), job.schedule.everyMs(config))) : null;
    },
    runNow: async (name, requestId) => {
      if (!jobs.some((j) => j.name === name)) return;
      await boss.send(name, { slotAt: null, requestId } satisfies QueuedRun);
    },
    stop: async () => {
      for (const stop of stops) stop();
      if (jobs.length === 0) return;
      // Waits for the runs under way (up to 30 s), then fails what is left so another instance retries it.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    },
  };
}
