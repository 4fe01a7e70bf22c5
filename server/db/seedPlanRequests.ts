import { eq, inArray, sql } from 'drizzle-orm';
import { addPlanRequestEntry, insertPlanRequest } from '../services/planRequests';
import type { Database } from './client';
import { planChangeRequests, plans, users } from './schema';

/*
 * The demo's plan requests (issue 21 item 6, embedded default only): landlord@example.com asked
 * for a custom plan twelve days ago and the super admin declined it with a way forward, and asked
 * two days ago to move to Enterprise, still open. No mail is sent for demo data.
 */

export async function seedDemoPlanRequests(db: Database, now = new Date()): Promise<boolean> {
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'super@example.com']));
  const landlord = demo.find((u) => u.email === 'landlord@example.com')?.id;
  const superAdmin = demo.find((u) => u.email === 'super@example.com')?.id;
  if (!landlord || !superAdmin) return false;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(planChangeRequests);
  if (count > 0) return false;
  // Migration 0024 puts the three launch plans on sale.
  const [enterprise] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Enterprise'));
  if (!enterprise) return false;

  const daysAgo = (days: number, hours = 0) =>
    new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);

  const custom = await insertPlanRequest(db, {
    landlordId: landlord,
    requestedBy: landlord,
    kind: 'custom_plan',
    planId: null,
    units: 60,
    managers: 6,
    message:
      'We manage 48 flats in Salmiya and Hawalli and take over 12 more in Jabriya next month. Enterprise is more than we need: could we have a plan for 60 units and 6 managers?',
    at: daysAgo(12, 5),
  });
  await addPlanRequestEntry(db, {
    requestId: custom,
    authorId: superAdmin,
    body: 'Thank you for asking. We do not make custom plans below Enterprise yet. Professional covers 50 units; when you pass 50, ask to move to Enterprise and we will move you at the end of your period, with no charge for the days before.',
    move: { from: 'open', to: 'declined' },
    at: daysAgo(11, 2),
  });

  await insertPlanRequest(db, {
    landlordId: landlord,
    requestedBy: landlord,
    kind: 'plan_change',
    planId: enterprise.id,
    units: null,
    managers: null,
    message: 'The Jabriya building adds 12 units, so we pass 50. Please move us to Enterprise.',
    at: daysAgo(2, 3),
  });
  return true;
}
