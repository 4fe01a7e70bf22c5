import { CONTRACT_READER, CONTRACT_WRITER } from '../accessRules';
import { CONTRACT_MESSAGES as M, contractListQuerySchema } from '../contractSchemas';
import { idParams } from '../idParams';
import { contractsAnswers } from './answers/contracts';
import { type EndpointAccess as FastifyContextConfig } from './contract';
import { defineContract } from './contract';
import { tenantContractPermissions, tenantRentalPermissions } from './contracts.permissions';

export const READER_CONFIG: FastifyContextConfig = { permission: CONTRACT_READER, forbidden: M.noPermission };

export const WRITER_CONFIG: FastifyContextConfig = { permission: CONTRACT_WRITER, forbidden: M.noPermission };

/** The contracts API resource: its endpoints, each with its access rule and schemas. */
export const contractsContract = defineContract({
  name: 'contracts',
  path: '/api/contracts',
  permissions: [tenantContractPermissions, tenantRentalPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/contracts/list',
      access: READER_CONFIG,
      operationId: 'contractsList',
      summary: 'List contracts',
      query: contractListQuerySchema,
      answers: contractsAnswers.list,
    },
    get: {
      method: 'GET',
      path: '/api/contracts/get/:id',
      access: READER_CONFIG,
      operationId: 'contractsGetById',
      summary: 'Get contract by id',
      params: idParams,
      answers: contractsAnswers.get,
    },
    create: {
      method: 'POST',
      path: '/api/contracts/create',
      access: { ...WRITER_CONFIG, creates: true },
      operationId: 'contractsCreate',
      summary: 'Create contract',
      answers: contractsAnswers.create,
    },
    update: {
      method: 'POST',
      path: '/api/contracts/update/:id',
      access: { permission: 'Update Tenant Contract' },
      operationId: 'contractsUpdateById',
      summary: 'Update contract by id',
      params: idParams,
      answers: contractsAnswers.update,
    },
    delete: {
      method: 'POST',
      path: '/api/contracts/delete/:id',
      access: { permission: 'Update Tenant Contract' },
      operationId: 'contractsDeleteById',
      summary: 'Delete contract by id',
      params: idParams,
      answers: contractsAnswers.delete,
    },
  },
});
