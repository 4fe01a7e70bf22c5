import { idParams } from '../idParams';
import { reminderAnswers as A } from '../reminderSchemas';
import { defineContract } from './contract';

/**
 * A rent reminder sent by hand from an invoice (issue 35 item 3): in the tenant's language, on its
 * channels in its order, with the pay link of that invoice. One per invoice per 10 minutes (429
 * naming when the next may go); a paid or cancelled invoice answers 409.
 */
export const invoiceRemindersContract = defineContract({
  name: 'invoice-reminders',
  path: '/api/invoices',
  endpoints: {
    send: {
      method: 'POST',
      path: '/api/invoices/:id/send-reminder',
      access: { roles: ['landlord', 'manager'], permission: 'Update Invoice' },
      operationId: 'invoicesSendReminder',
      summary:
        'Send the invoice’s tenant a rent reminder now (no body); answers the attempt that went out, or the last one tried when every channel failed',
      params: idParams,
      answers: A.sent,
    },
  },
});
