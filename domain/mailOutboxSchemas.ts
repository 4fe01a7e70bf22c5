import { z } from 'zod';
import { listQuerySchema } from './roleSchemas';
import { text } from './messages/text';

/**
 * The super admin's Mail outbox (issue 16 item 8): without SMTP_URL every mail stays in the
 * mail_outbox table, and this screen is where a demo or a single office reads it.
 */
export const MAIL_OUTBOX_MESSAGES = {
  title: text('mailOutbox.title'),
  outboxMode: text('mailOutbox.outboxMode'),
  smtpMode: text('mailOutbox.smtpMode'),
  empty: text('mailOutbox.empty'),
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
