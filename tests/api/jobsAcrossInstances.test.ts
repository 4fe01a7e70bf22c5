import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobItem } from '../../domain/jobSchemas';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { get, tokensOf } from './contractFixtures';
import { countingJob, flakyJob, LEAKED_PASSWORD, listRuns, QUICK_JOB_ENV } from './jobFixtures';
import { eventually } from './processHelpers';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from './testApp';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Issue 23 item 2's acceptance on PostgreSQL: two server instances, each with its own connections
 * to one database, schedule the same jobs. Each scheduled moment runs once, whichever instance gets
 * it; a failing run is retried with backoff, and the super admin sees each attempt and its error
 * through either instance.
 */
describe.skipIf(!postgresUrl)(
  'jobs across two instances on one PostgreSQL (skipped without TEST_DATABASE_URL: the queue is PostgreSQL)',
  () => {
    let database: TestDatabase;
    let secondHandle: DatabaseHandle;
    let one: TestApp;
    let two: TestApp;
    const ticks: { at: number }[] = [];
    const flaky = flakyJob('test-flaky', 2);
    const jobs = [countingJob('test-tick', 1500, ticks), flaky];

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      // The second instance's own pool on the same database, as a second process would have.
      const url = database.handle.pool!.options.connectionString!;
      secondHandle = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
      [one, two] = await Promise.all([
        buildTestApp(database.handle, { env: QUICK_JOB_ENV, jobs }),
        buildTestApp(secondHandle, { env: QUICK_JOB_ENV, jobs }),
      ]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([one?.close(), two?.close()]);
      await secondHandle?.close();
      await database?.close();
    });

    it('runs a job scheduled on both instances for the same moment once', async () => {
      const token = (await tokensOf(one.app)).super;
      // Three moments (1.5 s apart), each asked for by both instances; a loaded machine may take longer.
      const okRuns = async () =>
        (await listRuns(two.app, token, 'name=test-tick&pageSize=100')).filter((r) => r.result === 'ok');
      expect(await eventually(async () => (await okRuns()).length >= 3, 25_000)).toBe(true);
      // Time for a duplicate, had either instance queued one, to be fetched and run (a poll is 0.5 s).
      await new Promise((r) => setTimeout(r, 2_500));
      const runs = await listRuns(two.app, token, 'name=test-tick&pageSize=100&order=asc');
      expect(runs.every((r) => r.result !== 'failed')).toBe(true);
      // Handler calls so far (each is made after its run's row is written), then the rows: one per moment.
      const called = ticks.length;
      const { rows } = await database.handle.pool!.query<{ runs: number; moments: number }>(
        `select count(*)::int as runs, count(distinct slot_at)::int as moments from job_runs where name = 'test-tick'`,
      );
      expect(rows[0]!.runs).toBeGreaterThanOrEqual(3);
      expect(rows[0]!.runs).toBe(rows[0]!.moments);
      expect(called).toBeLessThanOrEqual(rows[0]!.runs);
      expect(called).toBeGreaterThanOrEqual(3);
    }, 30_000);

    it('retries a failing job with backoff and shows the failures to the super admin, without the secret', async () => {
      const tokens = await tokensOf(two.app);
      const done = await eventually(async () => {
        const runs = await listRuns(one.app, tokens.super, 'name=test-flaky&order=asc');
        return runs.some((r) => r.result === 'ok');
      }, 20_000);
      expect(done).toBe(true);
      const runs = await listRuns(one.app, tokens.super, 'name=test-flaky&order=asc');
      expect(runs.map((r) => [r.attempt, r.result])).toEqual([
        [1, 'failed'],
        [2, 'failed'],
        [3, 'ok'],
      ]);
      expect(flaky.attempts).toBe(3);
      const [first, second, third] = runs.map((r) => Date.parse(r.startedAt));
      // pg-boss's backoff: 1–2 × the 1 s delay before the second attempt, 2–4 × before the third.
      expect(second! - first!).toBeGreaterThanOrEqual(1_000);
      expect(third! - second!).toBeGreaterThanOrEqual(2_000);
      expect(runs[0]!.error).toContain('could not reach postgres://***@db.internal:5432/rentals (attempt 1)');
      expect(JSON.stringify(runs)).not.toContain(LEAKED_PASSWORD);

      const failures = await listRuns(two.app, tokens.super, 'result=failed&pageSize=50');
      expect(failures.filter((r) => r.name === 'test-flaky')).toHaveLength(2);
      const jobsRes = await get(two.app, tokens.super, '/api/super/jobs/list');
      const flakyItem = jobsRes.json<{ items: JobItem[] }>().items.find((j) => j.id === 'test-flaky');
      expect(flakyItem).toMatchObject({
        failuresLastDay: 2,
        lastRun: { result: 'ok', error: null },
        everyMinutes: 60,
      });
      expect(Date.parse(flakyItem!.nextRunAt!)).toBeGreaterThan(Date.now());

      for (const who of ['landlord', 'manager', 'tenant'] as const) {
        expect((await get(one.app, tokens[who], '/api/super/job-runs/list')).statusCode, who).toBe(403);
        expect((await get(one.app, tokens[who], '/api/super/jobs/list')).statusCode, who).toBe(403);
      }
    }, 30_000);
  },
);
