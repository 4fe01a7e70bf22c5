import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../domain/subscriptionFlow';
import { contracts, propertyUnits } from '../../server/db/schema';
import { EMAILS, buildContract, get, post, tokensOf, type Who } from './contractFixtures';
import { makeTenant } from '../support/make';
import { managerInput } from './invitationMail';
import {
  activeOn,
  approvedLandlord,
  endSubscription,
  endedLandlord,
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

  it('an ended subscription stops updates that add units, approvals, renewals and returning managers', async () => {
    const landlord = await approvedLandlord(t.app, tok.super);
    const created = await post(t.app, landlord.token, '/api/properties/create', propertyWithUnits(3));
    expect(created.statusCode, created.body).toBe(200);
    const property = created.json<{ data: { id: string; units: { id: string }[] } }>().data;
    const [u1, u2] = property.units;
    const contract = async (unitId: string) => {
      const tenantId = await makeTenant(t.app, landlord.email);
      const res = await post(t.app, landlord.token, '/api/contracts/create', buildContract(tenantId, unitId));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { id: string } }>().data.id;
    };
    const requested = await contract(u1!.id);
    const approved = await contract(u2!.id);
    expect((await post(t.app, landlord.token, `/api/contracts/approve/${approved}`)).statusCode).toBe(200);
    const invited = await post(t.app, landlord.token, '/api/property-managers/create', managerInput());
    expect(invited.statusCode, invited.body).toBe(200);
    const managerId = invited.json<{ data: { id: string } }>().data.id;
    const disable = { status: 'disabled' };
    const manager = (body: object) =>
      post(t.app, landlord.token, `/api/property-managers/update/${managerId}`, body);
    expect((await manager(disable)).statusCode).toBe(200);

    await endSubscription(t.app, landlord, tok.super);
    const refusedAsEnded = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(402);
      expect((res.json() as { message: string }).message).toBe(SUBSCRIPTION_MESSAGES.expiredBlocked);
    };
    const update = (units: object[], name = 'Block kept') =>
      post(t.app, landlord.token, `/api/properties/update/${property.id}`, {
        ...propertyWithUnits(0, name),
        units,
      });
    const newUnit = { ...propertyWithUnits(1).units[0], unitNo: '4' };
    refusedAsEnded(await update([...property.units, newUnit]));
    refusedAsEnded(await post(t.app, landlord.token, `/api/contracts/approve/${requested}`));
    refusedAsEnded(await post(t.app, landlord.token, `/api/contracts/renew/${approved}`, { approve: true }));
    refusedAsEnded(await manager({ status: 'active' }));

    // Nothing was added: three units, the request still waiting, no renewal, the manager still off.
    const db = t.app.ctx.db;
    const [units] = await db
      .select({ n: count() })
      .from(propertyUnits)
      .where(eq(propertyUnits.propertyId, property.id));
    expect(units!.n).toBe(3);
    const [request] = await db.select().from(contracts).where(eq(contracts.id, requested));
    expect(request!.status).toBe('requested');
    expect(await db.select().from(contracts).where(eq(contracts.renewedFromId, approved))).toEqual([]);
    // Edits that add nothing still pass: a renamed property with one unit fewer, a manager edited.
    const edited = await update([u1!, u2!], 'Block renamed');
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await manager({ firstName: 'Nasser' })).statusCode).toBe(200);
  });

  it('states on each route whether it creates, and every creating route answers 402 when ended', async () => {
    const writes = t.app.routeTable.filter(
      (r) => !['GET', 'HEAD'].includes(r.method) && !r.url.endsWith('/*'),
    );
    const stated = Object.fromEntries(
      writes.filter((r) => r.config.creates).map((r) => [`${r.method} ${r.url}`, r.config.creates]),
    );
    expect(stated).toEqual(CREATING_ROUTES);
    // Every other write is named here as adding nothing: a new route must be placed in one list.
    const unstated = writes
      .filter((r) => !r.config.creates)
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !NOT_CREATING_ROUTES.includes(route));
    expect(unstated).toEqual([]);

    // The flag is what the gate reads: each always-creating route refuses an ended landlord,
    // whatever the body, before anything is read or written.
    const landlord = await endedLandlord(t.app, tok.super);
    for (const [route, creates] of Object.entries(CREATING_ROUTES)) {
      if (creates !== true) continue;
      const url = route.split(' ')[1]!.replace(':id', '00000000-0000-4000-8000-000000000000');
      const res = await post(t.app, landlord.token, url, {});
      expect([route, res.statusCode, res.json<{ message: string }>().message]).toEqual([
        route,
        402,
        SUBSCRIPTION_MESSAGES.expiredBlocked,
      ]);
    }
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

/**
 * Issue 30 item 3: every route that adds rows, units, managers, tenants, contracts or invoices,
 * as its config states it. `true`: the subscription gate refuses it; 'when-adding': only some calls
 * add, and the handler asks the same gate then.
 */
const CREATING_ROUTES: Record<string, true | 'when-adding'> = {
  'POST /api/properties/create': true,
  'POST /api/properties/update/:id': 'when-adding', // new units
  'POST /api/property-managers/create': true,
  'POST /api/property-managers/update/:id': 'when-adding', // a disabled manager brought back
  'POST /api/property-owners/create': true,
  'POST /api/tenants/create': true,
  'POST /api/contracts/create': true,
  'POST /api/contracts/approve/:id': true, // bills the rent owed so far
  'POST /api/contracts/renew/:id': true,
  'POST /api/invoices/generate': true,
  'POST /api/imports': true,
  'POST /api/invoice-items/create': true,
  'POST /api/maintenance-requests/:id/charge': true, // an extra charge on the next invoice
  'POST /api/maintenance-requests/charge/:id': true, // the same, at its marked path (server/openapi/markedPaths.ts)
  'POST /api/manual-payments/create': true,
  'POST /api/maintenance-requests/create': true,
  'POST /api/support-tickets/create': true,
  'POST /api/owner-statements/issue': true,
  'POST /api/plan-flexibility/create': true,
  'POST /api/cheques/create': true,
  'POST /api/expenses/create': true,
  'POST /api/cheques/schedule': true,
};

/** The other writes, which add none of these to a landlord's data (or are not the landlord's). */
const NOT_CREATING_ROUTES = [
  // Signing in and out, sign-up, invitations and one's own profile.
  'POST /api/users/login',
  'POST /api/users/logout',
  'POST /api/landlord-users/create',
  'POST /api/landlord-users/email/verification',
  'POST /api/landlord-users/email/otp/verified',
  'POST /api/landlord-users/new/password',
  'POST /api/invitations/check',
  'POST /api/invitations/accept',
  'POST /api/users/profile/update',
  'POST /api/users/profile/avatar',
  'POST /api/users/profile/password',
  'POST /api/users/profile/language',
  // Settings.
  'POST /api/setting/update',
  'PUT /api/setting/online-payments',
  'POST /api/setting/maintenance-deadlines',
  'POST /api/bank-settlements/account',
  'PUT /api/setting/cheques',
  'PUT /api/setting/late-fees',
  'PUT /api/setting/reminders',
  // A tenant's message channel and reminder opt-out (issue 35).
  'PUT /api/tenant-message-preferences/:id',
  // Edits, removals and decisions on what exists.
  'POST /api/properties/delete/:id',
  'POST /api/property-managers/delete/:id',
  'POST /api/property-managers/resend-invitation/:id',
  'POST /api/tenants/update/:id',
  'POST /api/tenants/delete/:id',
  'POST /api/contracts/update/:id',
  'POST /api/contracts/delete/:id',
  'POST /api/contracts/reject/:id',
  'POST /api/contracts/terminate/:id',
  'POST /api/invoices/cancel/:id',
  'POST /api/invoice-items/delete/:id',
  'POST /api/manual-payments/update/:id',
  'POST /api/maintenance-requests/update/:id',
  'POST /api/maintenance-requests/delete/:id',
  'POST /api/maintenance-requests/:id/status',
  'POST /api/maintenance-requests/:id/comments',
  'POST /api/maintenance-requests/:id/rating',
  'POST /api/support-tickets/:id/comments',
  // A cheque's details and its moves (a clearing records the payment of money already received).
  'POST /api/cheques/update/:id',
  'POST /api/cheques/:id/status',
  'POST /api/cheques/status/:id',
  // A deposit batch moves cheques already held to the bank.
  'POST /api/cheques/deposit-batch',
  // A deposit's moves (money a tenant hands over or gets back, never an addition to the landlord's
  // records) and a late fee's waiver, at the paths and their marked twins.
  'POST /api/deposits/:id/receive',
  'POST /api/deposits/receive/:id',
  'POST /api/deposits/:id/deduct',
  'POST /api/deposits/deduct/:id',
  'POST /api/deposits/:id/refund',
  'POST /api/deposits/refund/:id',
  'POST /api/late-fees/invoice/:id/waive',
  // An expense corrected or removed (issue 36): the landlord's books, never more of its portfolio.
  'POST /api/expenses/update/:id',
  'DELETE /api/expenses/delete/:id',
  // The same four at their marked paths (server/openapi/markedPaths.ts).
  'POST /api/maintenance-requests/status/:id',
  'POST /api/maintenance-requests/comments/:id',
  'POST /api/maintenance-requests/rating/:id',
  'POST /api/support-tickets/comments/:id',
  // Money already moving: the tenant's checkout, the gateway's word, signed links, refunds.
  'POST /api/online-payments/checkout',
  'POST /api/online-payments/webhook',
  // A rent reminder sent by hand (issue 35), at its path and its marked twin: a message, no record.
  'POST /api/invoices/:id/send-reminder',
  'POST /api/invoices/send-reminder/:id',
  // The messaging providers' delivery statuses: they move messages already sent.
  'POST /api/messaging/whatsapp/webhook',
  'POST /api/messaging/sms/status',
  'POST /api/online-payments/links',
  'POST /api/online-payments/links/:id/mail',
  'POST /api/online-payments/attempts/:id/refund',
  'POST /api/bank-settlements/fetch',
  'POST /sandbox-gateway/pay/:reference',
  // Owners' shares and payouts, their statements' mail, and taking an import back (issue 36).
  // An owner corrected, disabled or enabled back adds nothing (no plan counts owners).
  'POST /api/property-owners/update/:id',
  'POST /api/property-owners/disable/:id',
  'POST /api/property-owners/enable/:id',
  'POST /api/property-owners/shares/:id',
  'POST /api/property-owners/payouts/create',
  'DELETE /api/property-owners/payouts/delete/:id',
  'POST /api/owner-statements/mail/:id',
  'POST /api/imports/undo/:id',
  // The subscription itself: the way out of a block.
  'POST /api/subscriptions/subscribe',
  'POST /api/subscriptions/change-plan',
  'POST /api/subscriptions/invoices/pay/:id',
  'POST /api/subscriptions/subscribed-landlords/cancel/:id',
  // The public site.
  'POST /api/contact-messages/create',
  'POST /contact-us',
  'POST /ar/contact-us',
  // The platform's own (never stopped by a landlord's subscription).
  'POST /api/super/roles/create',
  'POST /api/super/roles/update/:id',
  'POST /api/super/roles/delete/:id',
  'POST /api/super/landlords/approve',
  'POST /api/super/landlords/reject',
  'POST /api/super/jobs/run/:name',
  'POST /api/super/support-tickets/:id/status',
  'POST /api/super/support-tickets/:id/comments',
  'POST /api/super/plan-flexibility/:id/answer',
  'POST /api/super/plan-flexibility/:id/move',
  'POST /api/super/support-tickets/status/:id',
  'POST /api/super/support-tickets/comments/:id',
  'POST /api/super/plan-flexibility/answer/:id',
  'POST /api/super/plan-flexibility/move/:id',
  'POST /api/super/contact-messages/update/:id',
  'POST /api/super/plans/create',
  'POST /api/super/plans/update/:id',
  'POST /api/super/plans/retire/:id',
  'POST /api/super/plans/unretire/:id',
  'POST /api/super/plans/delete/:id',
  'POST /api/super/subscriptions/end/:id',
  'POST /api/super/subscriptions/invoices/mark-paid/:id',
];
