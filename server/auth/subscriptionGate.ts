import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { assertMayCreate } from '../services/planLimits';
import type { Principal } from './sessions';

// The route's `creates` (domain/contracts/contract.ts, EndpointAccess) says whether the gate below applies.

/**
 * Issue 21 item 4: a landlord past due for more than 7 days (or whose subscription ended) keeps
 * reading but cannot create. Only the landlord and the managers who act for it are stopped; tenants
 * and the platform's admins are never stopped by a landlord's subscription.
 */
export async function assertPrincipalMayCreate(
  db: Database,
  principal: Principal | null,
  nowMs: number,
): Promise<void> {
  if (!principal?.landlordId) return;
  if (principal.roleKey !== 'landlord' && principal.roleKey !== 'manager') return;
  await assertMayCreate(db, principal.landlordId, nowMs);
}

/**
 * One hook, after the auth guard and before the body is validated (a blocked landlord hears why
 * whatever it sent), for every route whose config says `creates: true` (issue 30: what a route
 * creates is stated on the route, not guessed from its URL).
 */
export function registerSubscriptionGate(
  app: FastifyInstance,
  deps: { db: Database; now: () => number },
): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.creates !== true) return;
    await assertPrincipalMayCreate(deps.db, request.principal, deps.now());
  });
}
