import { systemConfigParamsSchema } from '../settingSchemas';
import { systemConfigAnswers } from './answers/system-config';
import { defineContract } from './contract';

/** The system-config API resource: its endpoints, each with its access rule and schemas. */
export const systemConfigContract = defineContract({
  name: 'system-config',
  path: '/api/get',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/get/:id',
      access: { public: true },
      operationId: 'getById',
      summary: 'Get the system configuration',
      params: systemConfigParamsSchema,
      answers: systemConfigAnswers.main,
    },
  },
});
