import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { periodEndOf } from '../../domain/subscriptionFlow';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { activeOn, approvedLandlord, overview, planId } from './subscriptionFixtures';
import { databaseKinds, login, startTestApp } from './testApp';

/*
 * Issue 31 item 1: a change of plan says beforehand what it bills, when and for which period
 * (GET /api/subscriptions/change-plan/quote, which changes nothing), and the billing cycle the
 * landlord chose is the one applied: an upgrade onto yearly billing is yearly at once.
 */
const DAY_MS = 86_400_000;

interface Quote {
  applies: string;
  cycle: string;
  planName: string;
  amountNow: string;
  credit: string;
  periodStart: string;
  periodEnd: string;
  price: string;
  renewsAt: string;
}

describe.each(databaseKinds())('a change of plan, quoted then applied on its cycle (%s)', (kind) => {
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

  const quote = async (token: string, plan: string, cycle: string) =>
    get(
      t.app,
      token,
      `/api/subscriptions/change-plan/quote?planId=${await planId(t.app, plan)}&cycle=${cycle}`,
    );

  it('quotes an upgrade onto yearly billing, then applies it yearly from now, billing the quoted amount', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const before = await activeOn(t.app, landlord, tok.super, 'Starter');
    const prices = before.plans as unknown as { name: string; monthlyPrice: string; yearlyPrice: string }[];
    const enterprise = prices.find((p) => p.name === 'Enterprise')!;
    const starter = prices.find((p) => p.name === 'Starter')!;
    // Ten days into the paid month: a third of it is used, the rest is credited.
    t.clock.advance(10 * DAY_MS);
    landlord.token = (await login(t.app, landlord.email)).data.access_token;

    const asked = await quote(landlord.token, 'Enterprise', 'yearly');
    expect(asked.statusCode).toBe(200);
    const q = asked.json<{ data: Quote }>().data;
    const start = Date.parse(before.subscription!.currentPeriodStart);
    const end = Date.parse(before.subscription!.currentPeriodEnd);
    const unused = (Number(starter.monthlyPrice) * (end - t.clock.now())) / (end - start);
    expect(q).toMatchObject({
      applies: 'now',
      cycle: 'yearly',
      planName: 'Enterprise',
      price: enterprise.yearlyPrice,
    });
    expect(Math.abs(Number(q.credit) - unused)).toBeLessThanOrEqual(0.002);
    expect(Number(q.amountNow)).toBeCloseTo(Number(enterprise.yearlyPrice) - Number(q.credit), 3);
    expect(Date.parse(q.periodEnd)).toBe(periodEndOf(Date.parse(q.periodStart), 'yearly'));
    expect(q.renewsAt).toBe(q.periodEnd);
    // Asking changes nothing.
    const unchanged = await overview(t.app, landlord.token);
    expect(unchanged.subscription).toMatchObject({ planName: 'Starter', billingCycle: 'monthly' });
    expect(unchanged.invoices).toHaveLength(before.invoices.length);

    const moved = await post(t.app, landlord.token, '/api/subscriptions/change-plan', {
      planId: await planId(t.app, 'Enterprise'),
      cycle: 'yearly',
    });
    expect(moved.statusCode).toBe(200);
    const body = moved.json<{
      message: string;
      data: {
        invoice: {
          kind: string;
          amount: string;
          billingCycle: string;
          periodStart: string;
          periodEnd: string;
        };
      };
    }>();
    expect(body.message).toBe('Your plan was upgraded.');
    const after = (await overview(t.app, landlord.token)).subscription!;
    expect(after).toMatchObject({
      state: 'active',
      planName: 'Enterprise',
      billingCycle: 'yearly',
      pendingPlanName: null,
    });
    const newStart = Date.parse(after.currentPeriodStart);
    expect(Date.parse(after.currentPeriodEnd)).toBe(periodEndOf(newStart, 'yearly'));
    expect(Math.abs(newStart - t.clock.now())).toBeLessThan(60_000);
    expect(body.data.invoice).toMatchObject({ kind: 'upgrade', billingCycle: 'yearly' });
    expect(Math.abs(Number(body.data.invoice.amount) - Number(q.amountNow))).toBeLessThanOrEqual(0.002);
    expect(Date.parse(body.data.invoice.periodEnd)).toBe(Date.parse(after.currentPeriodEnd));
  });

  it('quotes a cheaper plan for the end of the period, billing nothing now', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const before = await activeOn(t.app, landlord, tok.super, 'Professional');
    const asked = await quote(landlord.token, 'Starter', 'yearly');
    expect(asked.statusCode).toBe(200);
    const q = asked.json<{ data: Quote }>().data;
    const end = before.subscription!.currentPeriodEnd;
    expect(q).toMatchObject({
      applies: 'period_end',
      cycle: 'yearly',
      amountNow: '0.000',
      periodStart: end,
      renewsAt: end,
    });
    expect(Date.parse(q.periodEnd)).toBe(periodEndOf(Date.parse(end), 'yearly'));
  });

  it('refuses to quote the plan and cycle the landlord is already on, and answers landlords only', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    await activeOn(t.app, landlord, tok.super, 'Starter');
    const same = await quote(landlord.token, 'Starter', 'monthly');
    expect(same.statusCode).toBe(422);
    expect(same.json<{ message: string }>().message).toBe('You are already on this plan and billing cycle.');
    expect((await quote(tok.tenant, 'Starter', 'yearly')).statusCode).toBe(403);
  });
});
