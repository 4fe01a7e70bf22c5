import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../server/db/schema';
import { jobRuns } from '../../server/db/schema';
import { invoiceJob } from '../../server/jobs/invoiceJob';
import { startInProcessRunner } from '../../server/jobs/inProcessRunner';
import { eventually } from './processHelpers';
import { buildContract, createTenant, post, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, startTestApp } from './testApp';
import { makeContract, monthStart, makeUnit } from '../support/make';

/** Invoices appear without anyone pressing Generate: at approval, and by the job inside the server. */
describe.each(databaseKinds())('invoices issued by themselves (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const invoicesOf = (contractId: string) =>
    app().ctx.db.select().from(invoices).where(eq(invoices.contractId, contractId)).orderBy(invoices.period);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('bills an approved contract at once, from its start month to this month', async () => {
    const tenantId = await createTenant(app(), tok.landlord);
    const { unitId } = await makeUnit(app(), 'landlord@example.com', '420.000');
    const created = await post(
      app(),
      tok.landlord,
      '/api/contracts/create',
      buildContract(tenantId, unitId, { startDate: monthStart(app(), -1), monthlyRent: '420.000' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ data: { id: string } }>().data;
    expect(await invoicesOf(id)).toHaveLength(0); // a request owes nothing yet
    const approved = await post(app(), tok.landlord, `/api/contracts/approve/${id}`);
    expect(approved.statusCode, approved.body).toBe(200);
    const issued = await invoicesOf(id);
    expect(issued.map((i) => i.period)).toEqual([monthStart(app(), -1), monthStart(app(), 0)]);
    expect(issued.every((i) => i.total === '420.000' && i.tenantId === tenantId)).toBe(true);
  });

  it('the server job issues what is due and stops cleanly', async () => {
    const { contractId } = await makeContract(app(), { startDate: monthStart(app(), -2) });
    const ctx = { ...app().ctx, config: { ...app().ctx.config, invoiceJobMinutes: 60 } };
    const runner = startInProcessRunner(
      { ctx, log: app().log, instanceId: 'test', secrets: [] },
      [invoiceJob],
      {
        limit: 0,
        delaySeconds: 1,
      },
    );
    const ran = () => app().ctx.db.select().from(jobRuns).where(eq(jobRuns.name, invoiceJob.name));
    // The run that starts with the job, recorded once it has finished.
    expect(await eventually(async () => (await ran()).some((r) => r.result === 'ok'), 30_000)).toBe(true);
    await runner.stop();
    expect(await invoicesOf(contractId)).toHaveLength(3);
  });
});
