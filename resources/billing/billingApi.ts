import type { Receipt } from '../../domain/receiptSchemas';
import { invoiceItemsContract } from '../../domain/contracts/invoice-items';
import { invoicesContract } from '../../domain/contracts/invoices';
import { propertiesContract } from '../../domain/contracts/properties';
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

export interface ListEnvelope<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

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

export interface PropertyChoice {
  id: string;
  name: string;
}

export const fetchPropertyChoices = (signal?: AbortSignal) =>
  dataProvider
    .call(propertiesContract.endpoints.list, { query: { page: 1, pageSize: 100 }, signal })
    .then((a) => a.items.map(({ id, name }): PropertyChoice => ({ id, name })));

/** The API pages at most 100 rows; an export or a sum walks the pages, up to this many rows. */
const PAGE = 100;
const MAX_ROWS = 10_000;

/** Every row of a paged list (for CSV exports and sums), 100 a call. */
export async function fetchAllPages<T>(
  fetchPage: (query: Record<string, QueryValue>) => Promise<ListEnvelope<T>>,
  query: Record<string, QueryValue>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page++) {
    const answer = await fetchPage({ ...query, page, pageSize: PAGE });
    rows.push(...answer.items);
    if (answer.items.length < PAGE || rows.length >= answer.total) break;
  }
  return rows;
}
