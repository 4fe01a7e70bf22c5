import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { createExpense } from '../services/expenses';
import { makeRecurringExpenses, syncMaintenanceExpense } from '../services/expenseSources';
import type { Database } from './client';
import { expenses, maintenanceRequests, properties, users } from './schema';

/*
 * The demo expenses (issue 36 item 3, embedded default only, after the demo maintenance): the demo
 * landlord's first building pays its caretaker 150.000 KWD every month (a monthly expense from three
 * months ago, the later months made by the recurring job's own service), an electricity bill each
 * month, and one repair that comes from a maintenance request's recorded cost. So the profit per
 * building and the dashboard's net show real figures. Everything goes through the services.
 */

const DAY = 86_400_000;

export async function seedDemoExpenses(db: Database, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(expenses);
  if (count > 0) return false;
  const [landlord] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'landlord@example.com'));
  if (!landlord) return false;
  const buildings = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.landlordId, landlord.id))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  if (buildings.length === 0) return false;
  const scope = { landlordId: landlord.id, propertyIds: null, tenantId: null, isPlatformAdmin: false };
  const actor = { actorId: landlord.id };
  const today = todayInKuwait(now.getTime());
  const monthsBack = (n: number, day: number) => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const d = new Date(Date.UTC(y, m - 1 - n, day));
    return d.toISOString().slice(0, 10);
  };
  const [first] = buildings;
  await createExpense(
    db,
    scope,
    { property_id: first!.id, unit_id: null, date: monthsBack(3, 1), amount: '150.000', category: 'caretaker', vendor: 'Building caretaker', note: 'Monthly salary', recurrence: 'monthly' }, // prettier-ignore
    [],
    actor,
  );
  const bills = ['84.250', '97.600', '112.875', '68.400'];
  for (const [i, amount] of bills.entries()) {
    const date = monthsBack(3 - i, 12);
    if (date > today) continue;
    await createExpense(
      db,
      scope,
      { property_id: first!.id, unit_id: null, date, amount, category: 'utilities', vendor: 'Ministry of Electricity and Water', note: 'Common areas electricity', recurrence: 'none' }, // prettier-ignore
      [],
      actor,
    );
  }
  await makeRecurringExpenses(db, now.getTime());
  // A repair: the first finished request of the landlord gets its cost recorded, which makes its expense.
  const [request] = await db
    .select()
    .from(maintenanceRequests)
    .where(
      and(
        eq(maintenanceRequests.landlordId, landlord.id),
        inArray(maintenanceRequests.status, ['COMPLETED', 'CLOSED']),
        isNull(maintenanceRequests.deletedAt),
      ),
    )
    .orderBy(asc(maintenanceRequests.createdAt))
    .limit(1);
  if (request) {
    await db.transaction(async (tx) => {
      const cost = request.cost ?? '45.500';
      const [row] = await tx
        .update(maintenanceRequests)
        .set({ cost })
        .where(eq(maintenanceRequests.id, request.id))
        .returning();
      await syncMaintenanceExpense(tx, row!, landlord.id, now.getTime() - 2 * DAY);
    });
  }
  return true;
}
