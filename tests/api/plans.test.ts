import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { movePlan } from '../../server/services/subscriptions';
import { planId } from './subscriptionFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 21 item 3: the super admin's plans — listed, added, edited, retired, never deleted while in
 * use; exactly one recommended; nobody else may touch them.
 */
describe.each(databaseKinds())('plans (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newPlan = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    description: 'For a family compound',
    monthlyPrice: '19.5',
    yearlyPrice: '195.000',
    maxUnits: 20,
    maxManagers: 2,
    features: ['Up to 20 units', '2 property managers'],
    ...extra,
  });

  it('seeds three plans in KWD, Professional the one recommended', async () => {
    const res = await get(t.app, tok.super, '/api/super/plans/list');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { name: string; monthlyPrice: string; recommended: boolean }[] }>().items;
    expect(items.map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(items.filter((p) => p.recommended).map((p) => p.name)).toEqual(['Professional']);
    expect(items[0]!.monthlyPrice).toBe('12.000');
  });

  it('refuses every plan write to anyone but the super admin', async () => {
    const id = await planId(t.app, 'Starter');
    for (const who of ['landlord', 'manager', 'tenant'] as const) {
      expect((await post(t.app, tok[who], '/api/super/plans/create', newPlan(`X ${who}`))).statusCode).toBe(
        403,
      );
      expect(
        (await post(t.app, tok[who], `/api/super/plans/update/${id}`, newPlan('Starter'))).statusCode,
      ).toBe(403);
      expect((await post(t.app, tok[who], `/api/super/plans/retire/${id}`)).statusCode).toBe(403);
      expect((await get(t.app, tok[who], '/api/super/plans/list')).statusCode).toBe(403);
    }
    const after = await get(t.app, tok.super, `/api/super/plans/get/${id}`);
    expect(after.json<{ data: { name: string; active: boolean } }>().data).toMatchObject({
      name: 'Starter',
      active: true,
    });
  });

  it('adds a plan with prices to the fils, refuses a bad price and a taken name', async () => {
    const created = await post(t.app, tok.super, '/api/super/plans/create', newPlan('Family'));
    expect(created.statusCode).toBe(200);
    expect(created.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      name: 'Family',
      monthlyPrice: '19.500',
      yearlyPrice: '195.000',
      recommended: false,
      active: true,
    });
    const bad = await post(
      t.app,
      tok.super,
      '/api/super/plans/create',
      newPlan('Odd', { monthlyPrice: '1.2345' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: { msg: string }[] }>().detail.map((d) => d.msg)).toContain(
      'Use up to 3 decimal places (e.g., 100.000)',
    );
    const taken = await post(t.app, tok.super, '/api/super/plans/create', newPlan('family'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ message: string }>().message).toBe('A plan with this name already exists.');
  });

  it('keeps exactly one plan recommended', async () => {
    const family = await planId(t.app, 'Family');
    const res = await post(
      t.app,
      tok.super,
      `/api/super/plans/update/${family}`,
      newPlan('Family', { recommended: true }),
    );
    expect(res.statusCode).toBe(200);
    const list = await get(t.app, tok.super, '/api/super/plans/list');
    const items = list.json<{ items: { name: string; recommended: boolean }[] }>().items;
    expect(items.filter((p) => p.recommended).map((p) => p.name)).toEqual(['Family']);
    // Un-recommending the only one, or retiring it, is refused.
    const off = await post(t.app, tok.super, `/api/super/plans/update/${family}`, newPlan('Family'));
    expect(off.statusCode).toBe(422);
    expect((await post(t.app, tok.super, `/api/super/plans/retire/${family}`)).statusCode).toBe(422);
    const professional = await planId(t.app, 'Professional');
    await post(t.app, tok.super, `/api/super/plans/update/${professional}`, {
      ...newPlan('Professional', {
        monthlyPrice: '29',
        yearlyPrice: '290',
        maxUnits: 50,
        maxManagers: 5,
        sortOrder: 2,
      }),
      recommended: true,
    });
  });

  it('retires a plan off /api/plans/list and deletes only a plan nothing uses', async () => {
    const family = await planId(t.app, 'Family');
    const retired = await post(t.app, tok.super, `/api/super/plans/retire/${family}`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json<{ data: { active: boolean } }>().data.active).toBe(false);
    const onSale = await t.app.inject({ method: 'GET', url: '/api/plans/list' });
    expect(onSale.json<{ items: { name: string }[] }>().items.map((p) => p.name)).toEqual([
      'Starter',
      'Professional',
      'Enterprise',
    ]);
    // landlord@example.com is put on Starter: Starter is in use now.
    const starter = await planId(t.app, 'Starter');
    const landlordId = (await get(t.app, tok.landlord, '/api/users/me')).json<{ data: { id: string } }>().data
      .id;
    await movePlan(t.app.ctx.db, landlordId, starter, { at: 'now', nowMs: t.clock.now() });
    const inUse = await post(t.app, tok.super, `/api/super/plans/delete/${starter}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ message: string }>().message).toBe(
      'This plan has subscribers or invoices, so it cannot be deleted. Retire it instead.',
    );
    expect((await post(t.app, tok.super, `/api/super/plans/delete/${family}`)).statusCode).toBe(200);
    expect((await get(t.app, tok.super, `/api/super/plans/get/${family}`)).statusCode).toBe(404);
  });

  it('renders /pricing at request time: the plans on sale, the yearly switch, KWD offers and a price edit', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<link rel="canonical" href="http://');
    expect(page.body).toContain('12.000 KWD');
    expect(page.body).toMatch(/class="plan recommended"[^>]*data-plan="Professional"/);
    expect(page.body).toContain('/admin-panel/subscription/list?plan=');
    // Every site page carries the Organization; the price list adds the SoftwareApplication.
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; offers?: { price: string; priceCurrency: string }[] },
    );
    const ld = blocks.find((b) => b['@type'] === 'SoftwareApplication')!;
    expect(ld).toBeDefined();
    expect(ld.offers!.map((o) => o.priceCurrency)).toEqual(['KWD', 'KWD', 'KWD']);
    const yearly = await t.app.inject({ method: 'GET', url: '/pricing?cycle=yearly' });
    expect(yearly.body).toContain('120.000 KWD');
    expect(yearly.body).toContain('a year');

    const starter = await planId(t.app, 'Starter');
    const edited = await post(t.app, tok.super, `/api/super/plans/update/${starter}`, {
      ...newPlan('Starter', {
        monthlyPrice: '13.750',
        yearlyPrice: '137.500',
        maxUnits: 10,
        maxManagers: 1,
        sortOrder: 1,
      }),
    });
    expect(edited.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(after.body).toContain('13.750 KWD');
    expect(after.body).not.toContain('12.000 KWD');
  });
});
