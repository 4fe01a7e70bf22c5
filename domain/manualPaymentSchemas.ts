import { z } from 'zod';
import { oneLine } from './oneLine';
import { isIsoDate } from './isoDate';
import { WRITE_OFF_MESSAGES } from './invoiceMoney';
import { LIST_QUERY_MESSAGES, noSortSchema, searchTextSchema } from './listQuery';
import { CURRENCY, withoutThousandsSeparators } from './money';
import type { PaymentOnlineView } from './refundSchemas';
import { text } from './messages/text';

/**
 * Manual payments (spec sections 3, 5, 7; issue 7 items 2 and 3): one set of rules and messages
 * for the Add / Update Manual Payment dialogs and for the API. No I/O here: the panel imports it.
 */
export const MANUAL_PAYMENT_MESSAGES = {
  invoiceRequired: text('manualPayments.invoiceRequired'),
  invoicesFailed: text('manualPayments.invoicesFailed'),
  invoiceNotFound: text('invoices.notFound'),
  amountRequired: text('manualPayments.amountRequired'),
  amountDecimals: text('money.decimals'),
  amountPositive: text('manualPayments.amountPositive'),
  amountTooLarge: text('manualPayments.amountTooLarge'),
  currencyRequired: text('manualPayments.currencyRequired'),
  currencyOnlyKwd: text('manualPayments.currencyOnlyKwd'),
  depositDate: text('manualPayments.depositDate'),
  referenceTooLong: text('manualPayments.referenceTooLong'),
  notesTooLong: text('manualPayments.notesTooLong'),
  markAsPaid: text('manualPayments.markAsPaid'),
  unsupportedFile: text('manualPayments.unsupportedFile'),
  payloadMalformed: text('forms.payloadMalformed'),
  foreignLandlord: "You can only see your own landlord's payments.",
  missingActor: text('manualPayments.missingActor'),
  missingLandlord: text('manualPayments.missingLandlord'),
  created: text('manualPayments.created'),
  updated: text('manualPayments.updated'),
  listed: text('manualPayments.listed'),
  invoicesListed: text('manualPayments.invoicesListed'),
} as const;
const M = MANUAL_PAYMENT_MESSAGES;

/** Spec section 5: the add dialog offers cheque, the update dialog POS instead. */
export const ADD_PAYMENT_METHODS = ['bank_transfer', 'cash', 'cheque'] as const;
export const UPDATE_PAYMENT_METHODS = ['bank_transfer', 'cash', 'pos'] as const;
export type PaymentMethod = (typeof ADD_PAYMENT_METHODS)[number] | (typeof UPDATE_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_OPTIONS: Record<PaymentMethod, string> = {
  bank_transfer: text('paymentMethods.bank_transfer'),
  cash: text('paymentMethods.cash'),
  cheque: text('paymentMethods.cheque'),
  pos: text('paymentMethods.pos'),
};

/** 'Method must be one of: Bank Transfer, Cash, Cheque.' */
export const methodMessage = (options: readonly PaymentMethod[]) =>
  text('manualPayments.methodChoice', { methods: options.map((o) => PAYMENT_METHOD_OPTIONS[o]).join(', ') });

export const CURRENCY_OPTIONS = [CURRENCY] as const;

/** Spec section 5: images, pdf, doc and docx only (by extension; the server also reads the content). */
export const ATTACHMENT_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
  'pdf',
  'doc',
  'docx',
] as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? '';

export const isAcceptedAttachment = (name: string) =>
  (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Digits with an optional decimal part of at most 3 places, once commas are stripped. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,3})?$/;
const SIGNED_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** The first rule an amount (text as typed, or a JSON number) breaks, or null when it is valid. */
export function amountProblem(value: unknown): string | null {
  if (value === undefined || value === null) return M.amountRequired;
  if (typeof value !== 'string' && typeof value !== 'number') return M.amountDecimals;
  const text = withoutThousandsSeparators(typeof value === 'number' ? String(value) : value);
  if (text === '') return M.amountRequired;
  if (!AMOUNT_PATTERN.test(text)) {
    // '-5' and '0' are numbers, just not positive ones; anything else breaks the digit rule.
    if (SIGNED_NUMBER.test(text) && Number(text) <= 0 && !/\.\d{4,}$/.test(text)) return M.amountPositive;
    return M.amountDecimals;
  }
  if (!/[1-9]/.test(text)) return M.amountPositive;
  if (text.split('.')[0]!.replace(/^0+(?=\d)/, '').length > 9) return M.amountTooLarge;
  return null;
}

/** Amount as typed or sent → canonical decimal text ('1,250.5' → '1250.500' style digits, '1250.5'). */
export const amountSchema = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const problem = amountProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return withoutThousandsSeparators(String(value));
  });

export const currencySchema = z
  .unknown()
  .optional()
  .transform((value, ctx): 'KWD' => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: M.currencyRequired });
      return z.NEVER;
    }
    if (value !== CURRENCY) {
      ctx.addIssue({ code: 'custom', message: M.currencyOnlyKwd });
      return z.NEVER;
    }
    return 'KWD';
  });

/** Optional method from the given options; '' and null mean none given. */
export const methodSchema = (options: readonly PaymentMethod[]) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): PaymentMethod | null => {
      if (value === undefined || value === null || value === '') return null;
      if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: methodMessage(options) });
        return z.NEVER;
      }
      return value as PaymentMethod;
    });

/** Optional text; blank means none given. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .refine((v) => v === null || v.length <= max, message);

/** Optional date and time as an ISO timestamp (a bare YYYY-MM-DD is midnight UTC of that day). */
export const depositDateSchema = z
  .string({ error: M.depositDate })
  .nullish()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const text = v.trim();
    const ms = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? Date.parse(text) : NaN;
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: M.depositDate });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });

const paymentFields = {
  amount: amountSchema,
  currency: currencySchema,
  deposit_reference: oneLine(optionalText(200, M.referenceTooLong)),
  deposit_date: depositDateSchema,
  notes: optionalText(2000, M.notesTooLong),
};

/** POST manual-payments/create payload (spec section 3 "Manual payment create"). */
export const manualPaymentCreateSchema = z.object({
  invoice_id: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        ctx.addIssue({ code: 'custom', message: M.invoiceRequired });
        return z.NEVER;
      }
      const parsed = z.uuid().safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: M.invoiceNotFound });
        return z.NEVER;
      }
      return parsed.data;
    }),
  ...paymentFields,
  method: methodSchema(ADD_PAYMENT_METHODS),
  mark_as_paid: z.boolean({ error: M.markAsPaid }).nullish().transform(Boolean),
  /** Why a short payment marked as paid leaves the rest unpaid (issue 16 item 1); kept on the write-off. */
  write_off_reason: optionalText(500, WRITE_OFF_MESSAGES.reasonTooLong),
});
export type ManualPaymentCreateInput = z.infer<typeof manualPaymentCreateSchema>;

/**
 * POST manual-payments/update/{id} payload. The invoice and mark_as_paid are not part of it (and
 * are dropped if sent). keep_attachments names the existing attachments to keep; absent keeps all.
 */
export const manualPaymentUpdateSchema = z.object({
  ...paymentFields,
  method: methodSchema(UPDATE_PAYMENT_METHODS),
  keep_attachments: z.array(z.string().max(300)).max(100).optional(),
});
export type ManualPaymentUpdateInput = z.infer<typeof manualPaymentUpdateSchema>;

/** A manual payment as the list, create and update answers carry it (spec section 3). */
export interface ManualPaymentRecord {
  id: string;
  invoice_no: string;
  landlord_name: string;
  amount: number;
  method: PaymentMethod | null;
  docs: { attachments: { name: string; url: string }[] };
  created_at: string;
  deposit_date: string | null;
  deposit_reference: string | null;
  notes: string | null;
  invoice_id: string;
  currency: 'KWD';
  tenant_name: string;
  invoice_status: string;
  /** Whose payment it is: the super admin's list shows and filters several landlords' rows. */
  landlord_id: string;
  /** The online attempt behind the payment and its refunds; null for a payment recorded by hand. */
  online?: PaymentOnlineView | null;
}

/** Dates of the list filter: 'YYYY-MM-DD', or an ISO timestamp whose date is taken; a real day. */
const listDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}/, text('manualPayments.date'))
  .transform((v) => v.slice(0, 10))
  .refine(isIsoDate, LIST_QUERY_MESSAGES.date)
  .optional();

/** GET manual-payments/list (spec section 7). */
export const manualPaymentListQuerySchema = z.object({
  q: searchTextSchema.optional(),
  sort: noSortSchema.optional(),
  constantPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  dateFrom: listDate,
  dateTo: listDate,
  role: z.literal('landlord', { error: "role must be 'landlord'." }).optional(),
  actor_id: z.uuid({ error: text('lookups.actorId') }).optional(),
});

/** The create call's query: admin_user_id and role are informative; the token decides. */
export const manualPaymentCreateQuerySchema = z.object({
  admin_user_id: z.string().max(100).optional(),
  role: z.string().max(40).optional(),
  actor_id: z.uuid({ error: text('lookups.actorId') }).optional(),
});

/** GET manual-payments/unpaid-invoices/lov and manual-payments/invoices/lov. */
export const invoiceLookupQuerySchema = z.object({
  landlord_id: z.uuid({ error: text('lookups.landlordId') }).optional(),
  q: searchTextSchema.optional(),
  id: z.uuid().optional(),
});
