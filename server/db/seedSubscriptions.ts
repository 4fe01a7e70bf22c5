import { eq, inArray } from 'drizzle-orm';
import { periodEndOf } from '../../domain/subscriptionFlow';
import { issueInvoice } from '../services/subscriptionInvoices';
import { startTrial } from '../services/subscriptions';
import type { Database } from './client';
import { plans, subscriptionInvoices, subscriptions, users } from './schema';

/*
 * The demo's subscriptions (issue 21 item 4, embedded default only): landlord@example.com has been
 * on Professional, paid monthly, for five months (five paid invoices, the fifth period running now);
 * landlord2@example.com is in the trial it started when approved, 4 days ago.
 */

const DAY_MS = 86_400_000;
const PAID_MONTHS = 5;

export async function seedDemoSubscriptions(db: Database, now = new Date()): Promise<boolean> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'landlord2@example.com', 'super@example.com']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const landlord = idOf('landlord@example.com');
  const landlord2 = idOf('landlord2@example.com');
  if (!landlord || !landlord2) return false;
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.landlordId, landlord));
  if (existing) return false;
  const [professional] = await db.select().from(plans).where(eq(plans.name, 'Professional'));
  if (!professional) return false;

  // Five monthly periods back to back, the last one holding today.
  const starts: number[] = [];
  let start = now.getTime() - 10 * DAY_MS;
  for (let i = 0; i < PAID_MONTHS - 1; i++) {
    start = monthBefore(start);
  }
  for (let i = 0; i < PAID_MONTHS; i++) {
    starts.push(start);
    start = periodEndOf(start, 'monthly');
  }
  const first = starts[0]!;
  const last = starts[starts.length - 1]!;
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      landlordId: landlord,
      planId: professional.id,
      billingCycle: 'monthly',
      state: 'active',
      currentPeriodStart: new Date(last),
      currentPeriodEnd: new Date(periodEndOf(last, 'monthly')),
      createdAt: new Date(first - 14 * DAY_MS),
    })
    .returning();
  for (const [i, periodStart] of starts.entries()) {
    const invoice = await issueInvoice(db, {
      subscription: subscription!,
      kind: i === 0 ? 'subscribe' : 'renewal',
      plan: professional,
      cycle: 'monthly',
      periodStartMs: periodStart,
      amount: professional.monthlyPrice,
    });
    await db
      .update(subscriptionInvoices)
      .set({
        status: 'paid',
        paidAt: new Date(periodStart + 2 * 3_600_000),
        paidVia: i === 2 ? 'super_admin' : 'online',
      })
      .where(eq(subscriptionInvoices.id, invoice.id));
  }
  await startTrial(db, landlord2, now.getTime() - 4 * DAY_MS);
  return true;
}

/** The same day of the month before (clamped), so that periodEndOf brings it back. */
function monthBefore(ms: number): number {
  const d = new Date(ms);
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1, d.getUTCHours(), d.getUTCMinutes()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}
