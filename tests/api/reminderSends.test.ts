import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSends } from '../../server/db/schema';
import { claimReminderStep } from '../../server/services/reminderSends';
import { databaseKinds, startTestApp } from './testApp';
import { issueInvoices, makeContract, makeTenant, monthStart } from '../support/make';

/* Issue 35 item 3: one step of one invoice is claimed once, even by racing callers. */
describe.each(databaseKinds())('reminder steps claimed once (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives a step to one of two racing claims, and never again; other steps stay free', async () => {
    const tenantId = await makeTenant(t.app, 'landlord2@example.com', 'Reminder Racer');
    const made = await makeContract(t.app, {
      landlordEmail: 'landlord2@example.com',
      tenantId,
      rent: '300.000',
      startDate: monthStart(t.app, 0),
      dueDay: 5,
    });
    const [invoice] = await issueInvoices(t.app, made.landlordId, made.contractId);
    const id = invoice!.id;
    const db = t.app.ctx.db;

    const raced = await Promise.all([claimReminderStep(db, id, -3), claimReminderStep(db, id, -3)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await claimReminderStep(db, id, -3)).toBe(false);
    expect(await claimReminderStep(db, id, 0)).toBe(true);
    const rows = await db.select().from(reminderSends).where(eq(reminderSends.invoiceId, id));
    expect(rows.map((r) => r.step).sort((a, b) => a - b)).toEqual([-3, 0]);
  });
});
