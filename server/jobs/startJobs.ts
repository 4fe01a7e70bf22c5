import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { configSecrets } from '../configSummary';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import type { JobMetrics } from '../http/metrics';
import type { JobDefinition } from './jobDefinition';
import { enabledJobs, retryPolicyOf, type JobRunner } from './jobRunner';
import { startInProcessRunner } from './inProcessRunner';
import { startPgBossRunner } from './pgBossRunner';

/** This process's name in job_runs: the machine, the process, and a tag (several apps may share a process in tests). */
export const newInstanceId = () => `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;

/**
 * Starts the registry's jobs on the runner the database calls for: pg-boss on PostgreSQL (runs
 * once across instances), in-process on PGlite (one process is all there is).
 */
export async function startJobs(options: {
  ctx: AppContext;
  log: FastifyBaseLogger;
  database: DatabaseHandle;
  jobs: readonly JobDefinition[];
  metrics: JobMetrics;
}): Promise<JobRunner> {
  const { ctx, database, jobs } = options;
  const deps = {
    ctx,
    log: options.log,
    instanceId: newInstanceId(),
    secrets: configSecrets(ctx.config),
    onFinished: options.metrics.jobFinished,
  };
  const retry = retryPolicyOf(ctx.config);
  if (database.kind === 'postgres' && database.pool) {
    return startPgBossRunner(
      deps,
      jobs,
      { ...retry, pollingSeconds: ctx.config.jobs.pollSeconds },
      database.pool,
    );
  }
  return startInProcessRunner(deps, jobs, retry);
}

/** The runner before the jobs start (routes are registered first): it lists the jobs and runs none. */
export function notStartedRunner(all: readonly JobDefinition[], ctx: Pick<AppContext, 'config'>): JobRunner {
  return {
    kind: 'in-process',
    all,
    jobs: enabledJobs(all, ctx.config),
    nextRunAt: () => null,
    runNow: async () => undefined,
    stop: async () => undefined,
  };
}
