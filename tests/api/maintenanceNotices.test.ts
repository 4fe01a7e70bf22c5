import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../server/db/schema';
import { tokensOf, type Who } from './contractFixtures';
import { move, reported, tenantContract } from './maintenanceFixtures';
import { databaseKinds, startTestApp, type TestApp, type TestDatabase } from './testApp';

/*
 * Issue 35 item 2: a maintenance request's new status reaches its tenant on the tenant's own
 * channel (beside the mail it already got), in the tenant's language, the status in words. The
 * tenant is not told of a move it made itself.
 */
describe.each(databaseKinds())('maintenance status messages (%s)', (kind) => {
  let t: TestApp & { database: TestDatabase };
  let tok: Record<Who, string>;
  const setLanguage = (locale: string) =>
    t.app.ctx.db.update(users).set({ locale }).where(eq(users.email, 'tenant@example.com'));
  const messagesAbout = (requestId: string) =>
    t.app.ctx.db.select().from(messages).where(eq(messages.requestId, requestId)).orderBy(messages.queuedAt);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
    await t?.close();
  });

  it('tells the tenant each new status in its language, on its channel', async () => {
    await setLanguage('ar');
    const contract = await tenantContract(t.app);
    const { id, title } = await reported(t.app, tok.tenant, { unit_id: contract.unitId });
    expect(await messagesAbout(id)).toEqual([]);

    const moved = await move(t.app, tok.manager, id, { status: 'IN_PROGRESS' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [arabic] = await messagesAbout(id);
    expect(arabic).toMatchObject({
      template: 'maintenanceStatusChanged',
      kind: 'notice',
      language: 'ar',
      channel: 'whatsapp',
    });
    expect(arabic!.body).toContain(String(title));
    expect(arabic!.body).toContain('قيد التنفيذ');
    expect(arabic!.body).not.toContain('IN_PROGRESS');

    await setLanguage('en');
    await move(t.app, tok.manager, id, { status: 'COMPLETED' });
    const sent = await messagesAbout(id);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.language).toBe('en');
    expect(sent[1]!.body).toContain(`"${String(title)}" is now: Completed.`);
  });
});
