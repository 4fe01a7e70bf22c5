import { chequeAnswers as A } from '../chequeRecord';
import { chequeSettingSchema } from '../chequeSchemas';
import { defineContract } from './contract';
import { OWNERS, READERS } from './setting';

/**
 * App Setting, cheques (issue 34 item 1): the fee a bounced cheque adds to the tenant's next
 * invoice, 0 (none) by default. The landlord and its managers read it; only the landlord sets it.
 */
export const settingChequesContract = defineContract({
  name: 'setting-cheques',
  path: '/api/setting/cheques',
  endpoints: {
    read: {
      method: 'GET',
      path: '/api/setting/cheques',
      access: { roles: READERS },
      operationId: 'getSettingCheques',
      summary: 'Get the cheque setting (bounced-cheque fee)',
      answers: A.setting,
    },
    save: {
      method: 'PUT',
      path: '/api/setting/cheques',
      access: { roles: OWNERS },
      operationId: 'putSettingCheques',
      summary: 'Replace the cheque setting: {bounced_cheque_fee}',
      body: chequeSettingSchema,
      answers: A.setting,
    },
  },
});
