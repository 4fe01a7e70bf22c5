import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, contactMessageSchema, isHoneypotFilled } from '../../domain/contactMessages';
import {
  CONTACT_LIST_MESSAGES as M,
  contactListQuerySchema,
  contactUpdateSchema,
} from '../../domain/contactMessageListSchemas';
import { contactMessagesAnswers as answers } from '../../domain/contracts/answers/contact-messages';
import { principalOf } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParams } from '../../domain/idParams';
import { listAnswer } from '../http/listAnswer';
import { tooManyRequests } from '../services/abuseLimits';
import {
  acceptContactMessage,
  findContactMessage,
  listContactMessages,
  markContactMessage,
} from '../services/contactMessages';

const SUPER_ADMIN = { roles: ['super_admin' as const] };

/**
 * API resource `contact-messages` (issue 21 item 2): the public site's contact form posts here
 * without a token (the page's script; the plain form posts to /contact-us, server/routes/contact-us.ts),
 * and the super admin reads and handles the messages under /api/super/contact-messages.
 */
export const contactMessagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact-messages/create',
      {
        config: { public: true },
        schema: { body: contactMessageSchema, response: answers.create },
        // A bot's filled honeypot is answered as a success before the body is even validated:
        // nothing stored, nothing mailed, nothing that tells it what went wrong.
        preValidation: async (request, reply) => {
          if (isHoneypotFilled(request.body))
            return reply.send({ success: true, message: CONTACT_MESSAGES.sent });
        },
      },
      async (request, reply) => {
        const outcome = await acceptContactMessage(ctx, request.body, request.ip);
        if (outcome.kind === 'limited')
          tooManyRequests(reply, outcome.retryAfterSeconds, CONTACT_MESSAGES.tooMany);
        return { success: true, message: CONTACT_MESSAGES.sent };
      },
    );

    app.get(
      '/api/super/contact-messages/list',
      { config: SUPER_ADMIN, schema: { querystring: contactListQuerySchema, response: answers.list } },
      async (request) => {
        const { items, total, counts } = await listContactMessages(ctx.db, request.query);
        return { ...listAnswer(items, total, request.query), counts };
      },
    );

    app.get(
      '/api/super/contact-messages/get/:id',
      { config: SUPER_ADMIN, schema: { params: idParams, response: answers.one } },
      async (request) => {
        const data = await findContactMessage(ctx.db, request.params.id);
        if (!data) throw new HttpError(404, M.notFound);
        return { success: true, message: 'OK', data };
      },
    );

    app.post(
      '/api/super/contact-messages/update/:id',
      {
        config: SUPER_ADMIN,
        schema: { params: idParams, body: contactUpdateSchema, response: answers.one },
      },
      async (request) => {
        const { handled } = request.body;
        const by = { userId: principalOf(request).userId, at: new Date(ctx.now()) };
        const data = await markContactMessage(ctx.db, request.params.id, handled, by);
        if (!data) throw new HttpError(404, M.notFound);
        return { success: true, message: handled ? M.markedHandled : M.markedNew, data };
      },
    );
  };
