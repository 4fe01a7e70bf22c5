import { landlordActivityQuerySchema, managerStatsQuerySchema } from '../dashboardSchemas';
import { idParams } from '../idParams';
import type { RoleKey } from '../roles';
import { dashboardAnswers } from './answers/dashboard';
import { defineContract } from './contract';

export const LANDLORD_SIDE: RoleKey[] = ['super_admin', 'admin', 'landlord'];

export const MANAGER_SIDE: RoleKey[] = ['super_admin', 'admin', 'landlord', 'manager'];

/** The dashboard API resource: its endpoints, each with its access rule and schemas. */
export const dashboardContract = defineContract({
  name: 'dashboard',
  path: '/api/dashboard',
  endpoints: {
    landlordActivity: {
      method: 'GET',
      path: '/api/dashboard/landlord-activity/:id',
      access: { roles: LANDLORD_SIDE },
      operationId: 'dashboardLandlordActivityById',
      summary: 'Get dashboard landlord activity by id',
      params: idParams,
      query: landlordActivityQuerySchema,
      answers: dashboardAnswers.portfolio,
    },
    managerStats: {
      method: 'GET',
      path: '/api/dashboard/manager/stats',
      access: { roles: MANAGER_SIDE },
      operationId: 'dashboardManagerStats',
      summary: 'Get dashboard manager stats',
      query: managerStatsQuerySchema,
      answers: dashboardAnswers.portfolio,
    },
  },
});
