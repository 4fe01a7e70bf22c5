import {
  BANK_SETTLEMENT_MESSAGES as M,
  bankAccountBodySchema,
  fetchSettlementsBodySchema,
  settlementExportQuerySchema,
  settlementListQuerySchema,
} from '../bankSettlementSchemas';
import { idParams } from '../idParams';
import { bankSettlementsAnswers as A } from './answers/bank-settlements';
import { defineContract } from './contract';
import { bankSettlementPermissions } from './bank-settlements.permissions';

/** Bank Settlement is View only in the catalogue: reading needs it; the account is the landlord's own. */
export const READER = { permission: 'View Bank Settlement', forbidden: M.noPermission } as const;

export const LANDLORD = { ...READER, roles: ['landlord' as const] };

export const FETCHER = { ...READER, roles: ['super_admin' as const, 'admin' as const, 'landlord' as const] };

/** The bank-settlements API resource: its endpoints, each with its access rule and schemas. */
export const bankSettlementsContract = defineContract({
  name: 'bank-settlements',
  path: '/api/bank-settlements',
  permissions: [bankSettlementPermissions],
  endpoints: {
    account: {
      method: 'GET',
      path: '/api/bank-settlements/account',
      access: LANDLORD,
      operationId: 'getBankSettlementsAccount',
      summary: 'Get bank settlements account',
      answers: A.account,
    },
    postAccount: {
      method: 'POST',
      path: '/api/bank-settlements/account',
      access: LANDLORD,
      operationId: 'postBankSettlementsAccount',
      summary: 'Send bank settlements account',
      body: bankAccountBodySchema,
      answers: A.account,
    },
    list: {
      method: 'GET',
      path: '/api/bank-settlements/list',
      access: READER,
      operationId: 'bankSettlementsList',
      summary: 'List bank settlements',
      query: settlementListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/bank-settlements/get/:id',
      access: READER,
      operationId: 'bankSettlementsGetById',
      summary: 'Get bank settlement by id',
      params: idParams,
      answers: A.get,
    },
    export: {
      method: 'GET',
      path: '/api/bank-settlements/export',
      access: READER,
      operationId: 'bankSettlementsExport',
      summary: 'Export bank settlements',
      query: settlementExportQuerySchema,
      answers: A.csv,
    },
    fetch: {
      method: 'POST',
      path: '/api/bank-settlements/fetch',
      access: FETCHER,
      operationId: 'bankSettlementsFetch',
      summary: 'Fetch bank settlements',
      body: fetchSettlementsBodySchema,
      answers: A.fetched,
    },
  },
});
