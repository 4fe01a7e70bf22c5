import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { money, moneyText } from '../../domain/money';
import type { PaymentAttemptState } from '../../domain/paymentAttemptFlow';
import {
  creditNotePdfPath,
  REFUND_MESSAGES,
  REFUNDABLE_ATTEMPT_STATES,
  type InvoiceRefund,
  type PaymentOnlineView,
} from '../../domain/refundSchemas';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { paymentRefunds } from '../db/schema';
import { NotFoundError } from '../../domain/errors';
import { todayInKuwait } from './occupancy';

type Executor = Pick<Database, 'execute'>;

/*
 * Reading refunds of online payments (issue 20 item 6): what a payment row shows about its attempt
 * and credit notes, and one credit note for its PDF, scoped like receipts.
 */

export interface OnlineRow {
  attempt_id: string;
  state: string;
  amount: string;
  refunded_amount: string;
  refunds: { id: string; credit_note_no: string; amount: string; reason: string; created_at: string }[];
}

/** A refund's day: Kuwait's day (UTC+3, no daylight saving) of its credit note, over alias `alias`. */
export const refundDaySql = (alias: string) =>
  sql`((${sql.raw(alias)}.created_at at time zone 'UTC') + interval '3 hours')::date`;

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The attempt behind payment `paymentId` (unique per payment) with its refunds, as one json value. */
export const onlineOfPaymentSql = (paymentId: SQL) => sql`(
  select json_build_object(
           'attempt_id', a.id, 'state', a.state, 'amount', a.amount::text,
           'refunded_amount', a.refunded_amount::text,
           'refunds', coalesce((select json_agg(json_build_object(
                                   'id', r.id, 'credit_note_no', r.credit_note_no, 'amount', r.amount::text,
                                   'reason', r.reason, 'created_at', ${ISO(sql`r.created_at`)})
                                 order by r.created_at, r.credit_note_no)
                                from payment_refunds r where r.attempt_id = a.id), '[]'::json))
    from payment_attempts a where a.payment_id = ${paymentId})`;

export function toPaymentOnline(row: OnlineRow | null): PaymentOnlineView | null {
  if (!row) return null;
  const state = row.state as PaymentAttemptState;
  const left = money(row.amount).minus(row.refunded_amount);
  return {
    attempt_id: row.attempt_id,
    state,
    amount: moneyText(row.amount),
    refunded_amount: moneyText(row.refunded_amount),
    refundable_amount: REFUNDABLE_ATTEMPT_STATES.includes(state) && left.gt(0) ? moneyText(left) : '0.000',
    refunds: row.refunds.map((r) => ({
      ...r,
      amount: moneyText(r.amount),
      pdf_path: creditNotePdfPath(r.id),
    })),
  };
}

/** The refunds of one invoice (already found in the caller's scope), oldest first. */
export async function refundsOfInvoice(
  db: Pick<Database, 'select'>,
  invoiceId: string,
): Promise<InvoiceRefund[]> {
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.invoiceId, invoiceId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.creditNoteNo));
  return rows.map((r) => ({
    id: r.id,
    creditNoteNo: r.creditNoteNo,
    amount: moneyText(r.amount),
    reason: r.reason,
    refundedOn: todayInKuwait(r.createdAt.getTime()),
    pdfPath: creditNotePdfPath(r.id),
  }));
}

export interface CreditNote {
  id: string;
  landlordId: string;
  creditNoteNo: string;
  /** Kuwait day of the refund, 'YYYY-MM-DD'. */
  issuedOn: string;
  amount: string;
  reason: string;
  tenantId: string;
  tenantName: string;
  invoiceNo: string;
  propertyId: string;
  propertyName: string;
  unitNo: string;
  receiptNo: string | null;
  paymentAmount: string;
  method: string | null;
}

/** One credit note the caller may see (tenant its own, landlord its own, manager its properties), else 404. */
export async function findCreditNote(db: Executor, scope: Scope, id: string): Promise<CreditNote> {
  const where: SQL[] = [sql`r.id = ${id}`];
  if (scope.landlordId) where.push(sql`r.landlord_id = ${scope.landlordId}`);
  if (scope.tenantId) where.push(sql`i.tenant_id = ${scope.tenantId}`);
  if (scope.propertyIds) {
    where.push(
      sql`i.property_id in (${sql.join(
        scope.propertyIds.map((p) => sql`${p}::uuid`),
        sql`, `,
      )})`,
    );
  }
  const [row] = await queryRows<Omit<CreditNote, 'issuedOn'> & { createdAt: string }>(
    db,
    sql`select r.id, r.landlord_id as "landlordId", r.credit_note_no as "creditNoteNo",
               ${ISO(sql`r.created_at`)} as "createdAt",
               r.amount::text as amount, r.reason, i.tenant_id as "tenantId", i.tenant_name as "tenantName",
               i.invoice_no as "invoiceNo", i.property_id as "propertyId", i.property_name as "propertyName", i.unit_no as "unitNo", rc.receipt_no as "receiptNo",
               p.amount::text as "paymentAmount", p.method
          from payment_refunds r
          join invoices i on i.id = r.invoice_id
          join payments p on p.id = r.payment_id
          left join receipts rc on rc.payment_id = r.payment_id
         where ${sql.join(where, sql` and `)}`,
  );
  if (!row) throw new NotFoundError(REFUND_MESSAGES.creditNoteNotFound);
  const { createdAt, ...note } = row;
  return { ...note, amount: moneyText(note.amount), issuedOn: todayInKuwait(Date.parse(createdAt)) };
}
