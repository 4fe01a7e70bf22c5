import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { jobRunListQuerySchema } from '../../domain/jobSchemas';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';
import { pageOffset } from '../http/listAnswer';

/** Each job's latest run (one row per job name that ever ran). */
export function latestRunPerJob(db: Database) {
  return db
    .selectDistinctOn([jobRuns.name], {
      name: jobRuns.name,
      startedAt: jobRuns.startedAt,
      result: jobRuns.result,
      error: jobRuns.error,
    })
    .from(jobRuns)
    .orderBy(jobRuns.name, desc(jobRuns.startedAt));
}

/** How many runs of each job failed after `since`. */
export function failuresPerJobSince(db: Database, since: Date) {
  return db
    .select({ name: jobRuns.name, failed: sql<number>`count(*)::int` })
    .from(jobRuns)
    .where(and(eq(jobRuns.result, 'failed'), gt(jobRuns.startedAt, since)))
    .groupBy(jobRuns.name);
}

export type JobRunListQuery = Pick<
  z.infer<typeof jobRunListQuerySchema>,
  'page' | 'pageSize' | 'name' | 'result' | 'order'
>;

/** One page of job runs (one row per attempt), of one job or all, of one result or all, by start. */
export async function listJobRuns(db: Database, query: JobRunListQuery) {
  const { page, pageSize, name, result, order } = query;
  const filters: SQL[] = [];
  if (name) filters.push(eq(jobRuns.name, name));
  if (result) filters.push(eq(jobRuns.result, result));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = order === 'asc' ? asc : desc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(direction(jobRuns.startedAt), direction(jobRuns.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(jobRuns).where(where),
  ]);
  return { rows, total };
}
