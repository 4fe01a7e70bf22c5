import { MAINTENANCE_COMMENTER } from '../accessRules';
import { idParams } from '../idParams';
import { maintenanceAnswers as A } from '../maintenanceRecord';
import { maintenanceRatingSchema, maintenanceStatusSchema } from '../maintenanceSchemas';
import { defineContract } from './contract';

/** The maintenance-request-work API resource: its endpoints, each with its access rule and schemas. */
export const maintenanceRequestWorkContract = defineContract({
  name: 'maintenance-request-work',
  path: '/api/maintenance-requests',
  endpoints: {
    status: {
      method: 'POST',
      path: '/api/maintenance-requests/:id/status',
      access: { permission: 'Update Maintenance Request' },
      operationId: 'maintenanceRequestsStatusById',
      summary: 'Change the status of maintenance request by id',
      params: idParams,
      body: maintenanceStatusSchema,
      answers: { 200: A.one },
    },
    comments: {
      method: 'GET',
      path: '/api/maintenance-requests/:id/comments',
      access: { permission: 'View Maintenance Request' },
      operationId: 'getMaintenanceRequestsCommentsById',
      summary: 'List the comments on maintenance request by id',
      params: idParams,
      answers: { 200: A.comments },
    },
    postComments: {
      method: 'POST',
      path: '/api/maintenance-requests/:id/comments',
      access: { permission: MAINTENANCE_COMMENTER },
      operationId: 'postMaintenanceRequestsCommentsById',
      summary: 'Comment on maintenance request by id',
      params: idParams,
      answers: { 200: A.comment },
    },
    rating: {
      method: 'POST',
      path: '/api/maintenance-requests/:id/rating',
      access: { roles: ['user'], permission: 'Create Maintenance Request' },
      operationId: 'maintenanceRequestsRatingById',
      summary: 'Rate maintenance request by id',
      params: idParams,
      body: maintenanceRatingSchema,
      answers: { 200: A.one },
    },
    charge: {
      method: 'POST',
      path: '/api/maintenance-requests/:id/charge',
      access: { permission: 'Update Maintenance Request', creates: true },
      operationId: 'maintenanceRequestsChargeById',
      summary: 'Charge the cost of maintenance request by id',
      params: idParams,
      answers: { 200: A.one },
    },
  },
});
