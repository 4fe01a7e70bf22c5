import { contractRenewSchema } from '../contractSchemas';
import { idParams } from '../idParams';
import { contractDecisionsAnswers } from './answers/contract-decisions';
import { z } from 'zod';
import { defineContract } from './contract';

export const emptyBody = z.object({}).loose().optional();

export const UPDATE = { permission: 'Update Tenant Contract' } as const;

/** The contract-decisions API resource: its endpoints, each with its access rule and schemas. */
export const contractDecisionsContract = defineContract({
  name: 'contract-decisions',
  path: '/api/contracts',
  endpoints: {
    approve: {
      method: 'POST',
      path: '/api/contracts/approve/:id',
      access: { ...UPDATE, creates: true },
      operationId: 'contractsApproveById',
      summary: 'Approve contract by id',
      params: idParams,
      body: emptyBody,
      answers: contractDecisionsAnswers.approve,
    },
    reject: {
      method: 'POST',
      path: '/api/contracts/reject/:id',
      access: UPDATE,
      operationId: 'contractsRejectById',
      summary: 'Reject contract by id',
      params: idParams,
      body: emptyBody,
      answers: contractDecisionsAnswers.reject,
    },
    terminate: {
      method: 'POST',
      path: '/api/contracts/terminate/:id',
      access: UPDATE,
      operationId: 'contractsTerminateById',
      summary: 'Terminate contract by id',
      params: idParams,
      body: emptyBody,
      answers: contractDecisionsAnswers.terminate,
    },
    renew: {
      method: 'POST',
      path: '/api/contracts/renew/:id',
      access: { ...UPDATE, creates: true },
      operationId: 'contractsRenewById',
      summary: 'Renew contract by id',
      params: idParams,
      body: contractRenewSchema.optional(),
      answers: contractDecisionsAnswers.renew,
    },
  },
});
