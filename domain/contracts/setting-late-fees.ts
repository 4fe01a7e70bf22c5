import { lateFeeAnswers as A, lateFeeSettingSchema } from '../lateFeeSchemas';
import { defineContract } from './contract';
import { OWNERS, READERS } from './setting';

/**
 * App Setting, late fees (issue 34 item 4): off by default; grace days, a fixed fee or a percent of
 * the overdue balance, a cap per invoice. The landlord and its managers read it; only the landlord
 * sets it, and every change is audited.
 */
export const settingLateFeesContract = defineContract({
  name: 'setting-late-fees',
  path: '/api/setting/late-fees',
  endpoints: {
    read: {
      method: 'GET',
      path: '/api/setting/late-fees',
      access: { roles: READERS },
      operationId: 'getSettingLateFees',
      summary: 'Get the late fee rule',
      answers: A.setting,
    },
    save: {
      method: 'PUT',
      path: '/api/setting/late-fees',
      access: { roles: OWNERS },
      operationId: 'putSettingLateFees',
      summary:
        'Replace the late fee rule: {enabled, grace_days, mode (fixed | percent), amount (KWD, or percent 0–100), cap (KWD or null)}',
      body: lateFeeSettingSchema,
      answers: A.setting,
    },
  },
});
