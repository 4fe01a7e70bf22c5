import type { receiptReportSchema } from './contracts/answers/records';
import { z } from 'zod';
import { listQuerySchema } from './roleSchemas';
import { optionalUuid, RECEIPT_MESSAGES, receiptFilterSchema } from './receiptSchemas';
import { text } from './messages/text';

/**
 * Financial reports (issue 6 items 2, 4 and 5): the receipts report, the rental collection per unit
 * and month, and the tenant statement. Money is 3-decimal text ('1234.500') throughout.
 */
export const REPORT_MESSAGES = {
  month: text('reports.month'),
  tenantNotFound: text('tenants.notFound'),
  noStatementPermission: text('reports.noStatementPermission'),
  paymentDescription: 'Payment',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET reports/receipts: the same filters as receipts/list (without paging). */
export const receiptReportQuerySchema = receiptFilterSchema;

/** The receipts report (GET /api/reports/receipts): the contract's schema, not a copy of it. */
export type ReceiptReport = z.output<typeof receiptReportSchema>;

/** GET reports/rental-collection: one month (default the current Kuwait month). */
export const rentalCollectionQuerySchema = listQuerySchema.extend({
  month: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: REPORT_MESSAGES.month }).trim().regex(MONTH, REPORT_MESSAGES.month).optional(),
  ),
  propertyId: optionalUuid(RECEIPT_MESSAGES.property),
});
export type RentalCollectionQuery = z.infer<typeof rentalCollectionQuerySchema>;

export interface RentalCollectionRow {
  unitId: string;
  unitNo: string;
  propertyId: string;
  propertyName: string;
  /** 'YYYY-MM' */
  period: string;
  tenantName: string;
  due: string;
  collected: string;
  /** Closed without payment (domain/invoiceMoney.ts); outstanding = due - collected - writtenOff. */
  writtenOff: string;
  outstanding: string;
}

export interface CollectionTotals {
  due: string;
  collected: string;
  writtenOff: string;
  outstanding: string;
}

export interface StatementEntry {
  date: string;
  kind: 'invoice' | 'payment' | 'write_off' | 'refund';
  /** The invoice number, the receipt number of a payment, the invoice number of a write-off, or a refund's credit note number. */
  reference: string;
  description: string;
  debit: string | null;
  credit: string | null;
  balance: string;
}

export interface TenantStatement {
  tenant: { id: string; name: string };
  entries: StatementEntry[];
  totalDebit: string;
  totalCredit: string;
  /** Of totalCredit, what was written off rather than paid. */
  totalWrittenOff: string;
  closingBalance: string;
}
