/**
 * A job's runs fall on multiples of its period since the epoch (UTC): every instance computes the
 * same moments on its own, so the runs they ask for can be told apart and deduplicated by moment
 * (server/jobs/pgBossRunner.ts) without talking to each other.
 */
export const slotStart = (nowMs: number, everyMs: number) => Math.floor(nowMs / everyMs) * everyMs;
export const nextSlot = (nowMs: number, everyMs: number) => slotStart(nowMs, everyMs) + everyMs;

/**
 * Calls `onSlot` with the current period's start `firstAfterMs` after now (0: at once), then with
 * each next period's start when it comes. Answers the function that stops the timer.
 */
export function everySlot(
  everyMs: number,
  firstAfterMs: number,
  onSlot: (slotAt: number) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const waitForNext = () => {
    if (stopped) return;
    const next = nextSlot(Date.now(), everyMs);
    timer = setTimeout(() => {
      onSlot(next);
      waitForNext();
    }, next - Date.now());
    timer.unref();
  };
  const first = () => {
    onSlot(slotStart(Date.now(), everyMs));
    waitForNext();
  };
  if (firstAfterMs > 0) {
    timer = setTimeout(first, firstAfterMs);
    timer.unref();
  } else first();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
