import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, TOKEN_EXPIRED_STATUS } from '../../domain/auth';
import { meetsRule, type AccessRule } from '../../domain/access';
import type { RoleKey } from '../../domain/roles';
import { HttpError } from '../http/errors';
import type { Principal, SessionService } from './sessions';
import { bearerToken, type TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a signed-in user (login, refresh, health, public site calls). */
    public?: boolean;
    /**
     * What the caller's role must hold (domain/access.ts): a permission name, any one of several,
     * or one that depends on the role (View Tenant Rental for a tenant, View Invoice for others).
     */
    permission?: AccessRule;
    /** The 403 message when the permission is missing, where the route's messages name it. */
    forbidden?: string;
    /**
     * A route about one user (`:id`): the caller's own record, or anyone's with this permission.
     * Others' ids answer 404 with the message, as if they did not exist.
     */
    ownRecordOr?: { param: string; permission: AccessRule; notFound: string };
    /** Spec section 6's role restrictions ("Landlord only"): the caller's role must be one of these. */
    roles?: RoleKey[];
    /**
     * Any signed-in user may call it (their own profile, logout). Every private route states
     * either this or a permission; a test fails for a route that states neither.
     */
    anyUser?: boolean;
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
