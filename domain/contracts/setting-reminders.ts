import { reminderAnswers as A, reminderSettingSchema } from '../reminderSchemas';
import { defineContract } from './contract';
import { OWNERS, READERS } from './setting';

/**
 * App Setting, rent reminders (issue 35 item 3): the landlord's schedule, on by default with steps
 * 3 days before, on the day, 3, 7 and 14 days after the due date. The landlord and its managers
 * read it; only the landlord sets it, and every change is audited.
 */
export const settingRemindersContract = defineContract({
  name: 'setting-reminders',
  path: '/api/setting/reminders',
  endpoints: {
    read: {
      method: 'GET',
      path: '/api/setting/reminders',
      access: { roles: READERS },
      operationId: 'getSettingReminders',
      summary: 'Get the rent reminder schedule',
      answers: A.setting,
    },
    save: {
      method: 'PUT',
      path: '/api/setting/reminders',
      access: { roles: OWNERS },
      operationId: 'putSettingReminders',
      summary:
        'Replace the rent reminder schedule: {enabled, steps (1–10 distinct whole days from the due date, -30 to 60)}',
      body: reminderSettingSchema,
      answers: A.setting,
    },
  },
});
