import { eq, sql } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { money } from '../../domain/money';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { auditLog, expenses, type maintenanceRequests } from '../db/schema';

/*
 * Expenses the product makes itself (issue 36 item 1): a maintenance request's recorded cost is one
 * expense of its property (unique per request: recording it again corrects that one; charging it to
 * the tenant marks it so; removing the cost removes it), and a monthly expense is copied into each
 * later month by the expenses job, once per month (unique per source and month, so two instances
 * running the job at once make one copy). Each write has its audit row, as every money change.
 */

type RequestRow = typeof maintenanceRequests.$inferSelect;

/** Brings the request's expense in line with its cost, in the caller's transaction. */
export async function syncMaintenanceExpense(
  tx: Database,
  row: RequestRow,
  actorId: string | null,
  nowMs: number,
): Promise<void> {
  const [existing] = await tx.select().from(expenses).where(eq(expenses.maintenanceRequestId, row.id));
  const hasCost = row.cost !== null && money(row.cost).gt(0);
  if (!hasCost) {
    if (!existing) return;
    await tx.delete(expenses).where(eq(expenses.id, existing.id));
    await tx.insert(auditLog).values({
      landlordId: row.landlordId,
      actorId,
      action: 'expense.delete',
      entity: 'expense',
      entityId: existing.id,
      before: { amount: existing.amount, maintenance_request_id: row.id },
      after: null,
    });
    return;
  }
  if (existing && existing.amount === row.cost && existing.chargedToTenant === row.charged) return;
  const day = todayInKuwait(row.completedAt?.getTime() ?? nowMs);
  const [saved] = await tx
    .insert(expenses)
    .values({
      landlordId: row.landlordId,
      propertyId: row.propertyId,
      unitId: row.unitId,
      expenseDate: existing?.expenseDate ?? day,
      amount: row.cost!,
      category: 'maintenance',
      vendor: row.vendorName,
      note: `${row.requestNo} ${row.title}`.slice(0, 500),
      maintenanceRequestId: row.id,
      chargedToTenant: row.charged,
      createdBy: actorId,
    })
    .onConflictDoUpdate({
      target: expenses.maintenanceRequestId,
      set: { amount: row.cost!, chargedToTenant: row.charged, updatedAt: new Date(nowMs) },
    })
    .returning();
  await tx.insert(auditLog).values({
    landlordId: row.landlordId,
    actorId,
    action: existing ? 'expense.update' : 'expense.create',
    entity: 'expense',
    entityId: saved!.id,
    before: existing ? { amount: existing.amount, charged_to_tenant: existing.chargedToTenant } : null,
    after: {
      amount: saved!.amount,
      charged_to_tenant: saved!.chargedToTenant,
      maintenance_request_id: row.id,
    },
  });
}

/**
 * Copies every monthly expense into each month after its own up to the month of `nowMs` (Kuwait),
 * on the same day of the month (the month's last when shorter). Answers how many were made.
 */
export async function makeRecurringExpenses(db: Database, nowMs: number): Promise<number> {
  const monthFirst = `${todayInKuwait(nowMs).slice(0, 7)}-01`;
  return db.transaction(async (tx) => {
    const made = await queryRows<{
      id: string;
      landlord_id: string;
      amount: string;
      recurring_period: string;
    }>(
      tx,
      sql`insert into expenses (landlord_id, property_id, unit_id, expense_date, amount, category, vendor, note,
                                recurrence, recurring_source_id, recurring_period, created_by)
          select e.landlord_id, e.property_id, e.unit_id,
                 least(g.m::date + (extract(day from e.expense_date)::int - 1),
                       (g.m + interval '1 month' - interval '1 day')::date),
                 e.amount, e.category, e.vendor, e.note, 'none', e.id, to_char(g.m, 'YYYY-MM'), e.created_by
            from expenses e
            cross join lateral generate_series(
              date_trunc('month', e.expense_date::timestamp) + interval '1 month',
              ${monthFirst}::timestamp,
              interval '1 month') as g(m)
           where e.recurrence = 'monthly' and e.recurring_source_id is null
          on conflict (recurring_source_id, recurring_period) do nothing
          returning id, landlord_id, amount::text as amount, recurring_period`,
    );
    if (made.length > 0)
      await tx.insert(auditLog).values(
        made.map((m) => ({
          landlordId: m.landlord_id,
          actorId: null,
          action: 'expense.create',
          entity: 'expense',
          entityId: m.id,
          before: null,
          after: { amount: m.amount, recurring_period: m.recurring_period },
        })),
      );
    return made.length;
  });
}
