import { and, eq, sql } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { LATE_FEE_MESSAGES as M, type LateFeeRecord } from '../../domain/lateFeeSchemas';
import { INVOICE_MESSAGES } from '../../domain/invoiceSchemas';
import { money, moneyText } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { invoiceItems, invoices, lateFees, lateFeeSettings } from '../db/schema';
import { recordAudit } from './auditTrail';
import { invoiceScope } from './invoiceQueries';
import { derivedStatusSql } from './invoicing';
import { lateFeeSettingOf } from './lateFeeSettings';

/*
 * Late fees by rule at work (issue 34 item 4). The invoice job calls applyLateFees: for each
 * landlord whose rule is on, every invoice still owed whose due date plus the grace days has
 * passed (Kuwait's today) and that has never had a fee gets one, as a charge line, under the
 * invoice's row lock. The late_fees row is written first and its unique index on the invoice is
 * the guard: a second run, or a second instance at the same moment, inserts nothing and adds no
 * line. Staff waive a fee with a reason: the line goes, the total follows, the row stays (so the
 * job never applies it again), and the audit log keeps both moves.
 */

type FeeRow = typeof lateFees.$inferSelect;

const toRecord = (row: FeeRow): LateFeeRecord => ({
  id: row.id,
  invoice_id: row.invoiceId,
  invoice_item_id: row.invoiceItemId,
  amount: row.amount,
  applied_at: row.appliedAt.toISOString(),
  waived_at: row.waivedAt?.toISOString() ?? null,
  waived_by: row.waivedBy,
  waive_reason: row.waiveReason,
});

/** The fee the rule gives an invoice owing `balance`: fixed, or the percent of it; capped. */
export function lateFeeFor(
  rule: { mode: string; amount: string; cap: string | null },
  balance: string,
): string {
  let fee =
    rule.mode === 'percent' ? money(balance).times(rule.amount).div(100).round(3, 1) : money(rule.amount);
  if (rule.cap !== null && fee.gt(rule.cap)) fee = money(rule.cap);
  return moneyText(fee);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One invoice's fee, under its lock; false when it has one already or owes nothing now. */
async function applyOne(
  db: Database,
  invoiceId: string,
  rule: { mode: string; amount: string; cap: string | null },
  today: string,
) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice || !['UNPAID', 'PARTIALLY_PAID', 'OVERDUE'].includes(invoice.status)) return false;
    const balance = money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount);
    if (balance.lte(0)) return false;
    const amount = lateFeeFor(rule, moneyText(balance));
    if (money(amount).lte(0)) return false;
    const [fee] = await tx
      .insert(lateFees)
      .values({ landlordId: invoice.landlordId, invoiceId, amount })
      .onConflictDoNothing({ target: lateFees.invoiceId })
      .returning();
    if (!fee) return false;
    const [item] = await tx
      .insert(invoiceItems)
      .values({
        landlordId: invoice.landlordId,
        invoiceId,
        kind: 'charge',
        description: M.description(daysBetween(invoice.dueDate, today)),
        amount,
      })
      .returning();
    await tx.update(lateFees).set({ invoiceItemId: item!.id }).where(eq(lateFees.id, fee.id));
    const [after] = await queryRows<{ total: string; status: string }>(
      tx,
      sql`update invoices i set total = i.total + ${amount}::numeric, updated_at = now()
           where i.id = ${invoiceId} returning i.total::text as total`,
    );
    const [status] = await queryRows<{ status: string }>(
      tx,
      sql`update invoices i set status = ${derivedStatusSql(today)} where i.id = ${invoiceId} returning i.status`,
    );
    await recordAudit(tx, {
      landlordId: invoice.landlordId,
      actorId: null,
      action: 'invoice.late_fee.apply',
      entity: 'invoice',
      entityId: invoiceId,
      before: { total: invoice.total, status: invoice.status },
      after: { total: after!.total, status: status!.status, item, lateFeeId: fee.id },
    });
    return true;
  });
}

/** The job's pass: every landlord with the rule on, every invoice past its grace without a fee. */
export async function applyLateFees(db: Database, today: string, landlordId: string | null = null) {
  const rules = await db
    .select()
    .from(lateFeeSettings)
    .where(
      and(
        eq(lateFeeSettings.enabled, true),
        landlordId ? eq(lateFeeSettings.landlordId, landlordId) : undefined,
      ),
    );
  let applied = 0;
  for (const row of rules) {
    const rule = lateFeeSettingOf(row);
    if (money(rule.amount).lte(0)) continue;
    const due = await queryRows<{ id: string }>(
      db,
      sql`select i.id from invoices i
           where i.landlord_id = ${row.landlordId}
             and i.status in ('UNPAID', 'PARTIALLY_PAID', 'OVERDUE')
             and i.due_date + ${rule.grace_days}::int < ${today}::date
             and i.paid_amount + i.written_off_amount < i.total
             and not exists (select 1 from late_fees f where f.invoice_id = i.id)
           order by i.due_date, i.id`,
    );
    for (const { id } of due) if (await applyOne(db, id, rule, today)) applied += 1;
  }
  return applied;
}

/** The invoice (in the caller's scope) and its late fee, or null; 404 for an invoice not the caller's. */
export async function findLateFee(db: Database, scope: Scope, invoiceId: string) {
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), ...invoiceScope(scope)));
  if (!invoice) throw new NotFoundError(M.notFound);
  const [fee] = await db.select().from(lateFees).where(eq(lateFees.invoiceId, invoiceId));
  return fee ? toRecord(fee) : null;
}

/** Waives an invoice's late fee with a reason: its line removed, the total and status follow. */
export function waiveLateFee(
  db: Database,
  scope: Scope,
  invoiceId: string,
  input: { reason: string; actorId: string; nowMs: number; today: string },
) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), ...invoiceScope(scope)))
      .for('update');
    if (!invoice) throw new NotFoundError(M.notFound);
    const [fee] = await tx.select().from(lateFees).where(eq(lateFees.invoiceId, invoiceId));
    if (!fee) throw new NotFoundError(M.notFound);
    if (fee.waivedAt) throw new ConflictError(M.alreadyWaived);
    // Money already paid towards the fee stays covered by the total: refund it first.
    const covered = money(invoice.paidAmount).plus(invoice.writtenOffAmount);
    if (money(invoice.total).minus(fee.amount).lt(covered))
      throw new ConflictError(INVOICE_MESSAGES.belowPaid);
    if (fee.invoiceItemId) await tx.delete(invoiceItems).where(eq(invoiceItems.id, fee.invoiceItemId));
    await tx.execute(
      sql`update invoices i set total = i.total - ${fee.amount}::numeric, updated_at = now() where i.id = ${invoiceId}`,
    );
    const [after] = await queryRows<{ total: string; status: string }>(
      tx,
      sql`update invoices i set status = ${derivedStatusSql(input.today)} where i.id = ${invoiceId}
          returning i.total::text as total, i.status`,
    );
    const at = new Date(input.nowMs);
    const [waived] = await tx
      .update(lateFees)
      .set({
        waivedAt: at,
        waivedBy: input.actorId,
        waiveReason: input.reason,
        invoiceItemId: null,
        updatedAt: at,
      })
      .where(eq(lateFees.id, fee.id))
      .returning();
    await recordAudit(tx, {
      landlordId: invoice.landlordId,
      actorId: input.actorId,
      action: 'invoice.late_fee.waive',
      entity: 'invoice',
      entityId: invoiceId,
      before: { total: invoice.total, status: invoice.status, fee },
      after: { ...after, reason: input.reason },
    });
    return toRecord(waived!);
  });
}
