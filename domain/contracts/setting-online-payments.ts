import { partialPaymentSettingSchema } from '../partialPayments';
import { settingOnlinePaymentsAnswers as answers } from './answers/setting-online-payments';
import { OWNERS, READERS } from './setting';
import { defineContract } from './contract';

/** The setting-online-payments API resource: its endpoints, each with its access rule and schemas. */
export const settingOnlinePaymentsContract = defineContract({
  name: 'setting-online-payments',
  path: '/api/setting/online-payments',
  endpoints: {
    read: {
      method: 'GET',
      path: '/api/setting/online-payments',
      access: { roles: READERS },
      operationId: 'getSettingOnlinePayments',
      summary: 'Get setting online payments',
      answers: answers.get,
    },
    save: {
      method: 'PUT',
      path: '/api/setting/online-payments',
      access: { roles: OWNERS },
      operationId: 'putSettingOnlinePayments',
      summary: 'Replace setting online payments',
      body: partialPaymentSettingSchema,
      answers: answers.update,
    },
  },
});
