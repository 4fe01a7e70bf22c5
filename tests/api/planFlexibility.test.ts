import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAN_FLEX_MESSAGES as M,
  type PlanRequestDetail,
  type PlanRequestItem,
} from '../../domain/planFlexibility';
import { DEFAULT_ROLE_PERMISSIONS } from '../../domain/roles';
import { mailOutbox, plans, roles } from '../../server/db/schema';
import { seedDemoPlanRequests } from '../../server/db/seedPlanRequests';
import { EMAILS, get, post, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, principalChangesArrived, startTestApp } from './testApp';
import { userId } from '../support/make';

interface ListBody {
  items: PlanRequestItem[];
  total: number;
}
type One = { message: string; data: PlanRequestDetail };

const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** Issue 21 item 6: plan flexibility, a landlord's request and the platform's answer and move. */
describe.each(databaseKinds())('plan flexibility (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  let planId: Record<'Starter' | 'Professional' | 'Enterprise', string>;

  const mailsTo = async (email: string) =>
    t.app.ctx.db
      .select({ subject: mailOutbox.subject, body: mailOutbox.textBody, template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt));
  const ask = async (who: Who, payload: Record<string, unknown>) => {
    const res = await post(t.app, tok[who], '/api/plan-flexibility/create', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<One>().data;
  };
  const askEnterprise = (who: Who = 'landlord') =>
    ask(who, { kind: 'plan_change', planId: planId.Enterprise, message: 'Adding a building.' });
  const managerPermissions = async (names: string[]) => {
    await t.app.ctx.db
      .update(roles)
      .set({ permissions: names.map((name) => ({ name, show_on_menu: true })) })
      .where(eq(roles.key, 'manager'));
    t.app.ctx.principals.forgetAll();
    await principalChangesArrived(t.app);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    expect(await seedDemoPlanRequests(t.app.ctx.db, new Date(t.app.ctx.now()))).toBe(true);
    const rows = await t.app.ctx.db.select({ id: plans.id, name: plans.name }).from(plans);
    planId = Object.fromEntries(rows.map((r) => [r.name, r.id])) as typeof planId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('demo data: the demo landlord has one answered (declined) request and one open one', async () => {
    const list = (await get(t.app, tok.landlord, '/api/plan-flexibility/list')).json<ListBody>();
    expect(list.items.map((i) => [i.kind, i.state, i.answers])).toEqual([
      ['plan_change', 'open', 0],
      ['custom_plan', 'declined', 1],
    ]);
    const declined = (
      await get(t.app, tok.landlord, `/api/plan-flexibility/get/${list.items[1]!.id}`)
    ).json<One>().data;
    expect(declined).toMatchObject({ units: 60, managers: 6, nextStates: [] });
    expect(declined.thread).toEqual([
      expect.objectContaining({ fromPlatform: true, stateFrom: 'open', stateTo: 'declined' }),
    ]);
    expect(declined.thread[0]!.author.name).toBe('Sara Al-Mutairi');
    expect(await seedDemoPlanRequests(t.app.ctx.db)).toBe(false);
  });

  it('a landlord asks for a custom plan; the platform is mailed a link; the super admin lists and filters', async () => {
    const res = await post(t.app, tok.landlord, '/api/plan-flexibility/create', {
      kind: 'custom_plan',
      units: 120,
      managers: 8,
      message: 'Three towers in Fintas need one plan.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<One>();
    expect(created.message).toBe(M.created);
    expect(created.data).toMatchObject({
      kind: 'custom_plan',
      state: 'open',
      units: 120,
      managers: 8,
      landlordName: 'Khaled Al-Sabah',
      requestedBy: { role: 'landlord' },
      thread: [],
      nextStates: ['accepted', 'declined'],
    });
    const [mail] = await mailsTo(EMAILS.super);
    expect(mail!.template).toBe('plan-request-new');
    expect(mail!.subject).toContain('a custom plan of 120 units and 8 managers');
    expect(mail!.body).toContain('Three towers in Fintas');
    expect(mail!.body).toContain(`/admin-panel/feedback?section=plan-flexibility&request=${created.data.id}`);

    const other = await askEnterprise('landlord2');
    const all = (
      await get(t.app, tok.super, '/api/super/plan-flexibility/list?pageSize=100')
    ).json<ListBody>();
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([created.data.id, other.id]));
    const landlord2 = await userId(t.app, EMAILS.landlord2);
    const onlyTwo = (
      await get(t.app, tok.super, `/api/super/plan-flexibility/list?landlordId=${landlord2}&pageSize=100`)
    ).json<ListBody>();
    expect(onlyTwo.items.length).toBeGreaterThan(0);
    expect(onlyTwo.items.every((i) => i.landlordId === landlord2)).toBe(true);
    const declined = (
      await get(t.app, tok.super, '/api/super/plan-flexibility/list?state=declined&pageSize=100')
    ).json<ListBody>();
    expect(declined.items.map((i) => i.state)).toEqual(['declined']);
    const bad = await get(t.app, tok.super, '/api/super/plan-flexibility/list?state=done');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.stateChoice);
  });

  it('refuses a request with clear messages: units, managers, message, plan', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const res = await post(t.app, tok.landlord, '/api/plan-flexibility/create', payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json<{ message: string }>().message;
    };
    const missing = await refused({ kind: 'custom_plan', message: 'short' });
    for (const m of [M.units, M.managers, M.messageShort]) expect(missing).toContain(m);
    for (const units of [0, -3, 1.5, 10_001, '12'])
      expect(await refused({ kind: 'custom_plan', units, managers: 2, message: 'A plan for us.' })).toBe(
        M.units,
      );
    expect(await refused({ kind: 'custom_plan', units: 20, managers: 0, message: 'A plan for us.' })).toBe(
      M.managers,
    );
    expect(await refused({ kind: 'custom_plan', units: 20, managers: 2, message: 'x'.repeat(2001) })).toBe(
      M.messageLong,
    );
    expect(await refused({ kind: 'plan_change' })).toBe(M.planRequired);
    expect(await refused({ kind: 'upgrade', planId: planId.Starter })).toBe(M.kindRequired);
    expect(await refused({ kind: 'plan_change', planId: NOWHERE })).toBe(M.planNotOnSale);
  });

  it('ownership: another landlord meets 404; a tenant 403; a manager reads with the permission only', async () => {
    const mine = await askEnterprise();
    expect((await get(t.app, tok.landlord2, `/api/plan-flexibility/get/${mine.id}`)).statusCode).toBe(404);
    const theirs = (
      await get(t.app, tok.landlord2, '/api/plan-flexibility/list?pageSize=100')
    ).json<ListBody>();
    expect(theirs.items.some((i) => i.id === mine.id)).toBe(false);
    for (const url of ['/api/plan-flexibility/list', `/api/plan-flexibility/get/${mine.id}`])
      expect((await get(t.app, tok.tenant, url)).statusCode, url).toBe(403);
    expect((await post(t.app, tok.tenant, '/api/plan-flexibility/create', {})).statusCode).toBe(403);
    for (const who of ['landlord', 'manager', 'tenant'] as const) {
      expect((await get(t.app, tok[who], '/api/super/plan-flexibility/list')).statusCode, who).toBe(403);
      const answer = await post(t.app, tok[who], `/api/super/plan-flexibility/${mine.id}/answer`, {
        message: 'Yes',
        decision: 'accept',
      });
      expect(answer.statusCode, who).toBe(403);
    }
    // Managers do not hold View Plan Flexibility by default; granted it, they read their landlord's.
    expect((await get(t.app, tok.manager, '/api/plan-flexibility/list')).statusCode).toBe(403);
    try {
      await managerPermissions([
        ...DEFAULT_ROLE_PERMISSIONS.manager.map((p) => p.name),
        'View Plan Flexibility',
      ]);
      const seen = (
        await get(t.app, tok.manager, '/api/plan-flexibility/list?pageSize=100')
      ).json<ListBody>();
      expect(seen.items.map((i) => i.id)).toContain(mine.id);
      expect(seen.items.every((i) => i.landlordId === mine.landlordId)).toBe(true);
      expect((await get(t.app, tok.manager, `/api/plan-flexibility/get/${mine.id}`)).statusCode).toBe(200);
      // Asking stays the landlord's own.
      const asked = await post(t.app, tok.manager, '/api/plan-flexibility/create', {
        kind: 'plan_change',
        planId: planId.Starter,
      });
      expect(asked.statusCode).toBe(403);
    } finally {
      await managerPermissions(DEFAULT_ROLE_PERMISSIONS.manager.map((p) => p.name));
    }
  });

  it('the super admin answers: a reply keeps it open, accept decides it once; the landlord is mailed', async () => {
    const request = await askEnterprise();
    const answer = (body: Record<string, unknown>) =>
      post(t.app, tok.super, `/api/super/plan-flexibility/${request.id}/answer`, body);
    const empty = await answer({ message: '  ', decision: 'accept' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(M.answerRequired);
    const reply = await answer({ message: 'From which date do you need it?' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<One>().data.state).toBe('open');
    const [asked] = await mailsTo(EMAILS.landlord);
    expect(asked).toMatchObject({
      template: 'plan-request-answer',
      subject: 'An answer to your plan request',
    });
    expect(asked!.body).toContain('From which date do you need it?');

    const accepted = await answer({ message: 'Accepted: we move you today.', decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<One>()).toMatchObject({
      message: M.answered,
      data: { state: 'accepted', nextStates: [] },
    });
    const [decided] = await mailsTo(EMAILS.landlord);
    expect(decided!.subject).toBe('Your plan request was accepted');
    const again = await answer({ message: 'No after all.', decision: 'decline' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.decided('accepted'));
    const thread = (await get(t.app, tok.landlord, `/api/plan-flexibility/get/${request.id}`)).json<One>()
      .data.thread;
    expect(thread.map((e) => [e.body, e.stateFrom, e.stateTo])).toEqual([
      ['From which date do you need it?', null, null],
      ['Accepted: we move you today.', 'open', 'accepted'],
    ]);
    expect(
      (await post(t.app, tok.super, `/api/super/plan-flexibility/${NOWHERE}/answer`, { message: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('moves the landlord to a plan now or at period end through the subscriptions service', async () => {
    // landlord2 has no subscription yet: moving it now puts it on the plan.
    const request = await ask('landlord2', { kind: 'plan_change', planId: planId.Starter });
    const move = (id: string, body: Record<string, unknown>) =>
      post(t.app, tok.super, `/api/super/plan-flexibility/${id}/move`, body);
    const noWhen = await move(request.id, { planId: planId.Starter });
    expect(noWhen.statusCode).toBe(422);
    expect(noWhen.json().message).toBe(M.moveTimeRequired);
    const now = await move(request.id, { planId: planId.Starter, at: 'now' });
    expect(now.statusCode, now.body).toBe(200);
    const moved = now.json<One>();
    expect(moved.message).toBe('The landlord is now on Starter.');
    expect(moved.data.state).toBe('accepted');
    expect(moved.data.subscription).toMatchObject({ planName: 'Starter', pendingPlanName: null });
    expect(moved.data.thread.at(-1)).toMatchObject({
      planName: 'Starter',
      moveAt: 'now',
      stateTo: 'accepted',
    });
    const options = (await get(t.app, tok.landlord2, '/api/plan-flexibility/options')).json<{
      data: { subscription: { planName: string } | null; plans: { name: string }[] };
    }>().data;
    expect(options.subscription?.planName).toBe('Starter');
    expect(options.plans.map((p) => p.name)).toEqual(expect.arrayContaining(['Starter', 'Enterprise']));
    const [mail] = await mailsTo(EMAILS.landlord2);
    expect(mail).toMatchObject({ template: 'plan-request-moved', subject: 'Your plan is now Starter' });

    // Asking for the plan it is on is refused; at period end the move waits as the pending plan.
    const same = await post(t.app, tok.landlord2, '/api/plan-flexibility/create', {
      kind: 'plan_change',
      planId: planId.Starter,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(M.samePlan);
    const later = await ask('landlord2', { kind: 'plan_change', planId: planId.Enterprise });
    const atEnd = await move(later.id, { planId: planId.Enterprise, at: 'period_end' });
    expect(atEnd.statusCode, atEnd.body).toBe(200);
    const waiting = atEnd.json<One>();
    expect(waiting.data.subscription).toMatchObject({ planName: 'Starter', pendingPlanName: 'Enterprise' });
    expect(waiting.message).toMatch(/^The landlord moves to Enterprise on \d{2}-\d{2}-\d{4}\.$/);
    expect(waiting.data.thread.at(-1)!.effectiveAt).toBe(waiting.data.subscription!.periodEnd);

    // A declined request moves no one.
    const no = await askEnterprise('landlord2');
    await post(t.app, tok.super, `/api/super/plan-flexibility/${no.id}/answer`, {
      message: 'No.',
      decision: 'decline',
    });
    const refused = await move(no.id, { planId: planId.Enterprise, at: 'now' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.declinedNoMove);
  });
});
