import type { z } from 'zod';
import type { bankAccountBodySchema } from '../../domain/bankSettlementSchemas';
import { bankSettlementsContract } from '../../domain/contracts/bank-settlements';
import type { AnswerOf } from '../../src/api/callEndpoint';
import type { QueryValue } from '../../src/api/httpClient';
import { dataProvider } from '../../src/providers/dataProvider';

/** Bank and settlements' calls to /api/bank-settlements (issue 20 item 7). */

const settlements = bankSettlementsContract.endpoints;

export interface SettlementFilter {
  dateFrom: string;
  dateTo: string;
  status: '' | 'reconciled' | 'flagged';
  q: string;
}

/** A page of batches as the list answers it. */
export type BatchPage = AnswerOf<typeof settlements.list>;

const query = (filter: SettlementFilter) =>
  ({
    dateFrom: filter.dateFrom || undefined,
    dateTo: filter.dateTo || undefined,
    status: filter.status || undefined,
    q: filter.q || undefined,
  }) satisfies Record<string, QueryValue>;

export const fetchBatches = (
  filter: SettlementFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) => dataProvider.call(settlements.list, { query: { ...query(filter), page, pageSize }, signal });

export const fetchBatch = (id: string, signal?: AbortSignal) =>
  dataProvider.call(settlements.get, { params: { id }, signal }).then((r) => r.data);

/** The CSV of every batch the filters select, as the server writes it. */
export const fetchBatchesCsv = (filter: SettlementFilter) =>
  dataProvider.call(settlements.export, { query: query(filter) });

export const fetchSettlementDay = (day: string) => dataProvider.call(settlements.fetch, { body: { day } });

export const fetchBankAccount = (signal?: AbortSignal) =>
  dataProvider.call(settlements.account, { signal }).then((r) => r.data);

/** What the account form sends (the server trims, checks the IBAN and keeps a blank reference as null). */
export type BankAccountInput = z.input<typeof bankAccountBodySchema>;

export const saveBankAccount = (body: BankAccountInput) =>
  dataProvider.call(settlements.postAccount, { body });
