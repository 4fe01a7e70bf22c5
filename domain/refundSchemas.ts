import { z } from 'zod';
import {
  PAYMENT_ATTEMPT_STATES,
  PAYMENT_ATTEMPT_TRANSITIONS,
  type PaymentAttemptState,
} from './paymentAttemptFlow';
import { text } from './messages/text';

/**
 * Issue 20 item 6 on the screens: what a payment row says about the online attempt behind it and
 * its refunds (credit notes). Shared by the list's answer schema and the panel. No I/O here.
 */

/** GET with the bearer token: a credit note as PDF. */
export const creditNotePdfPath = (refundId: string) => `/api/online-payments/refunds/${refundId}/pdf`;

export const REFUND_MESSAGES = {
  creditNoteNotFound: text('refunds.creditNoteNotFound'),
  noPermission: text('refunds.noPermission'),
  statementDescription: (reason: string) => text('refunds.statementDescription', { reason }),
} as const;

export const paymentRefundSchema = z.object({
  id: z.string(),
  credit_note_no: z.string(),
  amount: z.string(),
  reason: z.string(),
  created_at: z.string(),
  pdf_path: z.string(),
});
export type PaymentRefundView = z.infer<typeof paymentRefundSchema>;

/** A refund on the invoice's detail: its credit note, what and why, and the PDF. */
export const invoiceRefundSchema = z.object({
  id: z.string(),
  creditNoteNo: z.string(),
  amount: z.string(),
  reason: z.string(),
  /** Kuwait day of the credit note, 'YYYY-MM-DD'. */
  refundedOn: z.string(),
  pdfPath: z.string(),
});
export type InvoiceRefund = z.infer<typeof invoiceRefundSchema>;

/** The online attempt behind a payment: null for a payment recorded by hand. */
export const paymentOnlineSchema = z.object({
  attempt_id: z.string(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  amount: z.string(),
  refunded_amount: z.string(),
  /** What a refund may still take back ('0.000' once refunded in whole or not refundable). */
  refundable_amount: z.string(),
  refunds: z.array(paymentRefundSchema),
});
export type PaymentOnlineView = z.infer<typeof paymentOnlineSchema>;

/** The states the state table lets a refund leave (captured, partially refunded). */
export const REFUNDABLE_ATTEMPT_STATES: readonly PaymentAttemptState[] = PAYMENT_ATTEMPT_TRANSITIONS.filter(
  (t) => t.to === 'refunded',
).map((t) => t.from);

/** Who refunds (with Update Landlord Payment): the landlord and the platform admins, never a manager. */
export const REFUNDER_ROLES = ['super_admin', 'admin', 'landlord'] as const;
