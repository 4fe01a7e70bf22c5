import { listAnswer } from '../http/listAnswer';
import { listJobRuns } from '../services/jobRunQueries';
import { jobRunsContract } from '../../domain/contracts/job-runs';
import { contractRoutes } from '../http/contractRoutes';

/**
 * GET /api/super/job-runs/list: every run of every job (one row per attempt), newest first, of one
 * job or all, of one result or all ("failed" lists the failures). Super admin only.
 */
export const jobRunsRoutes = contractRoutes(jobRunsContract, async (ctx) => {
  return {
    get: async (request) => {
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
  };
});
