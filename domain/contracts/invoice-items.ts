import { idParams } from '../idParams';
import { chargeCreateSchema } from '../invoiceSchemas';
import { invoiceItemsAnswers } from './answers/invoice-items';
import { defineContract } from './contract';

/** The invoice-items API resource: its endpoints, each with its access rule and schemas. */
export const invoiceItemsContract = defineContract({
  name: 'invoice-items',
  path: '/api/invoice-items',
  endpoints: {
    create: {
      method: 'POST',
      path: '/api/invoice-items/create',
      access: { permission: 'Update Invoice', creates: true },
      operationId: 'invoiceItemsCreate',
      summary: 'Create invoice item',
      body: chargeCreateSchema,
      answers: invoiceItemsAnswers.create,
    },
    delete: {
      method: 'POST',
      path: '/api/invoice-items/delete/:id',
      access: { permission: 'Update Invoice' },
      operationId: 'invoiceItemsDeleteById',
      summary: 'Delete invoice item by id',
      params: idParams,
      answers: invoiceItemsAnswers.delete,
    },
  },
});
