import { asc, eq, inArray, sql } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { issueStatements } from '../services/ownerStatements';
import type { Database } from './client';
import { ownerFeeRules, ownerPayouts, properties, propertyOwners, users } from './schema';

/*
 * The demo owners' books (issue 36 item 3, embedded default only, after the demo expenses): the
 * demo landlord's first building belongs to owner@example.com (60%) and owner2@example.com (40%),
 * the landlord keeps a 5% management fee of the collected rent, paid the first owner 250.000 KWD
 * last month, and issued last month's statements. Statements go through the service, as issuing
 * one in the panel does.
 */
export async function seedDemoOwners(db: Database, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(propertyOwners);
  if (count > 0) return false;
  const people = await db
    .select({ id: users.id, email: users.email, landlordId: users.landlordId })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'owner@example.com', 'owner2@example.com']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const [landlordId, owner, owner2] = [idOf('landlord@example.com'), idOf('owner@example.com'), idOf('owner2@example.com')]; // prettier-ignore
  if (!landlordId || !owner || !owner2) return false;
  const [building] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.landlordId, landlordId))
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(1);
  if (!building) return false;
  const [y, m] = todayInKuwait(now.getTime()).split('-').map(Number) as [number, number];
  const lastMonth = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  await db.insert(propertyOwners).values([
    { landlordId, propertyId: building.id, ownerId: owner, share: '60' },
    { landlordId, propertyId: building.id, ownerId: owner2, share: '40' },
  ]);
  await db.insert(ownerFeeRules).values({ landlordId, propertyId: building.id, kind: 'percent', value: '5' });
  await db.insert(ownerPayouts).values({
    landlordId,
    ownerId: owner,
    payoutDate: `${lastMonth}-25`,
    amount: '250.000',
    method: 'bank_transfer',
    note: 'Monthly transfer',
    createdBy: landlordId,
  });
  await issueStatements(db, landlordId, lastMonth, undefined, landlordId);
  return true;
}
