import { messagesContract } from '../../domain/contracts/messages';
import { MESSAGE_MESSAGES as M } from '../../domain/messageSchemas';
import { principalOf } from '../auth/guard';
import { scopeOf } from '../auth/scope';
import { contractRoutes } from '../http/contractRoutes';
import { listAnswer } from '../http/listAnswer';
import { readerLocale } from '../http/readerLocale';
import { getMessage, listMessages } from '../services/messageQueries';

/**
 * API resource `messages` (issue 35 item 4): every tenant message the server sent or tried to
 * send, read only, scoped from the token (services/messageQueries.ts).
 */
export const messagesRoutes = contractRoutes(messagesContract, async (ctx) => ({
  list: async (request) => {
    const scope = await scopeOf(ctx.db, principalOf(request));
    const { items, total } = await listMessages(ctx.db, scope, request.query, readerLocale(request));
    return { ...listAnswer(items, total, request.query), message: M.listed };
  },
  get: async (request) => {
    const scope = await scopeOf(ctx.db, principalOf(request));
    const data = await getMessage(ctx.db, scope, request.params.id, readerLocale(request));
    return { success: true, message: M.found, data };
  },
}));
