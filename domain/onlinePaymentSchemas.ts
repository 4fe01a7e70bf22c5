import { z } from 'zod';
import { PAYMENT_ATTEMPT_STATES } from './paymentAttemptFlow';
import { withoutThousandsSeparators } from './money';

/**
 * Issue 20 item 5: starting an online payment and reading its attempt. One set of rules and
 * messages for the API and the Pay dialog and result pages of the panel. No I/O here.
 */
export const ONLINE_PAYMENT_MESSAGES = {
  invoiceNotFound: 'Invoice not found.',
  invoiceCancelled: 'This invoice is cancelled; it cannot take payments.',
  invoicePaid: 'This invoice is already paid.',
  partialNotAllowed: 'Only the full balance can be paid online.',
  amountFormat: 'Use up to 3 decimal places (e.g., 100.000)',
  starting: 'A payment for this invoice is being started. Please try again in a moment.',
  gatewayDown: 'The payment gateway cannot be reached. Please try again later.',
  checkoutStarted: 'Checkout started',
  attemptNotFound: 'Payment not found.',
  attemptLoaded: 'Payment loaded successfully',
  webhookAccepted: 'Event received',
  amountMismatch: 'The amount charged does not match the invoice; the payment was not credited.',
  creditRefused: 'The payment was taken but the invoice could not take it; a refund is due.',
  notStarted: 'The payment could not be started at the gateway.',
  noPermission: 'Only a tenant can pay its invoices online.',
  paymentsOff: 'Online payment is off: no payment gateway is set up on this server.',
  linkCreated: 'Payment link created',
  linkInvalid: 'This payment link is not valid.',
  linkExpired: 'This payment link has expired. Ask your landlord for a new one.',
  linkLoaded: 'Payment link loaded successfully',
  linkMailed: (email: string) => `Payment link sent to ${email}`,
  tenantNoEmail: 'The tenant of this invoice has no email address to send the link to.',
  invoiceLoaded: 'Payment options loaded successfully',
  notRefundable: 'Only a captured online payment can be refunded.',
  refundTooLarge: (remaining: string) =>
    `A refund can be at most ${remaining} KWD, what is left of this payment.`,
  refundRefused: 'The payment gateway refused the refund. Nothing was changed.',
  refunded: 'Payment refunded successfully',
  reasonRequired: 'A reason for the refund is required.',
  // Issue 30 item 5: one open checkout per invoice; a capture the invoice cannot take is refunded.
  checkoutOpen: (amount: string) =>
    `A payment of ${amount} KWD for this invoice is still open on the payment page. Finish it there, or try again once it closes.`,
  replaced: 'A new checkout of this invoice replaced this one.',
  autoRefunded: 'The payment was taken but the invoice could not take it; it was refunded in full.',
  refundFailed:
    'The payment was taken but the invoice could not take it, and the gateway refused to refund it. The landlord must refund it.',
  refundUnconfirmed:
    'The payment was taken but the invoice could not take it, and the gateway did not confirm its refund. The landlord must check it and refund it.',
  refundsDueLoaded: 'Online payments to refund loaded successfully',
} as const;
const M = ONLINE_PAYMENT_MESSAGES;

/**
 * POST /api/online-payments/checkout. The amount, when sent, is checked under the invoice's lock
 * against the balance the server reads and the landlord's partial payment setting
 * (domain/partialPayments.ts); without one the whole balance is charged.
 */
export const checkoutBodySchema = z.object({
  invoice_id: z.uuid({ error: M.invoiceNotFound }),
  amount: z
    .union([z.string(), z.number()])
    .transform((v) => withoutThousandsSeparators(String(v)).trim())
    .refine((v) => /^\d{1,9}(\.\d{1,3})?$/.test(v), M.amountFormat)
    .optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutAnswerSchema = z.object({
  attempt_id: z.string(),
  redirect_url: z.string(),
  amount: z.string(),
  currency: z.string(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
});

/** The attempt as the server knows it: what the success and failed pages show. */
export const paymentAttemptSchema = z.object({
  id: z.string(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  /** The gateway has not decided yet: the page waits and polls. */
  waiting: z.boolean(),
  invoice_id: z.string(),
  invoice_no: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(['knet', 'card']).nullable(),
  reason: z.string().nullable(),
  receipt_id: z.string().nullable(),
  receipt_no: z.string().nullable(),
  /** GET with the bearer token: the receipt as PDF. */
  receipt_pdf_path: z.string().nullable(),
  refunded_amount: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentAttemptView = z.infer<typeof paymentAttemptSchema>;

/** POST /api/online-payments/links: a landlord's side makes a link for one invoice. */
export const paymentLinkBodySchema = z.object({ invoice_id: z.uuid({ error: M.invoiceNotFound }) });

export const paymentLinkAnswerSchema = z.object({
  invoice_id: z.string(),
  url: z.string(),
  expires_at: z.string(),
});

/** POST /api/online-payments/links/:id/mail: the link made and mailed to the invoice's tenant. */
export const paymentLinkMailedSchema = paymentLinkAnswerSchema.extend({ sent_to: z.string() });

/** GET /api/online-payments/link?token=…: what the tenant is asked to pay through the link. */
export const paymentLinkInvoiceSchema = z.object({
  invoice_id: z.string(),
  invoice_no: z.string(),
  status: z.string(),
  balance: z.string(),
  currency: z.string(),
  expires_at: z.string(),
});

/** POST /api/online-payments/attempts/:id/refund: in whole or in part, with a reason. */
export const refundBodySchema = z.object({
  amount: z
    .union([z.string(), z.number()])
    .transform((v) => withoutThousandsSeparators(String(v)).trim())
    .refine((v) => /^\d{1,9}(\.\d{1,3})?$/.test(v) && Number(v) > 0, M.amountFormat),
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500),
});

export const refundAnswerSchema = z.object({
  refund_id: z.string(),
  credit_note_no: z.string(),
  amount: z.string(),
  attempt: paymentAttemptSchema,
});

/**
 * GET /api/online-payments/refunds-due (issue 30 item 5): online payments the gateway took that the
 * invoice could not take and the gateway did not refund. TENANT PAYMENTS marks them: the landlord
 * refunds them to the tenant outside the product.
 */
export const refundsDueQuerySchema = z.object({
  actor_id: z.uuid({ error: 'actor_id must be a landlord id.' }).optional(),
});

export const refundDueSchema = z.object({
  attempt_id: z.string(),
  landlord_id: z.string(),
  invoice_id: z.string(),
  invoice_no: z.string(),
  tenant_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(['knet', 'card']).nullable(),
  gateway_reference: z.string().nullable(),
  transaction_id: z.string().nullable(),
  /** Why it was not refunded automatically (the gateway refused, or never confirmed). */
  problem: z.string(),
  /** When it was flagged, ISO. */
  flagged_at: z.string(),
});
export type RefundDue = z.infer<typeof refundDueSchema>;
export const refundsDueAnswerSchema = z.object({ items: z.array(refundDueSchema) });
