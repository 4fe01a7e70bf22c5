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
  const pending = pendingOf(app);
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

/**
 * Every route plugin's work under way, by the server they share (a plugin's `app` is its own
 * encapsulated instance, but `app.server` is the one HTTP server of the whole app).
 */
const pendingByServer = new WeakMap<object, Set<Promise<void>>>();

function pendingOf(app: FastifyInstance): Set<Promise<void>> {
  let pending = pendingByServer.get(app.server);
  if (!pending) pendingByServer.set(app.server, (pending = new Set()));
  return pending;
}

/** Resolves once no work after an answer is under way (tests wait on it instead of sleeping). */
export async function afterResponseSettled(app: FastifyInstance): Promise<void> {
  const pending = pendingOf(app);
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
