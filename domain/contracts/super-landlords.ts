import { landlordIdsSchema, landlordListQuerySchema } from '../landlordSchemas';
import { superLandlordsAnswers } from './answers/super-landlords';
import { defineContract } from './contract';
import { landlordPermissions } from './super-landlords.permissions';

/** The super-landlords API resource: its endpoints, each with its access rule and schemas. */
export const superLandlordsContract = defineContract({
  name: 'super-landlords',
  path: '/api/super/landlords',
  permissions: [landlordPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/super/landlords/list',
      access: { permission: 'View Landlord' },
      operationId: 'superLandlordsList',
      summary: 'List landlords (super admin)',
      query: landlordListQuerySchema,
      answers: superLandlordsAnswers.landlordsList,
    },
    approve: {
      method: 'POST',
      path: '/api/super/landlords/approve',
      access: { permission: 'Update Landlord' },
      operationId: 'superLandlordsApprove',
      summary: 'Approve landlord (super admin)',
      body: landlordIdsSchema,
      answers: superLandlordsAnswers.landlordsApprove,
    },
    reject: {
      method: 'POST',
      path: '/api/super/landlords/reject',
      access: { permission: 'Update Landlord' },
      operationId: 'superLandlordsReject',
      summary: 'Reject landlord (super admin)',
      body: landlordIdsSchema,
      answers: superLandlordsAnswers.landlordsReject,
    },
  },
});
