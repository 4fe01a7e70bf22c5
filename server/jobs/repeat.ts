import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` after `firstAfterMs` (0: at once), then every `minutes`, never two runs at a time in
 * this process; answers a stop function that waits for a run under way. A run that fails is logged
 * as `<name> failed` and only waits for the next.
 */
export function repeatEvery(
  job: { name: string; log: FastifyBaseLogger; minutes: number; firstAfterMs: number },
  task: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .catch((err: unknown) =>
        job.log.error({ err }, `${job.name} failed; it runs again at the next interval`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  let first: NodeJS.Timeout | undefined;
  if (job.firstAfterMs > 0) first = setTimeout(() => void run(), job.firstAfterMs).unref();
  else void run();
  const timer = setInterval(() => void run(), job.minutes * 60_000);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
