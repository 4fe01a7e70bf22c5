import { INVOICE_READER } from '../accessRules';
import { idParams } from '../idParams';
import { lateFeeAnswers as A, lateFeeWaiveSchema } from '../lateFeeSchemas';
import { defineContract } from './contract';

/**
 * Late fees applied by the invoice job (issue 34 item 4): an invoice's fee, and its waiver by
 * staff with a reason (the charge line goes, the fee's row keeps who, when and why, so the job
 * never applies it again).
 */
export const lateFeesContract = defineContract({
  name: 'late-fees',
  path: '/api/late-fees',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/late-fees/invoice/:id',
      access: { permission: INVOICE_READER },
      operationId: 'lateFeesByInvoiceId',
      summary: 'Get the late fee of invoice by id (null when none was applied)',
      params: idParams,
      answers: A.one,
    },
    waive: {
      method: 'POST',
      path: '/api/late-fees/invoice/:id/waive',
      access: { permission: 'Update Invoice' },
      operationId: 'lateFeesWaiveByInvoiceId',
      summary:
        'Waive the late fee of invoice by id: {reason}; its charge line is removed and the total follows',
      params: idParams,
      body: lateFeeWaiveSchema,
      answers: A.one,
    },
  },
});
