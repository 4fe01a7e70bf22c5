import { z } from 'zod';
import { oneLine } from './oneLine';
import { calendarDateSchema, searchTextSchema, sortFieldSchema } from './listQuery';
import { INVOICE_STATUSES } from './invoiceStatus';
import { moneyInputSchema } from './moneyInput';
import { text } from './messages/text';

/**
 * Invoices (issue 6 items 1, 2 and 6): the list query, the extra-charge form and the messages the
 * API answers with, shared by the panel's forms and the routes.
 */
export const INVOICE_MESSAGES = {
  notFound: text('invoices.notFound'),
  chargeNotFound: text('invoices.chargeNotFound'),
  noPermission: text('invoices.noPermission'),
  hasPayments: text('invoices.hasPayments'),
  alreadyCancelled: text('invoices.alreadyCancelled'),
  cancelledCharges: text('invoices.cancelledCharges'),
  rentItemFixed: text('invoices.rentItemFixed'),
  belowPaid: text('invoices.belowPaid'),
  cancelled: text('invoices.cancelled'),
  chargeAdded: text('invoices.chargeAdded'),
  chargeRemoved: text('invoices.chargeRemoved'),
  generated: (count: number) => text('invoices.generated', { count }),
  invoiceId: text('invoices.invoiceId'),
  description: text('invoices.description'),
  amount: text('invoices.amount'),
  period: text('invoices.period'),
} as const;

export const INVOICE_SORT_FIELDS = [
  'invoiceNo',
  'period',
  'dueDate',
  'total',
  'balance',
  'status',
  'tenantName',
  'propertyName',
] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/** A filter the panel leaves empty ('') means no filter, not a bad value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const invoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: optional(searchTextSchema),
  status: optional(z.enum(INVOICE_STATUSES)),
  propertyId: optional(z.uuid()),
  tenantId: optional(z.uuid()),
  period: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.period)),
  /** Due on or after / on or before these days (YYYY-MM-DD): the dashboard's cards link here. */
  dueFrom: optional(calendarDateSchema()),
  dueTo: optional(calendarDateSchema()),
  /** 'true' leaves cancelled invoices out (the dashboard's expected rent). */
  excludeCancelled: optional(z.enum(['true', 'false'])),
  sort: optional(sortFieldSchema(INVOICE_SORT_FIELDS)),
  /** Without a sort the list is newest period first, so no default here. */
  order: optional(z.enum(['asc', 'desc'])),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** An extra charge on an invoice: money with at most 3 decimals and more than zero. */
export const chargeCreateSchema = z.object({
  invoiceId: z.uuid({ error: INVOICE_MESSAGES.invoiceId }),
  /** The charge's line on the invoice: one line. */
  description: oneLine(
    z
      .string({ error: INVOICE_MESSAGES.description })
      .trim()
      .min(1, INVOICE_MESSAGES.description)
      .max(200, INVOICE_MESSAGES.description),
  ),
  amount: moneyInputSchema(INVOICE_MESSAGES.amount, { positive: true }),
});
export type ChargeCreate = z.infer<typeof chargeCreateSchema>;

/** Generate invoices: a platform admin may name one landlord; everyone else acts for their own. */
export const invoiceGenerateSchema = z.object({ landlordId: optional(z.uuid()) }).optional();
