import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Work done after a request's answer has gone out (onResponse, then setImmediate), so that its
 * cost never shows in the answer's time: a public call about a known email answers as fast as one
 * about an unknown email. The app's close() waits for the work under way; a failure is logged as
 * `<what> failed`. Call once per route plugin; the returned function schedules a request's task.
 */
export function afterResponse(
  app: FastifyInstance,
  what: string,
): (request: FastifyRequest, task: () => Promise<unknown>) => void {
  const pending = new Set<Promise<void>>();
  const tasks = new WeakMap<FastifyRequest, () => Promise<unknown>>();
  app.addHook('onResponse', async (request) => {
    const task = tasks.get(request);
    if (!task) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(task).then(
      () => undefined,
      (err: unknown) => app.log.error({ err }, `${what} failed`),
    );
    pending.add(run);
    void run.finally(() => pending.delete(run));
  });
  app.addHook('onClose', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  return (request, task) => tasks.set(request, task);
}
