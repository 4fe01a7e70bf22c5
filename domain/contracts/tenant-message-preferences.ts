import { idParams } from '../idParams';
import { messagePreferenceSchema, reminderAnswers as A } from '../reminderSchemas';
import { defineContract } from './contract';

/**
 * A tenant's message preferences (issue 35 item 3): the channel tried first (then the others,
 * WhatsApp → SMS → email) and its opt-out of reminders (receipts and notices still go). The
 * landlord and its managers for their own tenants (another landlord's: 404), the tenant for
 * itself only, the super admin reads.
 */
export const tenantMessagePreferencesContract = defineContract({
  name: 'tenant-message-preferences',
  path: '/api/tenant-message-preferences',
  endpoints: {
    read: {
      method: 'GET',
      path: '/api/tenant-message-preferences/:id',
      access: { roles: ['landlord', 'manager', 'user', 'super_admin', 'admin'] },
      operationId: 'getTenantMessagePreferences',
      summary: 'Get a tenant’s message channel and reminder opt-out (defaults: whatsapp, reminders on)',
      params: idParams,
      answers: A.preference,
    },
    save: {
      method: 'PUT',
      path: '/api/tenant-message-preferences/:id',
      access: { roles: ['landlord', 'manager', 'user'] },
      operationId: 'putTenantMessagePreferences',
      summary: 'Set a tenant’s message channel (whatsapp | sms | email) and reminder opt-out',
      params: idParams,
      body: messagePreferenceSchema,
      answers: A.preference,
    },
  },
});
