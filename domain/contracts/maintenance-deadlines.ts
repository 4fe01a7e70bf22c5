import { maintenanceAnswers as A } from '../maintenanceRecord';
import { maintenanceDeadlinesSchema } from '../maintenanceSchemas';
import { defineContract } from './contract';

/** The maintenance-deadlines API resource: its endpoints, each with its access rule and schemas. */
export const maintenanceDeadlinesContract = defineContract({
  name: 'maintenance-deadlines',
  path: '/api/setting/maintenance-deadlines',
  endpoints: {
    read: {
      method: 'GET',
      path: '/api/setting/maintenance-deadlines',
      access: { roles: ['landlord', 'manager'], permission: 'View Maintenance Request' },
      operationId: 'getSettingMaintenanceDeadlines',
      summary: 'Get setting maintenance deadlines',
      answers: { 200: A.deadlines },
    },
    save: {
      method: 'POST',
      path: '/api/setting/maintenance-deadlines',
      access: { roles: ['landlord'], permission: 'Update Maintenance Request' },
      operationId: 'postSettingMaintenanceDeadlines',
      summary: 'Send setting maintenance deadlines',
      body: maintenanceDeadlinesSchema,
      answers: { 200: A.deadlines },
    },
  },
});
