import { mailOutboxListQuerySchema } from '../mailOutboxSchemas';
import { mailOutboxAnswers } from './answers/mail-outbox';
import { defineContract } from './contract';

/** The mail-outbox API resource: its endpoints, each with its access rule and schemas. */
export const mailOutboxContract = defineContract({
  name: 'mail-outbox',
  path: '/api/super/mail-outbox/list',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/super/mail-outbox/list',
      access: { roles: ['super_admin'] },
      operationId: 'superMailOutboxList',
      summary: 'List mail outbox (super admin)',
      query: mailOutboxListQuerySchema,
      answers: mailOutboxAnswers.mailOutboxList,
    },
  },
});
