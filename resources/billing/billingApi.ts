import type { Receipt } from '../../domain/receiptSchemas';
import { invoiceItemsContract } from '../../domain/contracts/invoice-items';
import { invoicesContract } from '../../domain/contracts/invoices';
import { reportsContract } from '../../domain/contracts/reports';
import { tenantStatementsContract } from '../../domain/contracts/tenant-statements';
import type { AnswerOf, DataOf, ItemOf } from '../../src/api/callEndpoint';
import type { QueryValue } from '../../src/api/httpClient';
import { dataProvider } from '../../src/providers/dataProvider';

const invoices = invoicesContract.endpoints;
const reports = reportsContract.endpoints;

/** An invoice as the list answers it; money is 3-decimal text ('350.000'). The contract's type. */
export type InvoiceRecord = ItemOf<typeof invoices.list>;

/** The invoice with its items, payments, receipts, refunds, write-off and issuer. */
export type InvoiceDetail = DataOf<typeof invoices.get>;
export type InvoiceItem = InvoiceDetail['items'][number];
export type InvoicePayment = InvoiceDetail['payments'][number];
export type InvoiceReceipt = InvoiceDetail['receipts'][number];
export type InvoiceWriteOff = NonNullable<InvoiceDetail['writeOff']>;

export type { Receipt };

export const fetchInvoice = (id: string, signal?: AbortSignal) =>
  dataProvider.call(invoices.get, { params: { id }, signal }).then((a) => a.data);

export const generateInvoices = () => dataProvider.call(invoices.generate, { body: {} });

export const cancelInvoice = (id: string) => dataProvider.call(invoices.cancel, { params: { id }, body: {} });

export const addCharge = (invoiceId: string, description: string, amount: string) =>
  dataProvider.call(invoiceItemsContract.endpoints.create, { body: { invoiceId, description, amount } });

export const fetchInvoicePage = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  dataProvider.call(invoices.list, { query, signal });

export const fetchReceiptReport = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  dataProvider.call(reports.receipts, { query, signal }).then((a) => a.data);

export type RentalCollectionAnswer = AnswerOf<typeof reports.rentalCollection>;

export const fetchRentalCollection = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  dataProvider.call(reports.rentalCollection, { query, signal });

export const fetchTenantStatement = (tenantId: string, signal?: AbortSignal) =>
  dataProvider
    .call(tenantStatementsContract.endpoints.get, { params: { tenantId }, signal })
    .then((a) => a.data);
