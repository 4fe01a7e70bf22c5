import { databaseAnswers, pendingMigrationsOf } from '../services/databaseHealth';
import { healthContract } from '../../domain/contracts/health';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

/** A database that does not answer within this is not ready (a load balancer's check must not hang). */
const READY_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Health for people and for load balancers. /api/health (the first one, kept): the database
 * answers. /api/health/live: the process answers, whatever the database does (a restart would not
 * help a database outage). /api/health/ready: the database answers and has every migration of this
 * version applied; 503 otherwise, and while the server shuts down (Fastify answers 503 then), so a
 * load balancer sends nothing new to an instance that is not ready or is leaving.
 */
export const healthRoutes = contractRoutes(healthContract, async (ctx) => {
  return {
    get: async () => {
      await databaseAnswers(ctx.db);
      return { success: true, message: 'OK', data: { db: 'ok' as const } };
    },
    live: async () => ({ success: true, message: 'OK', data: { status: 'live' as const } }),
    ready: async (request, reply) => {
      const pending = await withinTimeout(pendingMigrationsOf(ctx.db), READY_TIMEOUT_MS).catch(
        (err: unknown) => {
          request.log.warn({ err }, 'readiness: the database does not answer');
          return null;
        },
      );
      if (pending === null || pending.length > 0) {
        return reply.code(503).send({
          success: false,
          message: text('health.notReady'),
          detail: { db: pending === null ? 'unreachable' : 'ok', pendingMigrations: pending ?? [] },
        });
      }
      return { success: true, message: 'OK', data: { db: 'ok' as const, pendingMigrations: [] } };
    },
  };
});
