import { INVOICE_READER } from '../accessRules';
import { idParams } from '../idParams';
import { INVOICE_MESSAGES as M, invoiceGenerateSchema, invoiceListQuerySchema } from '../invoiceSchemas';
import { invoicesAnswers } from './answers/invoices';
import { defineContract } from './contract';
import { invoicePermissions } from './invoices.permissions';

export const READER_CONFIG = { permission: INVOICE_READER, forbidden: M.noPermission };

/** The invoices API resource: its endpoints, each with its access rule and schemas. */
export const invoicesContract = defineContract({
  name: 'invoices',
  path: '/api/invoices',
  permissions: [invoicePermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/invoices/list',
      access: READER_CONFIG,
      operationId: 'invoicesList',
      summary: 'List invoices',
      query: invoiceListQuerySchema,
      answers: invoicesAnswers.list,
    },
    get: {
      method: 'GET',
      path: '/api/invoices/get/:id',
      access: READER_CONFIG,
      operationId: 'invoicesGetById',
      summary: 'Get invoice by id',
      params: idParams,
      answers: invoicesAnswers.get,
    },
    pdf: {
      method: 'GET',
      path: '/api/invoices/pdf/:id',
      access: READER_CONFIG,
      operationId: 'invoicesPdfById',
      summary: 'Download the PDF of invoice by id',
      params: idParams,
      answers: invoicesAnswers.pdf,
    },
    generate: {
      method: 'POST',
      path: '/api/invoices/generate',
      access: { permission: 'Create Invoice', creates: true },
      operationId: 'invoicesGenerate',
      summary: 'Generate invoices',
      body: invoiceGenerateSchema,
      answers: invoicesAnswers.generate,
    },
    cancel: {
      method: 'POST',
      path: '/api/invoices/cancel/:id',
      access: { permission: 'Update Invoice' },
      operationId: 'invoicesCancelById',
      summary: 'Cancel invoice by id',
      params: idParams,
      answers: invoicesAnswers.cancel,
    },
  },
});
