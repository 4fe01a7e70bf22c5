import type { InvoiceRefund } from '../../domain/refundSchemas';
import type { InvoiceStatus } from '../../domain/invoiceStatus';
import type { Receipt } from '../../domain/receiptSchemas';
import type {
  CollectionTotals,
  ReceiptReport,
  RentalCollectionRow,
  TenantStatement,
} from '../../domain/reportSchemas';
import { apiClient, type QueryValue } from '../../src/api/httpClient';

/** An invoice as GET /api/invoices/list answers it; money is 3-decimal text ('350.000'). */
export interface InvoiceRecord {
  id: string;
  invoiceNo: string;
  contractId: string;
  tenantId: string;
  tenantName: string;
  unitId: string;
  unitNo: string;
  propertyId: string;
  propertyName: string;
  /** The first day of the month billed, 'YYYY-MM-DD'. */
  period: string;
  issueDate: string;
  dueDate: string;
  total: string;
  paidAmount: string;
  /** Closed without payment ("Mark as paid" on a short payment): balance = total - paid - this. */
  writtenOffAmount?: string;
  balance: string;
  currency: 'KWD';
  status: InvoiceStatus;
}

export interface InvoiceItem {
  id: string;
  kind: 'rent' | 'charge';
  description: string;
  amount: string;
}

export interface InvoicePayment {
  id: string;
  amount: string;
  method: string | null;
  depositReference: string | null;
  depositDate: string | null;
  paymentDate: string | null;
  notes: string | null;
  createdAt: string;
  receiptId: string | null;
  receiptNo: string | null;
  attachments: { name: string; url: string }[];
}

export interface InvoiceReceipt {
  id: string;
  receiptNo: string;
  amount: string;
  method: string | null;
  receivedOn: string;
}

export interface InvoiceWriteOff {
  amount: string;
  reason: string;
  createdAt: string;
  createdByName: string | null;
}

/** GET /api/invoices/get/{id}: the invoice with its items, payments and receipts. */
export interface InvoiceDetail extends InvoiceRecord {
  items: InvoiceItem[];
  payments: InvoicePayment[];
  receipts: InvoiceReceipt[];
  /** Refunds of online payments (issue 20 item 6), each with its credit note. */
  refunds?: InvoiceRefund[];
  /** The write-off that closed the invoice short, with who, when and why (issue 16 item 1). */
  writeOff?: InvoiceWriteOff | null;
  /** Who issued the invoice (the landlord's vendor name, else its own), when the API names it. */
  issuer?: { name: string; address?: string | null } | null;
}

export type { Receipt };

export interface ListEnvelope<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

interface Answer<T> {
  message: string;
  data: T;
}

export const fetchInvoice = (id: string, signal?: AbortSignal) =>
  apiClient
    .get<Answer<InvoiceDetail>>(`/invoices/get/${encodeURIComponent(id)}`, { signal })
    .then((a) => a.data);

export const generateInvoices = () => apiClient.post<Answer<{ created: number }>>('/invoices/generate', {});

export const cancelInvoice = (id: string) =>
  apiClient.post<Answer<InvoiceRecord>>(`/invoices/cancel/${encodeURIComponent(id)}`, {});

export const addCharge = (invoiceId: string, description: string, amount: string) =>
  apiClient.post<Answer<InvoiceDetail>>('/invoice-items/create', { invoiceId, description, amount });

export const fetchInvoicePage = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiClient.get<ListEnvelope<InvoiceRecord>>('/invoices/list', { query, signal });

export const fetchReceiptReport = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiClient.get<Answer<ReceiptReport>>('/reports/receipts', { query, signal }).then((a) => a.data);

export type RentalCollectionAnswer = ListEnvelope<RentalCollectionRow> & { totals: CollectionTotals };

export const fetchRentalCollection = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiClient.get<RentalCollectionAnswer>('/reports/rental-collection', { query, signal });

export const fetchTenantStatement = (tenantId: string, signal?: AbortSignal) =>
  apiClient
    .get<Answer<TenantStatement>>(`/tenant-statements/get/${encodeURIComponent(tenantId)}`, { signal })
    .then((a) => a.data);

export interface PropertyChoice {
  id: string;
  name: string;
}

export const fetchPropertyChoices = (signal?: AbortSignal) =>
  apiClient
    .get<ListEnvelope<PropertyChoice>>('/properties/list', { query: { page: 1, pageSize: 100 }, signal })
    .then((a) => a.items.map(({ id, name }) => ({ id, name })));

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
