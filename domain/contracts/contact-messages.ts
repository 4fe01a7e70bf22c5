import { contactListQuerySchema, contactUpdateSchema } from '../contactMessageListSchemas';
import { contactMessageSchema } from '../contactMessages';
import { idParams } from '../idParams';
import { contactMessagesAnswers as answers } from './answers/contact-messages';
import { defineContract } from './contract';

export const SUPER_ADMIN = { roles: ['super_admin' as const] };

/** The contact-messages API resource: its endpoints, each with its access rule and schemas. */
export const contactMessagesContract = defineContract({
  name: 'contact-messages',
  path: '/api',
  endpoints: {
    create: {
      method: 'POST',
      path: '/api/contact-messages/create',
      access: { public: true },
      operationId: 'contactMessagesCreate',
      summary: 'Create contact message',
      body: contactMessageSchema,
      answers: answers.create,
    },
    list: {
      method: 'GET',
      path: '/api/super/contact-messages/list',
      access: SUPER_ADMIN,
      operationId: 'superContactMessagesList',
      summary: 'List contact messages (super admin)',
      query: contactListQuerySchema,
      answers: answers.list,
    },
    get: {
      method: 'GET',
      path: '/api/super/contact-messages/get/:id',
      access: SUPER_ADMIN,
      operationId: 'superContactMessagesGetById',
      summary: 'Get contact message by id (super admin)',
      params: idParams,
      answers: answers.one,
    },
    update: {
      method: 'POST',
      path: '/api/super/contact-messages/update/:id',
      access: SUPER_ADMIN,
      operationId: 'superContactMessagesUpdateById',
      summary: 'Update contact message by id (super admin)',
      params: idParams,
      body: contactUpdateSchema,
      answers: answers.one,
    },
  },
});
