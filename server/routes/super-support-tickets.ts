import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoleKey } from '../../domain/roles';
import {
  SUPPORT_MESSAGES as M,
  canMoveSupportTicket,
  superSupportListQuerySchema,
  supportCommentSchema,
  supportListAnswerSchema,
  supportOneAnswerSchema,
  supportStatusSchema,
} from '../../domain/supportTickets';
import { principalOf } from '../auth/guard';
import { HttpError } from '../http/errors';
import { idParams } from '../../domain/idParams';
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
import type { AppContext } from '../context';

const PLATFORM = { roles: ['super_admin'] as RoleKey[] };
const EVERYONE = { landlordId: null, raisedBy: null };

/** API resource `super/support-tickets` (issue 18 item 8): the platform reads and answers. */
export const superSupportTicketsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
    const links = () => ({ secret: ctx.config.jwtSecret, nowMs: ctx.now() });
    const ticketOf = async (id: string) => {
      const ticket = await findSupportTicket(ctx.db, EVERYONE, id, links());
      if (!ticket) throw new HttpError(404, M.notFound);
      return ticket;
    };

    app.get(
      '/api/super/support-tickets/list',
      {
        config: PLATFORM,
        schema: { querystring: superSupportListQuerySchema, response: { 200: supportListAnswerSchema } },
      },
      async (request) => {
        const { landlordId, ...query } = request.query;
        const scope = { landlordId: landlordId ?? null, raisedBy: null };
        const { items, total, counts } = await listSupportTickets(ctx.db, scope, query);
        return { ...listAnswer(items, total, query), counts };
      },
    );

    app.get(
      '/api/super/support-tickets/get/:id',
      { config: PLATFORM, schema: { params: idParams, response: { 200: supportOneAnswerSchema } } },
      async (request) => ({ success: true as const, message: 'OK', data: await ticketOf(request.params.id) }),
    );

    app.post(
      '/api/super/support-tickets/:id/status',
      {
        config: PLATFORM,
        schema: { params: idParams, body: supportStatusSchema, response: { 200: supportOneAnswerSchema } },
      },
      async (request) => {
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
    );

    app.post(
      '/api/super/support-tickets/:id/comments',
      { config: PLATFORM, schema: { params: idParams, response: { 200: supportOneAnswerSchema } } },
      async (request) => {
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
    );
  };
