import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobRunListQuerySchema } from '../../domain/jobSchemas';
import type { AppContext } from '../context';
import { listAnswer } from '../http/listAnswer';
import { listJobRuns } from '../services/jobRunQueries';
import { jobsAnswers } from '../../domain/contracts/answers/jobs';

/**
 * GET /api/super/job-runs/list: every run of every job (one row per attempt), newest first, of one
 * job or all, of one result or all ("failed" lists the failures). Super admin only.
 */
export const jobRunsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/super/job-runs/list',
      {
        config: { roles: ['super_admin'] },
        schema: { querystring: jobRunListQuerySchema, response: jobsAnswers.jobRunList },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listJobRuns(ctx.db, request.query);
        const items = rows.map((row) => ({
          id: row.id,
          name: row.name,
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          result: row.result,
          error: row.error,
          attempt: row.attempt,
          instanceId: row.instanceId,
          requestId: row.requestId,
        }));
        return listAnswer(items, total, { page, pageSize });
      },
    );
  };
