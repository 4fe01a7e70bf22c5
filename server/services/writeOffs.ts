import { eq } from 'drizzle-orm';
import { WRITE_OFF_MESSAGES } from '../../domain/invoiceMoney';
import { money, moneyText } from '../../domain/money';
import type { Database } from '../db/client';
import { invoiceWriteOffs } from '../db/schema';
import { recordAudit } from './auditTrail';

/*
 * Write-offs (issue 16 item 1): "Mark as paid" on a payment short of the balance closes the rest
 * as a recorded adjustment with who, when and why, instead of a PAID that hides the difference.
 * Called inside the payment's transaction, with the invoice row already locked; the caller then
 * settles the invoice, which copies the write-off amount onto it (services/payments.ts).
 */

type WriteOffRow = typeof invoiceWriteOffs.$inferSelect;

export const findWriteOff = async (tx: Database, invoiceId: string): Promise<WriteOffRow | undefined> =>
  (await tx.select().from(invoiceWriteOffs).where(eq(invoiceWriteOffs.invoiceId, invoiceId)))[0];

const audit = (
  tx: Database,
  landlordId: string,
  actorId: string,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
) => recordAudit(tx, { landlordId, actorId, action, entity: 'invoice_write_off', entityId, before, after });

/** Writes off `shortfall` of an invoice closed by `paymentId`; a second closing (after a new charge) adds to it. */
export async function writeOffShortfall(
  tx: Database,
  args: {
    landlordId: string;
    invoiceId: string;
    paymentId: string;
    shortfall: string;
    reason: string | null;
    actorId: string;
    nowMs: number;
  },
): Promise<void> {
  const reason = args.reason ?? WRITE_OFF_MESSAGES.defaultReason(args.shortfall);
  const before = await findWriteOff(tx, args.invoiceId);
  if (!before) {
    const [after] = await tx
      .insert(invoiceWriteOffs)
      .values({
        landlordId: args.landlordId,
        invoiceId: args.invoiceId,
        paymentId: args.paymentId,
        amount: moneyText(args.shortfall),
        reason,
        createdBy: args.actorId,
        createdAt: new Date(args.nowMs),
        updatedAt: new Date(args.nowMs),
      })
      .returning();
    await audit(tx, args.landlordId, args.actorId, 'write_off.create', after!.id, null, after);
    return;
  }
  const [after] = await tx
    .update(invoiceWriteOffs)
    .set({
      amount: moneyText(money(before.amount).plus(args.shortfall)),
      paymentId: args.paymentId,
      reason,
      createdBy: args.actorId,
      updatedAt: new Date(args.nowMs),
    })
    .where(eq(invoiceWriteOffs.id, before.id))
    .returning();
  await audit(tx, args.landlordId, args.actorId, 'write_off.update', before.id, before, after);
}

/**
 * The closing payment's amount changed from `oldAmount` to `newAmount`: the write-off gives back
 * (or takes) the difference so the invoice stays closed at the same total; a payment raised to
 * cover everything leaves nothing written off, and the write-off goes.
 */
export async function followClosingPayment(
  tx: Database,
  writeOff: WriteOffRow,
  args: { oldAmount: string; newAmount: string; actorId: string; nowMs: number },
): Promise<void> {
  const amount = money(writeOff.amount).plus(args.oldAmount).minus(args.newAmount);
  if (amount.eq(writeOff.amount)) return;
  if (amount.lte(0)) {
    await tx.delete(invoiceWriteOffs).where(eq(invoiceWriteOffs.id, writeOff.id));
    await audit(tx, writeOff.landlordId, args.actorId, 'write_off.delete', writeOff.id, writeOff, null);
    return;
  }
  const [after] = await tx
    .update(invoiceWriteOffs)
    .set({ amount: moneyText(amount), updatedAt: new Date(args.nowMs) })
    .where(eq(invoiceWriteOffs.id, writeOff.id))
    .returning();
  await audit(tx, writeOff.landlordId, args.actorId, 'write_off.update', writeOff.id, writeOff, after);
}
