import { receiptReportQuerySchema, rentalCollectionQuerySchema } from '../reportSchemas';
import { reportsAnswers } from './answers/reports';
import { defineContract } from './contract';
import { financialReportsPermissions } from './reports.permissions';

/** The reports API resource: its endpoints, each with its access rule and schemas. */
export const reportsContract = defineContract({
  name: 'reports',
  path: '/api/reports',
  permissions: [financialReportsPermissions],
  endpoints: {
    receipts: {
      method: 'GET',
      path: '/api/reports/receipts',
      access: { permission: 'View Financial Reports' },
      operationId: 'reportsReceipts',
      summary: 'Get reports receipts',
      query: receiptReportQuerySchema,
      answers: reportsAnswers.receipts,
    },
    rentalCollection: {
      method: 'GET',
      path: '/api/reports/rental-collection',
      access: { permission: 'View Invoice', roles: ['super_admin', 'admin', 'landlord', 'manager'] },
      operationId: 'reportsRentalCollection',
      summary: 'Get reports rental collection',
      query: rentalCollectionQuerySchema,
      answers: reportsAnswers.rentalCollection,
    },
  },
});
