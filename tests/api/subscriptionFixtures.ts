import { eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { plans, roles, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { runSubscriptionRenewals } from '../../server/services/subscriptionRenewal';
import { post } from './contractFixtures';
import { bearer, login } from './testApp';

/*
 * Issue 21's fixtures: a landlord of its own for each test (signed up, approved by the super admin
 * through the API, so the trial starts the real way), the seeded plans by name, and the landlord's
 * subscription screen as it reads it.
 */

let seq = 0;

export interface NewLandlord {
  id: string;
  email: string;
  token: string;
}

/** A landlord waiting for approval, approved by the super admin's call; answers its id and token. */
export async function approvedLandlord(app: App, superToken: string): Promise<NewLandlord> {
  seq += 1;
  const email = `subscriber${seq}-${Date.now()}@example.com`;
  const [role] = await app.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'landlord'));
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      email,
      firstName: 'Bader',
      lastName: `Al-Otaibi ${seq}`,
      roleId: role!.id,
      phone: `9${String(1000000 + seq).slice(-7)}`,
      status: 'pending',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: users.id });
  const approved = await post(app, superToken, '/api/super/landlords/approve', { ids: [row!.id] });
  if (approved.statusCode !== 200)
    throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);
  const token = (await login(app, email)).data.access_token;
  return { id: row!.id, email, token };
}

export async function planId(app: App, name: string): Promise<string> {
  const [row] = await app.ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.name, name));
  return row!.id;
}

export interface Overview {
  subscription: {
    id: string;
    state: string;
    planName: string;
    billingCycle: string;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    pendingPlanName: string | null;
    creationBlock: string | null;
  } | null;
  plans: { id: string; name: string; recommended: boolean }[];
  invoices: {
    id: string;
    invoiceNo: string;
    kind: string;
    amount: string;
    status: string;
    paidVia: string | null;
    planName: string;
  }[];
}

export async function overview(app: App, token: string): Promise<Overview> {
  const res = await app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`current answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Overview }>().data;
}

/** Subscribes and pays the invoice as the super admin would mark it: the landlord is active on the plan. */
export async function activeOn(app: App, landlord: NewLandlord, superToken: string, plan: string) {
  const res = await post(app, landlord.token, '/api/subscriptions/subscribe', {
    planId: await planId(app, plan),
    cycle: 'monthly',
  });
  if (res.statusCode !== 200) throw new Error(`subscribe answered ${res.statusCode}: ${res.body}`);
  const invoiceId = res.json<{ data: { invoice: { id: string } } }>().data.invoice.id;
  const paid = await post(app, superToken, `/api/super/subscriptions/invoices/mark-paid/${invoiceId}`);
  if (paid.statusCode !== 200) throw new Error(`mark paid answered ${paid.statusCode}: ${paid.body}`);
  return overview(app, landlord.token);
}

/** The super admin ends the landlord's subscription now: it may read, not create. */
export async function endSubscription(app: App, landlord: NewLandlord, superToken: string) {
  const { subscription } = await overview(app, landlord.token);
  const ended = await post(app, superToken, `/api/super/subscriptions/end/${subscription!.id}`);
  if (ended.statusCode !== 200) throw new Error(`end answered ${ended.statusCode}: ${ended.body}`);
}

/** A landlord just approved whose subscription the super admin has ended. */
export async function endedLandlord(app: App, superToken: string): Promise<NewLandlord> {
  const landlord = await approvedLandlord(app, superToken);
  await endSubscription(app, landlord, superToken);
  return landlord;
}

/** Runs the subscription job at the app's clock. */
export const runJob = (app: App, nowMs: number) => runSubscriptionRenewals(app.ctx.db, nowMs);

/** A property with `count` units, as the landlord's form sends it. */
export const propertyWithUnits = (count: number, name = `Block ${++seq}`) => ({
  name,
  type: 'residential_building',
  governorate: 'Hawalli',
  area: 'Salmiya',
  block: '4',
  street: 'Baghdad St',
  building: '7',
  description: '',
  units: Array.from({ length: count }, (_, i) => ({
    unitNo: `${i + 1}`,
    floor: 1,
    type: 'apartment',
    bedrooms: 2,
    areaM2: '90',
    monthlyRent: '300',
    status: 'vacant',
  })),
});
