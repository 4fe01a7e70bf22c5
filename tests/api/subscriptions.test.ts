import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS, get, post, tokensOf, type Who } from './contractFixtures';
import {
  activeOn,
  approvedLandlord,
  overview,
  planId,
  propertyWithUnits,
  runJob,
} from './subscriptionFixtures';
import { databaseKinds, login, startTestApp } from './testApp';

/*
 * Issue 21 item 4: a landlord's subscription — the trial an approval starts, upgrades at once and
 * downgrades at period end, cancelling at period end (spec section 7's call, for the landlord
 * itself only), the past-due block after 7 days, and the plan's unit limit.
 */
const DAY_MS = 86_400_000;

describe.each(databaseKinds())('subscriptions (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.clock.reset());

  it('starts an approved landlord on a 14-day trial of the recommended plan', async () => {
    const before = t.clock.now();
    const landlord = await approvedLandlord(t.app, tok.super);
    const { subscription } = await overview(t.app, landlord.token);
    expect(subscription).toMatchObject({
      state: 'trialing',
      planName: 'Professional',
      cancelAtPeriodEnd: false,
    });
    const trialDays =
      (Date.parse(subscription!.currentPeriodEnd) - Date.parse(subscription!.currentPeriodStart)) / DAY_MS;
    expect(trialDays).toBe(14);
    expect(Date.parse(subscription!.currentPeriodStart)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('applies an upgrade at once (billing the rest of the period) and a downgrade at period end', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const active = await activeOn(t.app, landlord, tok.super, 'Starter');
    expect(active.subscription).toMatchObject({ state: 'active', planName: 'Starter' });
    const up = await post(t.app, landlord.token, '/api/subscriptions/change-plan', {
      planId: await planId(t.app, 'Professional'),
      cycle: 'monthly',
    });
    expect(up.statusCode).toBe(200);
    const upBody = up.json<{
      message: string;
      data: { subscription: { planName: string }; invoice: { kind: string; amount: string } };
    }>();
    expect(upBody.message).toBe('Your plan was upgraded.');
    expect(upBody.data.subscription.planName).toBe('Professional');
    // The difference (29.000 - 12.000) for the whole period just begun, to the fils.
    expect(upBody.data.invoice.kind).toBe('upgrade');
    expect(Number(upBody.data.invoice.amount)).toBeGreaterThan(16.9);
    expect(Number(upBody.data.invoice.amount)).toBeLessThanOrEqual(17);

    const down = await post(t.app, landlord.token, '/api/subscriptions/change-plan', {
      planId: await planId(t.app, 'Starter'),
      cycle: 'monthly',
    });
    expect(down.statusCode).toBe(200);
    const still = (await overview(t.app, landlord.token)).subscription!;
    expect(still).toMatchObject({ planName: 'Professional', pendingPlanName: 'Starter' });
    expect(down.json<{ message: string }>().message).toMatch(
      /^Your plan moves to Starter on \d{2}-\d{2}-\d{4}\.$/,
    );

    // The period ends: the next one is on Starter.
    const periodEnd = Date.parse(still.currentPeriodEnd);
    const screen = await overview(t.app, landlord.token);
    for (const invoice of screen.invoices.filter((i) => i.status === 'unpaid')) {
      await post(t.app, tok.super, `/api/super/subscriptions/invoices/mark-paid/${invoice.id}`);
    }
    await runJob(t.app, periodEnd - 2 * DAY_MS);
    const renewal = (await overview(t.app, landlord.token)).invoices.find((i) => i.kind === 'renewal');
    expect(renewal).toMatchObject({ planName: 'Starter', amount: '12.000', status: 'unpaid' });
    await post(t.app, tok.super, `/api/super/subscriptions/invoices/mark-paid/${renewal!.id}`);
    await runJob(t.app, periodEnd + 1000);
    expect((await overview(t.app, landlord.token)).subscription).toMatchObject({
      state: 'active',
      planName: 'Starter',
      pendingPlanName: null,
    });
  });

  it('cancels at period end for the landlord itself only, keeping access until then', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const other = await approvedLandlord(t.app, tok.super);
    await activeOn(t.app, landlord, tok.super, 'Starter');
    const mine = (await overview(t.app, landlord.token)).subscription!;
    const theirs = (await overview(t.app, other.token)).subscription!;

    const refused = await post(
      t.app,
      landlord.token,
      `/api/subscriptions/subscribed-landlords/cancel/${theirs.id}`,
    );
    expect(refused.statusCode).toBe(404);
    expect((await overview(t.app, other.token)).subscription!.cancelAtPeriodEnd).toBe(false);
    expect(
      (await post(t.app, tok.tenant, `/api/subscriptions/subscribed-landlords/cancel/${mine.id}`)).statusCode,
    ).toBe(403);

    const cancelled = await post(
      t.app,
      landlord.token,
      `/api/subscriptions/subscribed-landlords/cancel/${mine.id}`,
    );
    expect(cancelled.statusCode).toBe(200);
    const body = cancelled.json<{ message: string; data: { state: string; cancelAtPeriodEnd: boolean } }>();
    expect(body.data).toMatchObject({ state: 'active', cancelAtPeriodEnd: true });
    expect(body.message).toMatch(
      /^Your subscription is cancelled\. You keep access until \d{2}-\d{2}-\d{4}\.$/,
    );

    // Until the end: still creates. After: expired, reads but cannot create.
    const end = Date.parse(mine.currentPeriodEnd);
    await runJob(t.app, end - DAY_MS);
    expect(
      (await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(2))).statusCode,
    ).toBe(200);
    await runJob(t.app, end + 1000);
    expect((await overview(t.app, landlord.token)).subscription!.state).toBe('expired');
    const blocked = await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(1));
    expect(blocked.statusCode).toBe(402);
    expect((await get(t.app, landlord.token, '/api/properties/list')).statusCode).toBe(200);
  });

  it('blocks creating after 7 days past due, not before, while reading goes on', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const active = (await activeOn(t.app, landlord, tok.super, 'Starter')).subscription!;
    const end = Date.parse(active.currentPeriodEnd);
    await runJob(t.app, end + 1000);
    const pastDue = await overview(t.app, landlord.token);
    expect(pastDue.subscription).toMatchObject({ state: 'past_due', creationBlock: null });

    // Moving the clock expires the tokens: the landlord signs in again at each moment.
    t.clock.advance(end + 6 * DAY_MS - t.clock.now());
    landlord.token = (await login(t.app, landlord.email)).data.access_token;
    expect(
      (await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(1))).statusCode,
    ).toBe(200);

    t.clock.advance(2 * DAY_MS + 1000);
    landlord.token = (await login(t.app, landlord.email)).data.access_token;
    const blocked = await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(1));
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json<{ message: string }>().message).toBe(
      'Your subscription has been past due for more than 7 days, so you can view your data but not add to it. Pay the open subscription invoice under Subscription to continue.',
    );
    expect((await get(t.app, landlord.token, '/api/properties/list')).statusCode).toBe(200);
    expect((await overview(t.app, landlord.token)).subscription!.creationBlock).toBe('past_due');

    // Paid: creating works again.
    const open = (await overview(t.app, landlord.token)).invoices.find((i) => i.status === 'unpaid');
    const superToken = (await login(t.app, EMAILS.super)).data.access_token;
    const paid = await post(t.app, superToken, `/api/super/subscriptions/invoices/mark-paid/${open!.id}`);
    expect(paid.statusCode).toBe(200);
    expect((await overview(t.app, landlord.token)).subscription!.state).toBe('active');
    expect(
      (await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(1))).statusCode,
    ).toBe(200);
  });

  it("names the plan's unit limit and the plan that allows more", async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    await activeOn(t.app, landlord, tok.super, 'Starter');
    expect(
      (await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(8))).statusCode,
    ).toBe(200);
    const over = await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(3));
    expect(over.statusCode).toBe(422);
    expect(over.json<{ message: string }>().message).toBe(
      'Your plan Starter allows 10 units. Professional allows 50.',
    );
    expect(
      (await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(2))).statusCode,
    ).toBe(200);
  });
});
