import type { AccessRule } from '../access';
import { idParams } from '../idParams';
import { messageAnswers as A } from '../messageRecord';
import { MESSAGE_MESSAGES as M, messageListQuerySchema } from '../messageSchemas';
import { messagePermissions } from './messages.permissions';
import { defineContract } from './contract';

/** A tenant reads its own messages through Tenant Rental; the landlord's side through Message. */
const MESSAGE_READER: AccessRule = { byRole: { user: 'View Tenant Rental' }, otherwise: 'View Message' };
const READER = { permission: MESSAGE_READER, forbidden: M.noPermission };

/**
 * The tenant messages API resource (issue 35 item 4): every message kept, read only. Scope comes
 * from the token: another landlord's message answers 404, a tenant sees its own, a limited manager
 * those of its properties' invoices and tenants; the super admin reads every landlord's (the
 * outbox, when no provider is configured).
 */
export const messagesContract = defineContract({
  name: 'messages',
  path: '/api/messages',
  permissions: [messagePermissions],
  endpoints: {
    list: {
      method: 'GET',
      path: '/api/messages/list',
      access: READER,
      operationId: 'messagesList',
      summary:
        'List tenant messages, newest first; filters: state, channel, template, kind, tenant_id, invoice_id, date_from, date_to, q (tenant, address, body, invoice number)',
      query: messageListQuerySchema,
      answers: A.list,
    },
    get: {
      method: 'GET',
      path: '/api/messages/get/:id',
      access: READER,
      operationId: 'messagesGetById',
      summary: 'Get tenant message by id, with its body as sent and its state’s times',
      params: idParams,
      answers: A.one,
    },
  },
});
