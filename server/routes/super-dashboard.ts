import { DASHBOARD_MESSAGES as M } from '../../domain/dashboardSchemas';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { platformFigures } from '../services/dashboardPlatform';
import { tenantTarget } from '../services/dashboardTargets';
import { tenantFigures } from '../services/dashboardTenant';
import { superDashboardContract } from '../../domain/contracts/super-dashboard';
import { contractRoutes } from '../http/contractRoutes';

/*
 * The dashboards on the super admin's base path (issue 19 items 1, 3 and 4): spec section 7 puts
 * the tenant's statistics there, for every role that may see a tenant (its scope still comes from
 * the token), and the platform's figures are the super admin's own.
 */

export const superDashboardRoutes = contractRoutes(superDashboardContract, async (ctx) => {
  return {
    tenantStats: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const {
        scope: figureScope,
        tenantId,
        tenantName,
      } = await tenantTarget(ctx.db, principal, scope, request.query.user_id);
      // Cached per tenant and per what the caller sees of it (a limited manager sees a part).
      const nowMs = ctx.now();
      const key = `tenant|${tenantId}|${figureScope.propertyIds?.join(',') ?? ''}|${todayInKuwait(nowMs)}`;
      const data = await ctx.figures.get(figureScope.landlordId, key, async () =>
        tenantFigures(
          ctx.db,
          figureScope,
          { id: tenantId, name: await tenantName() },
          nowMs,
          ctx.config.payments.provider !== null,
        ),
      );
      return { success: true, message: M.ok, data };
    },
    platform: async () => {
      const nowMs = ctx.now();
      const key = `platform|${todayInKuwait(nowMs)}`;
      const data = await ctx.figures.get(null, key, () => platformFigures(ctx.db, nowMs));
      return { success: true, message: M.ok, data };
    },
  };
});
