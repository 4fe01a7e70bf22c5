import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { assertMayCreate } from '../services/planLimits';

/** API paths that create a record: `/api/{resource}/create` (and `/add`), per the API conventions. */
const CREATING_PATH = /^\/api\/(?!super\/)[^/]+(\/[^/]+)*\/(create|add)(\/|$)/;

/**
 * Issue 21 item 4: a landlord past due for more than 7 days (or whose subscription ended) keeps
 * reading but cannot create. One hook, after the auth guard, for the landlord and the managers who
 * act for it; tenants and the platform's admins are never stopped by a landlord's subscription.
 */
export function registerSubscriptionGate(
  app: FastifyInstance,
  deps: { db: Database; now: () => number },
): void {
  app.addHook('preHandler', async (request) => {
    const principal = request.principal;
    if (!principal?.landlordId || request.method !== 'POST') return;
    if (principal.roleKey !== 'landlord' && principal.roleKey !== 'manager') return;
    if (!CREATING_PATH.test(request.routeOptions.url ?? '')) return;
    await assertMayCreate(deps.db, principal.landlordId, deps.now());
  });
}
