import { jobRunListQuerySchema } from '../jobSchemas';
import { jobsAnswers } from './answers/jobs';
import { defineContract } from './contract';

/** The job-runs API resource: its endpoints, each with its access rule and schemas. */
export const jobRunsContract = defineContract({
  name: 'job-runs',
  path: '/api/super/job-runs/list',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/super/job-runs/list',
      access: { roles: ['super_admin'] },
      operationId: 'superJobRunsList',
      summary: 'List job runs (super admin)',
      query: jobRunListQuerySchema,
      answers: jobsAnswers.jobRunList,
    },
  },
});
