/*
 * One provider call with bounded retries on HTTP 429 (issue 35 item 1): waits Retry-After when the
 * provider sends it (seconds), else an exponential backoff, at most `attempts` tries in all.
 */
export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions = {},
): Promise<{ response: Response; tries: number }> {
  const attempts = options.attempts ?? 3;
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 10_000;
  const sleep = options.sleep ?? realSleep;
  for (let tries = 1; ; tries++) {
    const response = await fetch(url, init);
    if (response.status !== 429 || tries >= attempts) return { response, tries };
    const retryAfter = Number(response.headers.get('retry-after'));
    const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : base * 2 ** (tries - 1);
    await response.body?.cancel();
    await sleep(Math.min(wait, max));
  }
}
