import fastifyMultipart from '@fastify/multipart';
import {
  SUPPORT_MESSAGES as M,
  supportCommentSchema,
  supportTicketCreateSchema,
} from '../../domain/supportTickets';
import { principalOf } from '../auth/guard';
import type { Principal } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import { PAYLOAD_FORM_LIMITS } from '../http/payloadForm';
import { readSupportForm } from '../services/supportForm';
import { noticeNewTicket, noticeReply } from '../services/supportNotices';
import {
  findSupportTicket,
  insertSupportComment,
  insertSupportTicket,
  listSupportTickets,
  type SupportScope,
} from '../services/supportTickets';
import { supportTicketsContract } from '../../domain/contracts/support-tickets';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

/** A landlord reads its landlord's tickets (its managers' too); a manager the ones it raised. */
const scopeOf = (principal: Principal): SupportScope => {
  if (!principal.landlordId) throw new HttpError(403, text('scope.noLandlord'));
  return {
    landlordId: principal.landlordId,
    raisedBy: principal.roleKey === 'manager' ? principal.userId : null,
  };
};

/** API resource `support-tickets` (issue 18 item 8): the landlord's side of support tickets. */
export const supportTicketsRoutes = contractRoutes(supportTicketsContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const links = () => ({ secret: ctx.config.jwtSecret, nowMs: ctx.now() });
  const ticketOf = async (scope: SupportScope, id: string) => {
    const ticket = await findSupportTicket(ctx.db, scope, id, links());
    if (!ticket) throw new HttpError(404, M.notFound);
    return ticket;
  };

  return {
    list: async (request) => {
      const query = request.query;
      const { items, total, counts } = await listSupportTickets(ctx.db, scopeOf(principalOf(request)), query);
      return { ...listAnswer(items, total, query), counts };
    },
    get: async (request) => {
      const data = await ticketOf(scopeOf(principalOf(request)), request.params.id);
      return { success: true as const, message: 'OK', data };
    },
    create: async (request) => {
      const principal = principalOf(request);
      const scope = scopeOf(principal);
      const { fields, attachments } = await readSupportForm(request, supportTicketCreateSchema, ctx.storage);
      const id = await insertSupportTicket(ctx.db, {
        landlordId: scope.landlordId!,
        raisedBy: principal.userId,
        ...fields,
        attachments,
        at: new Date(ctx.now()),
      });
      const data = await ticketOf(scope, id);
      await noticeNewTicket(ctx, data);
      return { success: true as const, message: M.created, data };
    },
    comments: async (request) => {
      const principal = principalOf(request);
      const scope = scopeOf(principal);
      const ticket = await ticketOf(scope, request.params.id);
      if (ticket.status === 'CLOSED') throw new HttpError(422, M.closed);
      const { fields, attachments } = await readSupportForm(request, supportCommentSchema, ctx.storage);
      await insertSupportComment(ctx.db, {
        ticketId: ticket.id,
        authorId: principal.userId,
        body: fields.body,
        attachments,
        at: new Date(ctx.now()),
      });
      const data = await ticketOf(scope, ticket.id);
      const me = data.thread.at(-1)?.author.name ?? data.raisedBy.name;
      await noticeReply(ctx, data, `${me} (${data.landlordName})`, fields.body);
      return { success: true as const, message: M.commented, data };
    },
  };
});
