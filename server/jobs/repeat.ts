/**
 * Runs `task` after `firstAfterMs` (0: at once), then every `minutes`, never two runs at a time in
 * this process; answers a stop function that waits for a run under way. The task reports its own
 * failures: a run that throws only waits for the next.
 */
export function repeatEvery(
  minutes: number,
  firstAfterMs: number,
  task: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };
  let first: NodeJS.Timeout | undefined;
  if (firstAfterMs > 0) first = setTimeout(() => void run(), firstAfterMs).unref();
  else void run();
  const timer = setInterval(() => void run(), minutes * 60_000);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
