import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PaymentAttemptView, RefundDue } from '../../domain/onlinePaymentSchemas';
import { WAITING_ATTEMPT_STATES, type PaymentAttemptState } from '../../domain/paymentAttemptFlow';
import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { invoices, paymentAttempts, receipts } from '../db/schema';

/**
 * One attempt as the server knows it (issue 20 item 5's result pages), within the caller's scope:
 * a tenant its own, a landlord's side its landlord's (a manager its properties'), an admin any.
 * Another's attempt answers as if it did not exist.
 */
export async function findAttemptView(
  db: Database,
  scope: Scope,
  attemptId: string,
): Promise<PaymentAttemptView | null> {
  const conditions: (SQL | undefined)[] = [eq(paymentAttempts.id, attemptId)];
  if (scope.landlordId) conditions.push(eq(paymentAttempts.landlordId, scope.landlordId));
  if (scope.tenantId) conditions.push(eq(paymentAttempts.tenantId, scope.tenantId));
  if (scope.propertyIds) conditions.push(inArray(invoices.propertyId, scope.propertyIds));
  const [row] = await db
    .select({
      attempt: paymentAttempts,
      invoiceNo: invoices.invoiceNo,
      receiptId: receipts.id,
      receiptNo: receipts.receiptNo,
    })
    .from(paymentAttempts)
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
    .leftJoin(receipts, eq(receipts.paymentId, paymentAttempts.paymentId))
    .where(and(...conditions));
  if (!row) return null;
  const a = row.attempt;
  return {
    id: a.id,
    state: a.state as PaymentAttemptState,
    waiting: WAITING_ATTEMPT_STATES.includes(a.state as PaymentAttemptState),
    invoice_id: a.invoiceId,
    invoice_no: row.invoiceNo,
    amount: a.amount,
    currency: a.currency,
    method: a.method as 'knet' | 'card' | null,
    reason: a.reason,
    receipt_id: row.receiptId,
    receipt_no: row.receiptNo,
    receipt_pdf_path: row.receiptId ? `/api/receipts/pdf/${row.receiptId}` : null,
    refunded_amount: a.refundedAmount,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/**
 * Issue 30 item 5: the captures the invoice could not take and the gateway did not refund, within
 * the caller's scope (a landlord its own, a limited manager its properties', a platform admin every
 * landlord's or the one it names). TENANT PAYMENTS marks them for the landlord.
 */
export async function listRefundsDue(
  db: Database,
  scope: Scope,
  landlordId: string | null,
): Promise<RefundDue[]> {
  const conditions: (SQL | undefined)[] = [
    eq(paymentAttempts.state, 'captured'),
    isNotNull(paymentAttempts.refundProblem),
  ];
  if (landlordId) conditions.push(eq(paymentAttempts.landlordId, landlordId));
  if (scope.tenantId) conditions.push(eq(paymentAttempts.tenantId, scope.tenantId));
  if (scope.propertyIds) conditions.push(inArray(invoices.propertyId, scope.propertyIds));
  const rows = await db
    .select({ attempt: paymentAttempts, invoiceNo: invoices.invoiceNo, tenantName: invoices.tenantName })
    .from(paymentAttempts)
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
    .where(and(...conditions))
    .orderBy(desc(paymentAttempts.updatedAt))
    .limit(100);
  return rows.map(({ attempt: a, invoiceNo, tenantName }) => ({
    attempt_id: a.id,
    landlord_id: a.landlordId,
    invoice_id: a.invoiceId,
    invoice_no: invoiceNo,
    tenant_name: tenantName,
    amount: a.amount,
    currency: a.currency,
    method: a.method as 'knet' | 'card' | null,
    gateway_reference: a.gatewayReference,
    transaction_id: a.transactionId,
    problem: a.refundProblem!,
    flagged_at: a.updatedAt.toISOString(),
  }));
}
