import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { jobRuns } from '../db/schema';
import type { JobDefinition } from './jobDefinition';
import { safeErrorMessage } from './safeError';

/** What the runners share: the app, this process's name in job_runs, and who hears of each run's end. */
export interface RunDeps {
  ctx: AppContext;
  log: FastifyBaseLogger;
  instanceId: string;
  /** Values never written to job_runs (the configuration's secrets). */
  secrets: readonly string[];
  /** Told of every finished run (the /metrics counters). */
  onFinished?(name: string, result: 'ok' | 'failed', seconds: number): void;
}

export interface RunFacts {
  /** The scheduled moment the run is for; null when asked for by hand. */
  slotAt: number | null;
  attempt: number;
  queueJobId?: string | null;
  /** The request that asked for the run, carried into the run's log lines as `reqId`. */
  requestId?: string | null;
}

/**
 * Runs one attempt of `job` and records it in job_runs: a 'running' row first (the screen shows a
 * run under way), then 'ok' or 'failed' with the error's message, secrets cut. Rethrows a failure,
 * so that the runner retries it.
 */
export async function recordedRun(deps: RunDeps, job: JobDefinition, facts: RunFacts): Promise<void> {
  const [row] = await deps.ctx.db
    .insert(jobRuns)
    .values({
      name: job.name,
      slotAt: facts.slotAt === null ? null : new Date(facts.slotAt),
      attempt: facts.attempt,
      instanceId: deps.instanceId,
      queueJobId: facts.queueJobId ?? null,
      requestId: facts.requestId ?? null,
    })
    .returning({ id: jobRuns.id });
  const runId = row!.id;
  const log = deps.log.child({
    job: job.name,
    runId,
    attempt: facts.attempt,
    ...(facts.requestId ? { reqId: facts.requestId } : {}),
  });
  const started = performance.now();
  log.debug('job run started');
  try {
    await job.handler({ ctx: deps.ctx, log, runId });
  } catch (err) {
    const message = safeErrorMessage(err, deps.secrets);
    await finish(deps, runId, 'failed', message);
    deps.onFinished?.(job.name, 'failed', (performance.now() - started) / 1000);
    // The message as recorded (secrets cut), and where it came from; not the raw error, whose text may hold a secret.
    log.error({ error: message, stack: framesOf(err) }, 'job run failed');
    throw err;
  }
  await finish(deps, runId, 'ok', null);
  deps.onFinished?.(job.name, 'ok', (performance.now() - started) / 1000);
  log.info({ ms: Math.round(performance.now() - started) }, 'job run finished');
}

async function finish(deps: RunDeps, runId: string, result: 'ok' | 'failed', error: string | null) {
  await deps.ctx.db
    .update(jobRuns)
    .set({ result, error, finishedAt: sql`now()` })
    .where(eq(jobRuns.id, runId));
}

/** Whether a run for this scheduled moment has already started somewhere (a restart in the same period skips it). */
export async function slotAlreadyRun(deps: Pick<RunDeps, 'ctx'>, name: string, slotAt: number) {
  const [found] = await deps.ctx.db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.name, name), eq(jobRuns.slotAt, new Date(slotAt))))
    .limit(1);
  return !!found;
}

/** An error's stack without its first line (the message, which may hold a secret). */
const framesOf = (err: unknown) =>
  err instanceof Error && err.stack ? err.stack.split('\n').slice(1).join('\n') : undefined;
