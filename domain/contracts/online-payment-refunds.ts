import { RECEIPT_READER } from '../accessRules';
import { idParams } from '../idParams';
import { REFUND_MESSAGES } from '../refundSchemas';
import { onlinePaymentsAnswers } from './answers/online-payments';
import { defineContract } from './contract';

/** The online-payment-refunds API resource: its endpoints, each with its access rule and schemas. */
export const onlinePaymentRefundsContract = defineContract({
  name: 'online-payment-refunds',
  path: '/api/online-payments/refunds',
  endpoints: {
    pdf: {
      method: 'GET',
      path: '/api/online-payments/refunds/:id/pdf',
      access: { permission: RECEIPT_READER, forbidden: REFUND_MESSAGES.noPermission },
      operationId: 'onlinePaymentsRefundsByIdPdf',
      summary: 'Download the PDF of online payments refund by id',
      params: idParams,
      answers: onlinePaymentsAnswers.creditNotePdf,
    },
  },
});
