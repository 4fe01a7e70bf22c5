import { jobListQuerySchema, jobNameParamsSchema } from '../jobSchemas';
import { jobsAnswers } from './answers/jobs';
import { defineContract } from './contract';

/** The jobs API resource: its endpoints, each with its access rule and schemas. */
export const jobsContract = defineContract({
  name: 'jobs',
  path: '/api/super/jobs',
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/super/jobs/list',
      access: { roles: ['super_admin'] },
      operationId: 'superJobsList',
      summary: 'List jobs (super admin)',
      query: jobListQuerySchema,
      answers: jobsAnswers.jobList,
    },
    run: {
      method: 'POST',
      path: '/api/super/jobs/run/:name',
      access: { roles: ['super_admin'] },
      operationId: 'superJobsRunByName',
      summary: 'Run job by name (super admin)',
      params: jobNameParamsSchema,
      answers: jobsAnswers.runNow,
    },
  },
});
