import { tenantStatsQuerySchema } from '../dashboardSchemas';
import type { RoleKey } from '../roles';
import { dashboardAnswers } from './answers/dashboard';
import { defineContract } from './contract';

export const ANY_TENANT_READER: RoleKey[] = ['super_admin', 'admin', 'landlord', 'manager', 'user'];

export const PLATFORM: RoleKey[] = ['super_admin', 'admin'];

/** The super-dashboard API resource: its endpoints, each with its access rule and schemas. */
export const superDashboardContract = defineContract({
  name: 'super-dashboard',
  path: '/api/super/dashboard',
  endpoints: {
    tenantStats: {
      method: 'GET',
      path: '/api/super/dashboard/tenant/stats',
      access: { roles: ANY_TENANT_READER },
      operationId: 'superDashboardTenantStats',
      summary: 'Get dashboard tenant stats (super admin)',
      query: tenantStatsQuerySchema,
      answers: dashboardAnswers.tenant,
    },
    platform: {
      method: 'GET',
      path: '/api/super/dashboard/platform',
      access: { roles: PLATFORM },
      operationId: 'superDashboardPlatform',
      summary: 'Platform dashboard (super admin)',
      answers: dashboardAnswers.platform,
    },
  },
});
