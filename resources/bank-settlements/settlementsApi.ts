import type {
  BankAccount,
  FetchResult,
  SettlementBatch,
  SettlementItem,
} from '../../domain/bankSettlementSchemas';
import { apiClient, type QueryValue } from '../../src/api/httpClient';

/** Bank and settlements' calls to /api/bank-settlements (issue 20 item 7). */

export const SETTLEMENTS_API = '/bank-settlements';

export interface SettlementFilter {
  dateFrom: string;
  dateTo: string;
  status: '' | 'reconciled' | 'flagged';
  q: string;
}

export interface BatchPage {
  items: SettlementBatch[];
  total: number;
  totalPages: number;
}

const query = (filter: SettlementFilter): Record<string, QueryValue> => ({
  dateFrom: filter.dateFrom || undefined,
  dateTo: filter.dateTo || undefined,
  status: filter.status || undefined,
  q: filter.q || undefined,
});

export const fetchBatches = (
  filter: SettlementFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  apiClient.get<BatchPage>(`${SETTLEMENTS_API}/list`, {
    query: { ...query(filter), page, pageSize },
    signal,
  });

export const fetchBatch = (id: string, signal?: AbortSignal) =>
  apiClient
    .get<{ data: SettlementBatch & { items: SettlementItem[] } }>(`${SETTLEMENTS_API}/get/${id}`, { signal })
    .then((r) => r.data);

/** The CSV of every batch the filters select, as the server writes it. */
export const fetchBatchesCsv = (filter: SettlementFilter) =>
  apiClient.get<string>(`${SETTLEMENTS_API}/export`, { query: query(filter) });

export const fetchSettlementDay = (day: string) =>
  apiClient.post<{ message: string; data: FetchResult }>(`${SETTLEMENTS_API}/fetch`, { day });

export const fetchBankAccount = (signal?: AbortSignal) =>
  apiClient.get<{ data: BankAccount | null }>(`${SETTLEMENTS_API}/account`, { signal }).then((r) => r.data);

export const saveBankAccount = (body: Record<string, string>) =>
  apiClient.post<{ message: string; data: BankAccount }>(`${SETTLEMENTS_API}/account`, body);
