import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobRunListQuerySchema } from '../../domain/jobSchemas';
import type { AppContext } from '../context';
import { jobRuns } from '../db/schema';
import { listAnswer, pageOffset } from '../http/listAnswer';
import { jobsAnswers } from '../answers/jobs';

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
        const { page, pageSize, name, result, order } = request.query;
        const filters: SQL[] = [];
        if (name) filters.push(eq(jobRuns.name, name));
        if (result) filters.push(eq(jobRuns.result, result));
        const where = filters.length > 0 ? and(...filters) : undefined;
        const direction = order === 'asc' ? asc : desc;
        const [rows, [{ total } = { total: 0 }]] = await Promise.all([
          ctx.db
            .select()
            .from(jobRuns)
            .where(where)
            .orderBy(direction(jobRuns.startedAt), direction(jobRuns.id))
            .limit(pageSize)
            .offset(pageOffset({ page, pageSize })),
          ctx.db.select({ total: count() }).from(jobRuns).where(where),
        ]);
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
