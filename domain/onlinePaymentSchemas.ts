import { z } from 'zod';
import { PAYMENT_ATTEMPT_STATES } from './paymentAttemptFlow';
import { withoutThousandsSeparators } from './money';
import { text } from './messages/text';

/**
 * Issue 20 item 5: starting an online payment and reading its attempt. One set of rules and
 * messages for the API and the Pay dialog and result pages of the panel. No I/O here.
 */
export const ONLINE_PAYMENT_MESSAGES = {
  invoiceNotFound: text('invoices.notFound'),
  invoiceCancelled: text('payments.invoiceCancelled'),
  invoicePaid: text('invoices.alreadyPaid'),
  partialNotAllowed: text('partialPayments.fullOnly'),
  amountFormat: text('money.decimals'),
  starting: text('onlinePayments.starting'),
  gatewayDown: text('onlinePayments.gatewayDown'),
  checkoutStarted: text('onlinePayments.checkoutStarted'),
  attemptNotFound: text('payments.notFound'),
  attemptLoaded: text('onlinePayments.attemptLoaded'),
  webhookAccepted: text('onlinePayments.webhookAccepted'),
  amountMismatch: text('onlinePayments.amountMismatch'),
  creditRefused: text('onlinePayments.creditRefused'),
  notStarted: text('onlinePayments.notStarted'),
  noPermission: text('onlinePayments.noPermission'),
  paymentsOff: text('onlinePayments.paymentsOff'),
  linkCreated: text('onlinePayments.linkCreated'),
  linkInvalid: text('onlinePayments.linkInvalid'),
  linkExpired: text('onlinePayments.linkExpired'),
  linkLoaded: text('onlinePayments.linkLoaded'),
  linkMailed: (email: string) => text('onlinePayments.linkMailed', { email }),
  tenantNoEmail: text('onlinePayments.tenantNoEmail'),
  invoiceLoaded: text('onlinePayments.invoiceLoaded'),
  notRefundable: text('onlinePayments.notRefundable'),
  refundTooLarge: (remaining: string) => text('onlinePayments.refundTooLarge', { remaining }),
  refundRefused: text('onlinePayments.refundRefused'),
  refunded: text('onlinePayments.refunded'),
  reasonRequired: text('onlinePayments.reasonRequired'),
  // Issue 30 item 5: one open checkout per invoice; a capture the invoice cannot take is refunded.
  checkoutOpen: (amount: string) => text('onlinePayments.stillOpen', { amount }),
  replaced: text('onlinePayments.replaced'),
  autoRefunded: text('onlinePayments.autoRefunded'),
  refundFailed: text('onlinePayments.refundFailed'),
  refundUnconfirmed: text('onlinePayments.refundUnconfirmed'),
  refundsDueLoaded: text('onlinePayments.refundsDueLoaded'),
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
  actor_id: z.uuid({ error: text('lookups.actorId') }).optional(),
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
