import fastifyMultipart from '@fastify/multipart';
import {
  SUPPORT_MESSAGES as M,
  canMoveSupportTicket,
  supportCommentSchema,
} from '../../domain/supportTickets';
import { principalOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { PAYLOAD_FORM_LIMITS } from '../http/payloadForm';
import { readSupportForm } from '../services/supportForm';
import { noticeAnswer, noticeStatus } from '../services/supportNotices';
import {
  findSupportTicket,
  insertSupportComment,
  listSupportTickets,
  moveSupportTicket,
} from '../services/supportTickets';
import { superSupportTicketsContract } from '../../domain/contracts/super-support-tickets';
import { contractRoutes } from '../http/contractRoutes';

const EVERYONE = { landlordId: null, raisedBy: null };

/** API resource `super/support-tickets` (issue 18 item 8): the platform reads and answers. */
export const superSupportTicketsRoutes = contractRoutes(superSupportTicketsContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const links = () => ({ secret: ctx.config.jwtSecret, nowMs: ctx.now() });
  const ticketOf = async (id: string) => {
    const ticket = await findSupportTicket(ctx.db, EVERYONE, id, links());
    if (!ticket) throw new HttpError(404, M.notFound);
    return ticket;
  };

  return {
    list: async (request) => {
      const { landlordId, ...query } = request.query;
      const scope = { landlordId: landlordId ?? null, raisedBy: null };
      const { items, total, counts } = await listSupportTickets(ctx.db, scope, query);
      return { ...listAnswer(items, total, query), counts };
    },
    get: async (request) => ({
      success: true as const,
      message: 'OK',
      data: await ticketOf(request.params.id),
    }),
    status: async (request) => {
      const ticket = await ticketOf(request.params.id);
      const to = request.body.status;
      const refused = () => new HttpError(422, M.transitionRefused(ticket.status, to));
      if (!canMoveSupportTicket(ticket.status, to)) throw refused();
      const moved = await moveSupportTicket(ctx.db, {
        ticketId: ticket.id,
        authorId: principalOf(request).userId,
        from: ticket.status,
        to,
        at: new Date(ctx.now()),
      });
      // Someone else moved it meanwhile: the move asked for is no longer the one on screen.
      if (!moved) throw refused();
      const data = await ticketOf(ticket.id);
      await noticeStatus(ctx, data);
      return { success: true as const, message: M.statusChanged(to), data };
    },
    comments: async (request) => {
      const ticket = await ticketOf(request.params.id);
      if (ticket.status === 'CLOSED') throw new HttpError(422, M.closed);
      const { fields, attachments } = await readSupportForm(request, supportCommentSchema, ctx.storage);
      await insertSupportComment(ctx.db, {
        ticketId: ticket.id,
        authorId: principalOf(request).userId,
        body: fields.body,
        attachments,
        at: new Date(ctx.now()),
      });
      const data = await ticketOf(ticket.id);
      await noticeAnswer(ctx, data, fields.body);
      return { success: true as const, message: M.commented, data };
    },
  };
});
