import { and, eq, sql } from 'drizzle-orm';
import { INVOICE_MESSAGES as M, type ChargeCreate } from '../../domain/invoiceSchemas';
import { money } from '../../domain/money';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { invoiceItems, invoices } from '../db/schema';
import { recordAudit } from './auditTrail';
import { queryRows } from '../db/rows';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { derivedStatusSql } from './invoicing';
import { invoiceScope } from './invoiceQueries';

/*
 * Changing an invoice's money apart from payments (issue 6): extra charges and cancelling. Like
 * payments (services/payments.ts) each change locks the invoice row first (SELECT … FOR UPDATE),
 * so a payment arriving at the same moment runs before or after it, never in between: a charge
 * removed cannot push the total under what was paid, and a cancelled invoice never takes money.
 */

type InvoiceRecord = typeof invoices.$inferSelect;

/** The invoice row, locked until the transaction ends; 404 outside the caller's scope. */
async function lockInvoice(tx: Database, scope: Scope, invoiceId: string): Promise<InvoiceRecord> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), ...invoiceScope(scope)))
    .for('update');
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/** Sets the total by `delta` and re-derives the status (a paid invoice with a new charge owes again). */
async function applyTotalChange(tx: Database, invoiceId: string, delta: string, today: string) {
  await tx.execute(sql`
    update invoices set total = total + ${delta}::numeric, updated_at = now() where id = ${invoiceId}`);
  const [row] = await queryRows<{ total: string; status: string }>(
    tx,
    sql`update invoices i set status = ${derivedStatusSql(today)} where i.id = ${invoiceId}
        returning i.total::text as total, i.status`,
  );
  return row!;
}

interface Actor {
  actorId: string;
  today: string;
  nowMs: number;
}

const audit = (
  tx: Database,
  invoice: InvoiceRecord,
  actorId: string,
  action: string,
  before: unknown,
  after: unknown,
) =>
  recordAudit(tx, {
    landlordId: invoice.landlordId,
    actorId,
    action,
    entity: 'invoice',
    entityId: invoice.id,
    before,
    after,
  });

/** Adds an extra charge to an invoice; its total grows by the amount. */
export async function addCharge(tx: Database, scope: Scope, input: ChargeCreate, actor: Actor) {
  const invoice = await lockInvoice(tx, scope, input.invoiceId);
  if (invoice.status === 'CANCELLED') throw new ConflictError(M.cancelledCharges);
  const [item] = await tx
    .insert(invoiceItems)
    .values({
      landlordId: invoice.landlordId,
      invoiceId: invoice.id,
      kind: 'charge',
      description: input.description,
      amount: input.amount,
    })
    .returning();
  const after = await applyTotalChange(tx, invoice.id, input.amount, actor.today);
  await audit(
    tx,
    invoice,
    actor.actorId,
    'invoice.charge.create',
    { total: invoice.total, status: invoice.status },
    { ...after, item },
  );
  return invoice.id;
}

/** Removes an extra charge (never the rent); refused when the total would fall under what was paid. */
export async function removeCharge(tx: Database, scope: Scope, itemId: string, actor: Actor) {
  const [found] = await tx
    .select({ invoiceId: invoiceItems.invoiceId })
    .from(invoiceItems)
    .where(eq(invoiceItems.id, itemId));
  if (!found) throw new NotFoundError(M.chargeNotFound);
  const invoice = await lockInvoice(tx, scope, found.invoiceId);
  // Read again under the lock: a concurrent removal of the same charge finds it gone.
  const [item] = await tx
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.id, itemId), eq(invoiceItems.invoiceId, invoice.id)));
  if (!item) throw new NotFoundError(M.chargeNotFound);
  if (item.kind === 'rent') throw new ConflictError(M.rentItemFixed);
  if (invoice.status === 'CANCELLED') throw new ConflictError(M.cancelledCharges);
  // Paid and written off stay covered by the total (a write-off is part of what closed the invoice).
  const covered = money(invoice.paidAmount).plus(invoice.writtenOffAmount);
  if (money(invoice.total).minus(item.amount).lt(covered)) throw new ConflictError(M.belowPaid);
  await tx.delete(invoiceItems).where(eq(invoiceItems.id, item.id));
  const after = await applyTotalChange(tx, invoice.id, `-${item.amount}`, actor.today);
  await audit(
    tx,
    invoice,
    actor.actorId,
    'invoice.charge.delete',
    { total: invoice.total, status: invoice.status, item },
    after,
  );
  return invoice.id;
}

/** Cancels an invoice nobody has paid anything on; the audit log keeps what it was. */
export async function cancelInvoice(tx: Database, scope: Scope, invoiceId: string, actor: Actor) {
  const invoice = await lockInvoice(tx, scope, invoiceId);
  if (invoice.status === 'CANCELLED') throw new ConflictError(M.alreadyCancelled);
  if (money(invoice.paidAmount).gt(0)) throw new ConflictError(M.hasPayments);
  const [after] = await tx
    .update(invoices)
    .set({ status: 'CANCELLED', cancelledAt: new Date(actor.nowMs), updatedAt: new Date(actor.nowMs) })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await audit(tx, invoice, actor.actorId, 'invoice.cancel', invoice, after);
  return invoice.id;
}

/*
 * The same three, each in a transaction of its own: the invoice's row lock is held until the
 * change and its recomputed totals commit together.
 */
export const addInvoiceCharge = (db: Database, scope: Scope, input: ChargeCreate, actor: Actor) =>
  db.transaction((tx) => addCharge(tx, scope, input, actor));

export const removeInvoiceCharge = (db: Database, scope: Scope, itemId: string, actor: Actor) =>
  db.transaction((tx) => removeCharge(tx, scope, itemId, actor));

export const cancelInvoiceCommitted = (db: Database, scope: Scope, invoiceId: string, actor: Actor) =>
  db.transaction((tx) => cancelInvoice(tx, scope, invoiceId, actor));
