import { RECORDED_PAYMENT_METHODS } from './invoiceStatus';
import { z } from 'zod';
import { sortFieldSchema } from './listQuery';
import { isIsoDate } from './contractSchemas';
import { listQuerySchema } from './roleSchemas';
import type { receiptSchema } from './contracts/answers/records';
import { text } from './messages/text';

/**
 * Receipts (issue 6 item 3): every recorded payment issues one. One set of rules and messages for
 * the receipts list filters and the routes.
 */
export const RECEIPT_MESSAGES = {
  notFound: text('receipts.notFound'),
  noPermission: text('receipts.noPermission'),
  dateFrom: text('dateRange.from'),
  dateTo: text('dateRange.to'),
  dateRange: text('dateRange.order'),
  method: text('receipts.method'),
  property: text('receipts.property'),
  landlord: text('lookups.landlordChoice'),
} as const;

/** A receipt carries its payment's method: one recorded by hand, or KNET or card online. */
export const RECEIPT_METHODS = RECORDED_PAYMENT_METHODS;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** The sortable columns of receipts/list; without a sort the newest come first. */
export const RECEIPT_SORTS = ['receiptNo', 'receivedOn', 'amount', 'payerName'] as const;
export type ReceiptSort = (typeof RECEIPT_SORTS)[number];

/** An empty filter box sends '' : that means "no filter", not a bad value. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional yyyy-mm-dd filter. */
export const optionalIsoDate = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().refine(isIsoDate, message).optional());

export const optionalUuid = (message: string) =>
  z.preprocess(blankToUndefined, z.uuid({ error: message }).optional());

export const optionalMethod = z.preprocess(
  blankToUndefined,
  z.enum(RECEIPT_METHODS, { error: RECEIPT_MESSAGES.method }).optional(),
);

/**
 * The filters receipts/list and the receipts report share: a date range, a property, a method, and
 * for the super admin a landlord (for anyone else it can only narrow their own scope to nothing).
 */
export const receiptFilterFields = {
  landlordId: optionalUuid(RECEIPT_MESSAGES.landlord),
  dateFrom: optionalIsoDate(RECEIPT_MESSAGES.dateFrom),
  dateTo: optionalIsoDate(RECEIPT_MESSAGES.dateTo),
  propertyId: optionalUuid(RECEIPT_MESSAGES.property),
  method: optionalMethod,
};

const dateRangeInOrder = (v: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo;

export const receiptFilterSchema = z
  .object(receiptFilterFields)
  .refine(dateRangeInOrder, { message: RECEIPT_MESSAGES.dateRange, path: ['dateTo'] });
export type ReceiptFilter = z.infer<typeof receiptFilterSchema>;

export const receiptListQuerySchema = listQuerySchema
  .extend({ ...receiptFilterFields, sort: sortFieldSchema(RECEIPT_SORTS).optional() })
  .refine(dateRangeInOrder, { message: RECEIPT_MESSAGES.dateRange, path: ['dateTo'] });
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>;

/**
 * A receipt as the API answers it (and the CSV export writes it): the contract's row
 * (domain/contracts/answers/records.ts), whose method may also be an online one (knet, card).
 */
export type Receipt = z.infer<typeof receiptSchema>;
