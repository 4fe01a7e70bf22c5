import { MAIL_OUTBOX_MESSAGES } from '../../domain/mailOutboxSchemas';
import { listAnswer } from '../http/listAnswer';
import { listMailOutbox } from '../services/mailOutboxQueries';
import { mailOutboxContract } from '../../domain/contracts/mail-outbox';
import { contractRoutes } from '../http/contractRoutes';

/**
 * GET /api/super/mail-outbox/list: the mails the server wrote, newest first, for the super admin
 * only (the role comes from the token, checked by the guard). Without SMTP_URL the outbox is the
 * only mailbox there is, so the texts are shown (recovery codes, invitation links); with SMTP they
 * went to their owners and the list shows only who got what and whether delivery worked.
 */
export const mailOutboxRoutes = contractRoutes(mailOutboxContract, async (ctx) => {
  const outboxIsMailbox = !ctx.config.smtpUrl;

  return {
    get: async (request) => {
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
  };
});
