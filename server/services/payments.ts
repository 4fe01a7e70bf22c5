import { and, eq, sql } from 'drizzle-orm';
import type { StoredDocument } from '../../domain/documents';
import { formatKwd, money, moneyText } from '../../domain/money';
import type { Database } from '../db/client';
import { invoices, paymentAttempts, payments, receipts } from '../db/schema';
import { recordAudit } from './auditTrail';
import { queryRows } from '../db/rows';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors';
import { allocateNumbers, derivedStatusSql } from './invoicing';
import { todayInKuwait } from './occupancy';
import { findWriteOff, followClosingPayment, writeOffShortfall } from './writeOffs';
import { text } from '../../domain/messages/text';

/*
 * Money moves here only (issue 7 item 4). Each change locks its invoice row first (SELECT … FOR
 * UPDATE), so concurrent payments on one invoice run one after another: the balance never goes
 * below zero, PAID is set once, and each payment issues exactly one receipt. The check constraint
 * paid_amount <= total stands behind the code.
 */

export type PaymentRow = typeof payments.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

export const PAYMENT_MESSAGES = {
  invoiceNotFound: text('invoices.notFound'),
  paymentNotFound: text('payments.notFound'),
  invoiceCancelled: text('payments.invoiceCancelled'),
  invoicePaid: text('invoices.alreadyPaid'),
  onlinePaymentLocked: text('payments.onlinePaymentLocked'),
  overBalance: (balance: string) => text('payments.overBalance', { balance: formatKwd(balance) }),
} as const;

export interface PaymentFields {
  /** Canonical decimal text, e.g. '150.250'. */
  amount: string;
  currency: 'KWD';
  method: string | null;
  depositReference: string | null;
  /** ISO timestamp, or null when not given. */
  depositDate: string | null;
  notes: string | null;
}

const lockInvoice = async (tx: Database, landlordId: string | null, invoiceId: string) => {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), landlordId ? eq(invoices.landlordId, landlordId) : undefined))
    .for('update');
  if (!invoice) throw new NotFoundError(PAYMENT_MESSAGES.invoiceNotFound);
  return invoice;
};

const overBalance = (balance: string) =>
  new InvalidInputError(PAYMENT_MESSAGES.overBalance(balance), [
    { loc: ['payload', 'amount'], msg: PAYMENT_MESSAGES.overBalance(balance), type: 'value_error' },
  ]);

/** The Kuwait day the money came in: the deposit date when given, else today. */
const paymentDateOf = (depositDate: string | null, nowMs: number) =>
  todayInKuwait(depositDate ? Date.parse(depositDate) : nowMs);

const searchTextOf = (invoiceNo: string, tenantName: string, reference: string | null) =>
  `${invoiceNo} ${tenantName} ${reference ?? ''}`.toLowerCase().trim();

/** The payment columns that follow from the form's fields (on create and on update alike). */
const columnsOf = (
  fields: PaymentFields,
  invoice: InvoiceRow,
  paymentDate: string,
  attachments: StoredDocument[],
) => ({
  amount: fields.amount,
  currency: fields.currency,
  method: fields.method,
  depositReference: fields.depositReference,
  depositDate: fields.depositDate ? new Date(fields.depositDate) : null,
  paymentDate,
  notes: fields.notes,
  attachments,
  searchText: searchTextOf(invoice.invoiceNo, invoice.tenantName, fields.depositReference),
});

/**
 * Recomputes paid amount, written-off amount, latest payment date and status of a locked invoice
 * from its payments, less their refunds (issue 20), and its write-off.
 */
export async function settleInvoice(tx: Database, invoiceId: string, today: string) {
  await tx.execute(sql`
    update invoices i
       set paid_amount = coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)
                       - coalesce((select sum(r.amount) from payment_refunds r where r.invoice_id = i.id), 0),
           written_off_amount = coalesce((select w.amount from invoice_write_offs w where w.invoice_id = i.id), 0),
           last_payment_date = (select max(p.payment_date) from payments p where p.invoice_id = i.id),
           updated_at = now()
     where i.id = ${invoiceId}`);
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`update invoices i set status = ${derivedStatusSql(today)} where i.id = ${invoiceId} returning i.status`,
  );
  return row!.status;
}

const audit = (
  tx: Database,
  entry: {
    landlordId: string;
    actorId: string;
    action: string;
    entityId: string;
    before: unknown;
    after: unknown;
  },
) => recordAudit(tx, { ...entry, entity: 'payment' });

/** Records a payment against an invoice of `landlordId`, issues its receipt, writes the audit record. */
export async function recordPayment(
  tx: Database,
  args: {
    landlordId: string;
    invoiceId: string;
    fields: PaymentFields;
    markAsPaid: boolean;
    /** Why a short payment marked as paid leaves the rest unpaid; a default names the shortfall. */
    writeOffReason?: string | null;
    attachments: StoredDocument[];
    actorId: string;
    nowMs: number;
  },
): Promise<PaymentRow> {
  const invoice = await lockInvoice(tx, args.landlordId, args.invoiceId);
  if (invoice.status === 'CANCELLED') throw new ConflictError(PAYMENT_MESSAGES.invoiceCancelled);
  if (invoice.status === 'PAID') throw new ConflictError(PAYMENT_MESSAGES.invoicePaid);
  const balance = money(invoice.total).minus(invoice.paidAmount).minus(invoice.writtenOffAmount);
  if (money(args.fields.amount).gt(balance)) throw overBalance(moneyText(balance));

  const paymentDate = paymentDateOf(args.fields.depositDate, args.nowMs);
  const [payment] = await tx
    .insert(payments)
    .values({
      landlordId: invoice.landlordId,
      invoiceId: invoice.id,
      tenantId: invoice.tenantId,
      invoiceNo: invoice.invoiceNo,
      ...columnsOf(args.fields, invoice, paymentDate, args.attachments),
      markAsPaid: args.markAsPaid,
      createdBy: args.actorId,
    })
    .returning();
  const shortfall = balance.minus(args.fields.amount);
  if (args.markAsPaid && shortfall.gt(0)) {
    await writeOffShortfall(tx, {
      landlordId: invoice.landlordId,
      invoiceId: invoice.id,
      paymentId: payment!.id,
      shortfall: moneyText(shortfall),
      reason: args.writeOffReason ?? null,
      actorId: args.actorId,
      nowMs: args.nowMs,
    });
  }
  const status = await settleInvoice(tx, invoice.id, todayInKuwait(args.nowMs));
  await issueReceipt(tx, invoice, payment!);
  await audit(tx, {
    landlordId: invoice.landlordId,
    actorId: args.actorId,
    action: 'payment.create',
    entityId: payment!.id,
    before: null,
    after: { ...payment!, invoiceStatus: status },
  });
  return payment!;
}

async function issueReceipt(tx: Database, invoice: InvoiceRow, payment: PaymentRow) {
  const [receiptNo] = await allocateNumbers(
    tx,
    invoice.landlordId,
    'RCT',
    Number(payment.paymentDate.slice(0, 4)),
    1,
  );
  await tx.insert(receipts).values({
    landlordId: invoice.landlordId,
    paymentId: payment.id,
    invoiceId: invoice.id,
    tenantId: invoice.tenantId,
    propertyId: invoice.propertyId,
    receiptNo: receiptNo!,
    invoiceNo: invoice.invoiceNo,
    payerName: invoice.tenantName,
    propertyName: invoice.propertyName,
    amount: payment.amount,
    method: payment.method,
    receivedOn: payment.paymentDate,
  });
}

/** Changes a payment's money fields; its invoice and receipt follow. The invoice itself never changes. */
export async function updatePayment(
  tx: Database,
  args: {
    landlordId: string | null;
    paymentId: string;
    fields: PaymentFields;
    attachments: StoredDocument[];
    actorId: string;
    nowMs: number;
  },
): Promise<PaymentRow> {
  const [before] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, args.paymentId),
        args.landlordId ? eq(payments.landlordId, args.landlordId) : undefined,
      ),
    );
  if (!before) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
  // A gateway captured it: its amount is what the tenant's card paid, and only a refund (which
  // the gateway carries out) may change it (issue 20 item 4).
  const [online] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentId, before.id));
  if (online) throw new ConflictError(PAYMENT_MESSAGES.onlinePaymentLocked);
  const invoice = await lockInvoice(tx, before.landlordId, before.invoiceId);
  if (invoice.status === 'CANCELLED') throw new ConflictError(PAYMENT_MESSAGES.invoiceCancelled);
  // The payment that closed the invoice with a write-off may grow into the written-off part.
  const writeOff = await findWriteOff(tx, invoice.id);
  const closing = writeOff?.paymentId === before.id ? writeOff : undefined;
  const balanceWithoutThis = money(invoice.total)
    .minus(invoice.paidAmount)
    .minus(invoice.writtenOffAmount)
    .plus(before.amount)
    .plus(closing?.amount ?? 0);
  if (money(args.fields.amount).gt(balanceWithoutThis)) throw overBalance(moneyText(balanceWithoutThis));

  const paymentDate = paymentDateOf(args.fields.depositDate, before.createdAt.getTime());
  const [after] = await tx
    .update(payments)
    .set({
      ...columnsOf(args.fields, invoice, paymentDate, args.attachments),
      updatedAt: new Date(args.nowMs),
    })
    .where(eq(payments.id, before.id))
    .returning();
  if (closing) {
    await followClosingPayment(tx, closing, {
      oldAmount: before.amount,
      newAmount: after!.amount,
      actorId: args.actorId,
      nowMs: args.nowMs,
    });
  }
  const status = await settleInvoice(tx, invoice.id, todayInKuwait(args.nowMs));
  await tx
    .update(receipts)
    .set({
      amount: after!.amount,
      method: after!.method,
      receivedOn: paymentDate,
      updatedAt: new Date(args.nowMs),
    })
    .where(eq(receipts.paymentId, before.id));
  await audit(tx, {
    landlordId: invoice.landlordId,
    actorId: args.actorId,
    action: 'payment.update',
    entityId: before.id,
    before,
    after: { ...after!, invoiceStatus: status },
  });
  return after!;
}
