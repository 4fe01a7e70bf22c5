import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { changedFiguresOf, type FigureCache } from './dashboardCache';

/*
 * The dashboards' kept figures (dashboardCache.ts) on several server instances. Each instance
 * keeps its own; a write through one must drop the figures it changed on all of them, or a
 * landlord who records a payment through one instance and opens the dashboard on another (a
 * round-robin load balancer does exactly that) sees the old figures for DASHBOARD_CACHE_SECONDS
 * (tests/api/twoInstances.test.ts). So the writing instance, before its response leaves, drops its
 * own copy and tells the others through PostgreSQL (NOTIFY FIGURES_CHANNEL, the landlord's id or
 * '*'); every instance LISTENs and drops what it is told, milliseconds after.
 *
 * A notification lost while an instance's listening connection is down costs at most the TTL
 * (15 s by default), the staleness the cache accepts for changes made outside a request; the
 * instance drops everything when it listens again. PGlite is one process: nothing to tell. With
 * the cache off (DASHBOARD_CACHE_SECONDS=0) nothing is kept, and server/app.ts does not call this.
 */
export const FIGURES_CHANNEL = 'figures_changed';
const EVERY_LANDLORD = '*';

export function shareFigureChanges(
  app: FastifyInstance,
  database: DatabaseHandle,
  figures: FigureCache,
): void {
  let listening = false;
  const stopListening = database.listen?.(FIGURES_CHANNEL, {
    message: (payload) => figures.forget(payload === EVERY_LANDLORD ? null : payload),
    listening: (on) => {
      listening = on;
      figures.forget(null);
    },
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });
  app.addHook('onSend', async (request, reply) => {
    const changed = changedFiguresOf(request, reply);
    if (changed === undefined) return;
    figures.forget(changed);
    if (!listening) return;
    // The write has committed: failing to tell the others must not turn its answer into an error.
    await database.db
      .execute(sql`select pg_notify(${FIGURES_CHANNEL}, ${changed ?? EVERY_LANDLORD})`)
      .catch((err: unknown) => request.log.warn({ err }, 'could not announce changed dashboard figures'));
  });
}
