import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, type JobItem } from '../../domain/jobSchemas';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { countingJob, flakyJob, LEAKED_PASSWORD, listRuns, QUICK_JOB_ENV } from './jobFixtures';
import { eventually } from './processHelpers';
import { databaseKinds, startTestApp } from './testApp';

/**
 * Every run of a scheduled job is recorded, on either runner (in-process on PGlite, pg-boss on
 * PostgreSQL): each attempt with its result and error; the super admin lists them, and "Run now"
 * carries the request's id into the run's record and log lines.
 */
describe.each(databaseKinds())('job runs (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const logLines: Record<string, unknown>[] = [];
  const counted: { at: number }[] = [];
  const flaky = flakyJob('test-flaky', 1);
  const daily = {
    ...countingJob('test-daily', 24 * 60 * 60_000, counted),
    schedule: { everyMs: () => 86_400_000, firstAfterMs: 60 * 60_000 },
  };
  const off = { ...countingJob('test-off', 0, []), schedule: { everyMs: () => 0, firstAfterMs: 0 } };

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp(kind, {
      env: QUICK_JOB_ENV,
      jobs: [flaky, daily, off],
      logStream,
      logLevel: 'info',
    });
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a failed attempt and its retry, the error without the password', async () => {
    expect(
      await eventually(
        async () => (await listRuns(t.app, tok.super, 'name=test-flaky')).some((r) => r.result === 'ok'),
        20_000,
      ),
    ).toBe(true);
    const runs = await listRuns(t.app, tok.super, 'name=test-flaky&order=asc');
    expect(runs.map((r) => [r.attempt, r.result])).toEqual([
      [1, 'failed'],
      [2, 'ok'],
    ]);
    expect(runs[0]!.error).toBe('could not reach postgres://***@db.internal:5432/rentals (attempt 1)');
    expect(runs[1]!.error).toBeNull();
    expect(Date.parse(runs[1]!.startedAt) - Date.parse(runs[0]!.startedAt)).toBeGreaterThanOrEqual(1_000);
    expect(runs.every((r) => r.finishedAt !== null && r.instanceId.length > 0)).toBe(true);
    // The log says the same, secrets cut too.
    const failedLine = logLines.find((l) => l.msg === 'job run failed' && l.runId === runs[0]!.id);
    expect(failedLine).toMatchObject({ error: runs[0]!.error, job: 'test-flaky', attempt: 1 });
    expect(JSON.stringify(logLines)).not.toContain(LEAKED_PASSWORD);
    const failures = await listRuns(t.app, tok.super, 'result=failed');
    expect(failures.map((r) => r.name)).toEqual(['test-flaky']);
  });

  it('lists every job with its period, next and last run, and its failures of the day', async () => {
    const res = await get(t.app, tok.super, '/api/super/jobs/list');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: JobItem[] }>().items;
    expect(items.map((j) => j.id)).toEqual(['test-flaky', 'test-daily', 'test-off']);
    const [flakyItem, dailyItem, offItem] = items;
    expect(flakyItem).toMatchObject({ everyMinutes: 60, failuresLastDay: 1, lastRun: { result: 'ok' } });
    // Daily runs fall on 00:00 UTC: the next is tomorrow's.
    expect(dailyItem!.nextRunAt).toBe(
      new Date(Math.ceil((Date.now() + 1) / 86_400_000) * 86_400_000).toISOString(),
    );
    expect(dailyItem!.lastRun).toBeNull();
    expect(offItem).toMatchObject({ everyMinutes: 0, nextRunAt: null, lastRun: null });
  });

  it("Run now carries the request's id into the run's record and every log line of the run", async () => {
    const res = await post(t.app, tok.super, '/api/super/jobs/run/test-daily');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: JOB_MESSAGES.queued });
    const requestId = String(res.headers['x-request-id']);
    let runId = '';
    expect(
      await eventually(async () => {
        const run = (await listRuns(t.app, tok.super, 'name=test-daily')).find(
          (r) => r.requestId === requestId,
        );
        runId = run?.result === 'ok' ? run.id : '';
        return runId !== '';
      }, 20_000),
    ).toBe(true);
    expect(counted).toHaveLength(1);
    const finished = logLines.find((l) => l.msg === 'job run finished' && l.runId === runId);
    expect(finished).toMatchObject({ reqId: requestId, job: 'test-daily', attempt: 1 });
    // The request's own line and the run's share the id: one search finds both.
    expect(logLines.some((l) => l.reqId === requestId && l.msg === 'job run asked for by hand')).toBe(true);
  });

  it('refuses an unknown job (404), a job that is off (409), and anyone but the super admin (403)', async () => {
    expect((await post(t.app, tok.super, '/api/super/jobs/run/no-such-job')).statusCode).toBe(404);
    const offRes = await post(t.app, tok.super, '/api/super/jobs/run/test-off');
    expect(offRes.statusCode).toBe(409);
    expect(offRes.json()).toMatchObject({ message: JOB_MESSAGES.notScheduled });
    for (const who of ['landlord', 'manager', 'tenant'] as const) {
      expect((await post(t.app, tok[who], '/api/super/jobs/run/test-daily')).statusCode, who).toBe(403);
    }
    expect(counted).toHaveLength(1);
  });
});
