import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, TOKEN_EXPIRED_STATUS } from '../../domain/auth';
import { meetsRule } from '../../domain/access';
import type { EndpointAccess } from '../../domain/contracts/contract';
import { HttpError } from '../http/errors';
import type { Principal, SessionService } from './sessions';
import { bearerToken, type TokenService } from './tokens';

declare module 'fastify' {
  /**
   * What a route states about its callers: the contract's access (domain/contracts/contract.ts,
   * public, permission, roles, anyUser, forbidden, ownRecordOr, creates), and the contract endpoint
   * it was registered from (`properties.list`; server/http/contractRoutes.ts).
   */
  interface FastifyContextConfig extends EndpointAccess {
    contract?: string;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The signed-in caller; routes behind the guard can rely on it being there. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
  return request.principal;
}

/**
 * Auth is one hook, not a line in every handler: every /api route is private unless its config
 * says `public: true`, and a route that names a permission is refused (403) without it.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  deps: { tokens: TokenService; sessions: SessionService },
): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url?.startsWith('/api/')) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
    const verified = await deps.tokens.verify(token, 'access');
    if (!verified.ok) {
      if (verified.reason === 'expired') {
        throw new HttpError(401, AUTH_MESSAGES.tokenExpired, null, { status: TOKEN_EXPIRED_STATUS });
      }
      throw new HttpError(401, AUTH_MESSAGES.tokenInvalid);
    }
    const principal = await deps.sessions.principalFor(verified.claims.sub, verified.claims.sid);
    // A revoked session, a disabled user or a deleted account: signed out, not merely expired.
    if (!principal) throw new HttpError(401, AUTH_MESSAGES.refreshInvalid);
    if (config.roles && !(principal.roleKey && config.roles.includes(principal.roleKey))) {
      throw new HttpError(403, AUTH_MESSAGES.forbidden);
    }
    if (config.permission && !meetsRule(config.permission, principal)) {
      throw new HttpError(403, config.forbidden ?? AUTH_MESSAGES.forbidden);
    }
    const own = config.ownRecordOr;
    if (own) {
      const id = (request.params as Record<string, string | undefined>)[own.param];
      if (id !== principal.userId && !meetsRule(own.permission, principal))
        throw new HttpError(404, own.notFound);
    }
    request.principal = principal;
  });
}
