import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One run of a scheduled job (server/jobs/registry.ts), whichever runner ran it: pg-boss on
 * PostgreSQL or the in-process timer on PGlite. `result` is 'running' until the run ends, then
 * 'ok' or 'failed' with the error's message (secrets cut, server/jobs/safeError.ts). A retry is a
 * row of its own with the next `attempt`.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The scheduled moment this run is for (the start of its period); null when run by hand. */
    slotAt: timestamp('slot_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: text('result', { enum: ['running', 'ok', 'failed'] })
      .notNull()
      .default('running'),
    error: text('error'),
    attempt: integer('attempt').notNull().default(1),
    /** Which server process ran it (server/jobs/instanceId.ts). */
    instanceId: text('instance_id').notNull(),
    /** pg-boss's job id; null on the in-process runner. */
    queueJobId: text('queue_job_id'),
    /** The request that asked for this run (the super admin's "Run now"), for following it in the logs. */
    requestId: text('request_id'),
  },
  (t) => [
    index('job_runs_started_idx').on(t.startedAt.desc(), t.id),
    index('job_runs_name_started_idx').on(t.name, t.startedAt.desc()),
    index('job_runs_failed_idx')
      .on(t.startedAt.desc())
      .where(sql`${t.result} = 'failed'`),
    index('job_runs_name_slot_idx').on(t.name, t.slotAt),
  ],
);
