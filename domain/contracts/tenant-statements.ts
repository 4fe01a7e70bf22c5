import { STATEMENT_READER } from '../accessRules';
import { REPORT_MESSAGES as M } from '../reportSchemas';
import { tenantStatementsAnswers } from './answers/tenant-statements';
import { z } from 'zod';
import { defineContract } from './contract';

export const READER_CONFIG = { permission: STATEMENT_READER, forbidden: M.noStatementPermission };

export const params = z.object({ tenantId: z.uuid({ error: M.tenantNotFound }) });

/** The tenant-statements API resource: its endpoints, each with its access rule and schemas. */
export const tenantStatementsContract = defineContract({
  name: 'tenant-statements',
  path: '/api/tenant-statements/get',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/tenant-statements/get/:tenantId',
      access: READER_CONFIG,
      operationId: 'tenantStatementsGetByTenantId',
      summary: 'Get tenant statement by tenant id',
      params: params,
      answers: tenantStatementsAnswers.get,
    },
  },
});
