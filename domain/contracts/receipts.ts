import { RECEIPT_READER } from '../accessRules';
import { idParams } from '../idParams';
import { RECEIPT_MESSAGES as M, receiptListQuerySchema } from '../receiptSchemas';
import { receiptsAnswers } from './answers/receipts';
import { defineContract } from './contract';
import { receiptsPermissions } from './receipts.permissions';

export const READER_CONFIG = { permission: RECEIPT_READER, forbidden: M.noPermission };

/** The receipts API resource: its endpoints, each with its access rule and schemas. */
export const receiptsContract = defineContract({
  name: 'receipts',
  path: '/api/receipts',
  permissions: [receiptsPermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/receipts/list',
      access: READER_CONFIG,
      operationId: 'receiptsList',
      summary: 'List receipts',
      query: receiptListQuerySchema,
      answers: receiptsAnswers.list,
    },
    get: {
      method: 'GET',
      path: '/api/receipts/get/:id',
      access: READER_CONFIG,
      operationId: 'receiptsGetById',
      summary: 'Get receipt by id',
      params: idParams,
      answers: receiptsAnswers.get,
    },
    pdf: {
      method: 'GET',
      path: '/api/receipts/pdf/:id',
      access: READER_CONFIG,
      operationId: 'receiptsPdfById',
      summary: 'Download the PDF of receipt by id',
      params: idParams,
      answers: receiptsAnswers.pdf,
    },
  },
});
