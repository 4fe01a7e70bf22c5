import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPaymentAttempts, users } from '../../server/db/schema';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { approvedLandlord, overview, planId } from './subscriptionFixtures';
import { databaseKinds, startTestApp } from './testApp';

/*
 * Issue 21 items 4 and 5: a landlord subscribes and pays through the sandbox gateway's hosted page
 * (checkout → page → webhook → the browser's return), the invoice is paid once however often the
 * return comes; the super admin's list shows it with its monthly recurring revenue, and its CSV
 * neutralises cells a spreadsheet would run.
 */
describe.each(databaseKinds())('subscription payments (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('subscribes yearly and pays through the sandbox: active, the invoice paid online once', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const res = await post(t.app, landlord.token, '/api/subscriptions/subscribe', {
      planId: await planId(t.app, 'Enterprise'),
      cycle: 'yearly',
    });
    expect(res.statusCode).toBe(200);
    const { invoice, redirectUrl } = res.json<{
      data: { invoice: { id: string; amount: string }; redirectUrl: string };
    }>().data;
    expect(invoice.amount).toBe('790.000');
    const path = new URL(redirectUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('790.000');
    const paid = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        method: 'knet',
        card_number: '8888880000000001',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toMatch(/^\/subscriptions\/return\/[0-9a-f-]{36}$/);
    for (let i = 0; i < 2; i++) {
      const returned = await t.app.inject({ method: 'GET', url: back.pathname });
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe('/admin-panel/subscription/list?payment=paid');
    }
    const after = await overview(t.app, landlord.token);
    expect(after.subscription).toMatchObject({
      state: 'active',
      planName: 'Enterprise',
      billingCycle: 'yearly',
    });
    const year =
      Date.parse(after.subscription!.currentPeriodEnd) - Date.parse(after.subscription!.currentPeriodStart);
    expect(Math.round(year / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect(after.invoices.filter((i) => i.status === 'paid')).toMatchObject([
      { id: invoice.id, paidVia: 'online', amount: '790.000' },
    ]);
    const attempts = await t.app.ctx.db
      .select()
      .from(subscriptionPaymentAttempts)
      .where(eq(subscriptionPaymentAttempts.subscriptionInvoiceId, invoice.id));
    expect(attempts.map((a) => a.state)).toEqual(['captured']);
    // Another landlord cannot pay (or even see) this invoice.
    expect(
      (await post(t.app, tok.landlord2, `/api/subscriptions/invoices/pay/${invoice.id}`)).statusCode,
    ).toBe(404);
  });

  it('lists subscriptions for the super admin with MRR (yearly / 12), filters, totals and a guarded CSV', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    await t.app.ctx.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, landlord.id));
    const list = await get(t.app, tok.super, '/api/super/subscriptions/list?state=active');
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      items: { planName: string; mrr: string; state: string }[];
      totals: { mrr: string; subscriptions: number };
    }>();
    expect(body.items.map((i) => [i.planName, i.mrr, i.state])).toEqual([['Enterprise', '65.833', 'active']]);
    expect(body.totals).toMatchObject({ subscriptions: 1, mrr: '65.833' });
    const trialing = await get(
      t.app,
      tok.super,
      `/api/super/subscriptions/list?state=trialing&planId=${await planId(t.app, 'Professional')}`,
    );
    const rows = trialing.json<{ items: { mrr: string }[] }>().items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.mrr === '0.000')).toBe(true);
    const csv = await get(t.app, tok.super, '/api/super/subscriptions/export?state=trialing');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Landlord,Email,Plan,State,Billing,Period end,Cancels at period end,MRR (KWD),Unpaid (KWD)',
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")`);
    expect((await get(t.app, tok.landlord, '/api/super/subscriptions/list')).statusCode).toBe(403);
    expect((await get(t.app, tok.landlord, '/api/super/subscriptions/export')).statusCode).toBe(403);
  });
});
