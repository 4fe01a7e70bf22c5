import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_MESSAGES as M, tenantStatsQuerySchema } from '../../domain/dashboardSchemas';
import type { RoleKey } from '../../domain/roles';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { platformFigures } from '../services/dashboardPlatform';
import { tenantTarget } from '../services/dashboardTargets';
import { tenantFigures } from '../services/dashboardTenant';
import type { AppContext } from '../context';
import { dashboardAnswers } from '../answers/dashboard';

/*
 * The dashboards on the super admin's base path (issue 19 items 1, 3 and 4): spec section 7 puts
 * the tenant's statistics there, for every role that may see a tenant (its scope still comes from
 * the token), and the platform's figures are the super admin's own.
 */

const ANY_TENANT_READER: RoleKey[] = ['super_admin', 'admin', 'landlord', 'manager', 'user'];
const PLATFORM: RoleKey[] = ['super_admin', 'admin'];

export const superDashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/super/dashboard/tenant/stats',
      {
        config: { roles: ANY_TENANT_READER },
        schema: { querystring: tenantStatsQuerySchema, response: dashboardAnswers.tenant },
      },
      async (request) => {
        const principal = principalOf(request);
        const scope = await scopeOf(ctx.db, principal);
        const { scope: figureScope, tenant } = await tenantTarget(
          ctx.db,
          principal,
          scope,
          request.query.user_id,
        );
        return {
          success: true,
          message: M.ok,
          data: await tenantFigures(ctx.db, figureScope, tenant, ctx.now()),
        };
      },
    );

    app.get(
      '/api/super/dashboard/platform',
      { config: { roles: PLATFORM }, schema: { response: dashboardAnswers.platform } },
      async () => ({ success: true, message: M.ok, data: await platformFigures(ctx.db, ctx.now()) }),
    );
  };
