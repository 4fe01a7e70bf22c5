import { CONTACT_MESSAGES, isHoneypotFilled } from '../../domain/contactMessages';
import { CONTACT_LIST_MESSAGES as M } from '../../domain/contactMessageListSchemas';
import { principalOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { tooManyRequests } from '../services/abuseLimits';
import {
  acceptContactMessage,
  findContactMessage,
  listContactMessages,
  markContactMessage,
} from '../services/contactMessages';
import { contactMessagesContract } from '../../domain/contracts/contact-messages';
import { contractRoutes } from '../http/contractRoutes';

/**
 * API resource `contact-messages` (issue 21 item 2): the public site's contact form posts here
 * without a token (the page's script; the plain form posts to /contact-us, server/routes/contact-us.ts),
 * and the super admin reads and handles the messages under /api/super/contact-messages.
 */
export const contactMessagesRoutes = contractRoutes(contactMessagesContract, async (ctx) => {
  return {
    create: {
      // A bot's filled honeypot is answered as a success before the body is even validated:
      // nothing stored, nothing mailed, nothing that tells it what went wrong.
      preValidation: async (request, reply) => {
        if (isHoneypotFilled(request.body))
          return reply.send({ success: true, message: CONTACT_MESSAGES.sent });
      },
      handler: async (request, reply) => {
        const outcome = await acceptContactMessage(ctx, request.body, request.ip);
        if (outcome.kind === 'limited')
          tooManyRequests(reply, outcome.retryAfterSeconds, CONTACT_MESSAGES.tooMany);
        return { success: true, message: CONTACT_MESSAGES.sent };
      },
    },
    list: async (request) => {
      const { items, total, counts } = await listContactMessages(ctx.db, request.query);
      return { ...listAnswer(items, total, request.query), counts };
    },
    get: async (request) => {
      const data = await findContactMessage(ctx.db, request.params.id);
      if (!data) throw new HttpError(404, M.notFound);
      return { success: true, message: 'OK', data };
    },
    update: async (request) => {
      const { handled } = request.body;
      const by = { userId: principalOf(request).userId, at: new Date(ctx.now()) };
      const data = await markContactMessage(ctx.db, request.params.id, handled, by);
      if (!data) throw new HttpError(404, M.notFound);
      return { success: true, message: handled ? M.markedHandled : M.markedNew, data };
    },
  };
});
