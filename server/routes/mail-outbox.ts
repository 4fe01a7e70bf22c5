import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxListQuerySchema, MAIL_OUTBOX_MESSAGES } from '../../domain/mailOutboxSchemas';
import { listAnswer } from '../http/listAnswer';
import { listMailOutbox } from '../services/mailOutboxQueries';
import type { AppContext } from '../context';
import { mailOutboxAnswers } from '../../domain/contracts/answers/mail-outbox';

/**
 * GET /api/super/mail-outbox/list: the mails the server wrote, newest first, for the super admin
 * only (the role comes from the token, checked by the guard). Without SMTP_URL the outbox is the
 * only mailbox there is, so the texts are shown (recovery codes, invitation links); with SMTP they
 * went to their owners and the list shows only who got what and whether delivery worked.
 */
export const mailOutboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const outboxIsMailbox = !ctx.config.smtpUrl;

    app.get(
      '/api/super/mail-outbox/list',
      {
        config: { roles: ['super_admin'] },
        schema: { querystring: mailOutboxListQuerySchema, response: mailOutboxAnswers.mailOutboxList },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listMailOutbox(ctx.db, request.query);
        const items = rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          template: row.template,
          body: outboxIsMailbox ? row.textBody : null,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          error: row.error,
        }));
        return {
          ...listAnswer(items, total, { page, pageSize }),
          message: outboxIsMailbox ? MAIL_OUTBOX_MESSAGES.outboxMode : MAIL_OUTBOX_MESSAGES.smtpMode,
        };
      },
    );
  };
