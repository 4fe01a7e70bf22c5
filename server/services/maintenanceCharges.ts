import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { todayInKuwait } from '../../domain/kuwaitDate';
import { MAINTENANCE_MESSAGES as M } from '../../domain/maintenanceSchemas';
import { money } from '../../domain/money';
import { maintenanceChargeDescription } from '../../domain/rentItem';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { invoices, maintenanceRequests as r } from '../db/schema';
import { ConflictError } from '../../domain/errors';
import { syncMaintenanceExpense } from './expenseSources';
import { addCharge } from './invoiceCharges';
import { lockRequest, type RequestRow } from './maintenanceRequests';

/*
 * Issue 18 item 3: a request's cost charged to its tenant as an extra charge (the billing's own
 * charges, services/invoiceCharges.ts) on the tenant's next invoice of that contract: the first
 * one still owed that is not yet overdue (due today or later), never an invoice already past its
 * due date (issue 31 item 11). When none is issued yet the charge waits, and the invoice and
 * maintenance jobs put it on the next period's invoice once it is issued. The tenant dashboard's
 * next rent is the same invoice (server/services/dashboardTenant.ts: the first owed one due today
 * or later), so it shows the charge.
 */

/** The contract's next invoice still owed and due today or later; null when none is issued yet. */
async function nextInvoiceOf(tx: Database, contractId: string, today: string): Promise<string | null> {
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.contractId, contractId),
        inArray(invoices.status, ['UNPAID', 'PARTIALLY_PAID']),
        gte(invoices.dueDate, today),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.period))
    .limit(1);
  return invoice?.id ?? null;
}

const landlordScope = (landlordId: string): Scope => ({
  landlordId,
  propertyIds: null,
  tenantId: null,
  isPlatformAdmin: false,
});

/** Puts a charged cost on the next invoice when there is one; answers the invoice or null. */
async function placeCharge(tx: Database, row: RequestRow, actorId: string | null, nowMs: number) {
  const today = todayInKuwait(nowMs);
  const invoiceId = await nextInvoiceOf(tx, row.contractId!, today);
  if (!invoiceId) return null;
  await addCharge(
    tx,
    landlordScope(row.landlordId),
    { invoiceId, description: maintenanceChargeDescription(row.requestNo, row.title), amount: row.cost! },
    // The audit log names who charged it; the job's placement names whoever charged it first.
    { actorId: actorId ?? row.createdBy ?? row.landlordId, today, nowMs },
  );
  await tx.update(r).set({ chargedInvoiceId: invoiceId }).where(eq(r.id, row.id));
  return invoiceId;
}

/** Charges the recorded cost to the tenant (once). */
export async function chargeCost(db: Database, scope: Scope, id: string, actorId: string, nowMs: number) {
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, scope, id);
    if (row.status === 'DECLINED') throw new ConflictError(M.chargeDeclined);
    if (row.cost === null || money(row.cost).lte(0)) throw new ConflictError(M.noCost);
    if (row.charged) throw new ConflictError(M.alreadyCharged);
    if (!row.tenantId || !row.contractId) throw new ConflictError(M.noTenant);
    await tx
      .update(r)
      .set({ charged: true, updatedAt: new Date(nowMs) })
      .where(eq(r.id, row.id));
    // Its expense (issue 36 item 1) is marked charged to the tenant.
    await syncMaintenanceExpense(tx, { ...row, charged: true }, actorId, nowMs);
    return placeCharge(tx, row, actorId, nowMs);
  });
}

/** Charges still waiting for an invoice go onto the one now issued (run after invoice generation). */
export async function placeWaitingCharges(db: Database, nowMs: number): Promise<number> {
  const waiting = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(eq(r.charged, true), isNull(r.chargedInvoiceId), isNotNull(r.contractId), isNull(r.deletedAt)),
    );
  let placed = 0;
  for (const { id } of waiting) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update', { skipLocked: true });
      if (!row || row.chargedInvoiceId) return null;
      return placeCharge(tx, row, null, nowMs);
    });
    if (done) placed += 1;
  }
  return placed;
}
