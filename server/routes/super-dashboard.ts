import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_MESSAGES as M, tenantStatsQuerySchema } from '../../domain/dashboardSchemas';
import { todayInKuwait } from '../../domain/kuwaitDate';
import type { RoleKey } from '../../domain/roles';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { platformFigures } from '../services/dashboardPlatform';
import { tenantTarget } from '../services/dashboardTargets';
import { tenantFigures } from '../services/dashboardTenant';
import type { AppContext } from '../context';
import { dashboardAnswers } from '../../domain/contracts/answers/dashboard';

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
        // Cached per tenant and per what the caller sees of it (a limited manager sees a part).
        const nowMs = ctx.now();
        const key = `tenant|${tenant.id}|${figureScope.propertyIds?.join(',') ?? ''}|${todayInKuwait(nowMs)}`;
        const data = await ctx.figures.get(figureScope.landlordId, key, () =>
          tenantFigures(ctx.db, figureScope, tenant, nowMs, ctx.config.payments.provider !== null),
        );
        return { success: true, message: M.ok, data };
      },
    );

    app.get(
      '/api/super/dashboard/platform',
      { config: { roles: PLATFORM }, schema: { response: dashboardAnswers.platform } },
      async () => {
        const nowMs = ctx.now();
        const key = `platform|${todayInKuwait(nowMs)}`;
        const data = await ctx.figures.get(null, key, () => platformFigures(ctx.db, nowMs));
        return { success: true, message: M.ok, data };
      },
    );
  };
