import { idParams } from '../idParams';
import { maintenanceAnswers as A } from '../maintenanceRecord';
import {
  maintenanceCountsQuerySchema,
  maintenanceListQuerySchema,
  maintenanceUpdateSchema,
} from '../maintenanceSchemas';
import { defineContract } from './contract';
import { maintenanceRequestPermissions } from './maintenance-requests.permissions';

/** The maintenance-requests API resource: its endpoints, each with its access rule and schemas. */
export const maintenanceRequestsContract = defineContract({
  name: 'maintenance-requests',
  path: '/api/maintenance-requests',
  permissions: [maintenanceRequestPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/maintenance-requests/list',
      access: { permission: 'View Maintenance Request' },
      operationId: 'maintenanceRequestsList',
      summary: 'List maintenance requests',
      query: maintenanceListQuerySchema,
      answers: { 200: A.list },
    },
    // One call for the six status chips above the list, where six counting lists were asked.
    counts: {
      method: 'GET',
      path: '/api/maintenance-requests/counts',
      access: { permission: 'View Maintenance Request' },
      operationId: 'maintenanceRequestsCounts',
      summary: 'Count maintenance requests by status',
      query: maintenanceCountsQuerySchema,
      answers: { 200: A.counts },
    },
    get: {
      method: 'GET',
      path: '/api/maintenance-requests/get/:id',
      access: { permission: 'View Maintenance Request' },
      operationId: 'maintenanceRequestsGetById',
      summary: 'Get maintenance request by id',
      params: idParams,
      answers: { 200: A.one },
    },
    create: {
      method: 'POST',
      path: '/api/maintenance-requests/create',
      access: { permission: 'Create Maintenance Request', creates: true },
      operationId: 'maintenanceRequestsCreate',
      summary: 'Create maintenance request',
      answers: { 200: A.one },
    },
    update: {
      method: 'POST',
      path: '/api/maintenance-requests/update/:id',
      access: { permission: 'Update Maintenance Request' },
      operationId: 'maintenanceRequestsUpdateById',
      summary: 'Update maintenance request by id',
      params: idParams,
      body: maintenanceUpdateSchema,
      answers: { 200: A.one },
    },
    delete: {
      method: 'POST',
      path: '/api/maintenance-requests/delete/:id',
      access: { permission: 'Delete Maintenance Request' },
      operationId: 'maintenanceRequestsDeleteById',
      summary: 'Delete maintenance request by id',
      params: idParams,
      answers: { 200: A.done },
    },
  },
});
