import { z } from 'zod';
import { listQuerySchema } from './roleSchemas';

/**
 * The super admin's Mail outbox (issue 16 item 8): without SMTP_URL every mail stays in the
 * mail_outbox table, and this screen is where a demo or a single office reads it.
 */
export const MAIL_OUTBOX_MESSAGES = {
  title: 'Mail outbox',
  outboxMode:
    'No mail server is configured (SMTP_URL), so mails are not sent: they are kept here. Pass recovery codes and invitation links on to the people they are for.',
  smtpMode: 'Mails are delivered through the mail server (SMTP_URL). Their texts are not shown here.',
  empty: 'No mails yet.',
} as const;

export const mailOutboxListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'to', 'subject']).optional(),
});

/** One mail as the screen lists it; `body` is null when mail goes through SMTP. */
export interface MailOutboxItem {
  id: string;
  to: string;
  subject: string;
  template: string;
  body: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}
