import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { ENGLISH, isDigits, isLocale, type DisplayLocale } from '../../domain/displayLocale';
import type { Database } from '../db/client';
import { mailOutbox, users } from '../db/schema';
import { renderMail, type MailData, type MailTemplate } from './templates';

export type { MailData, MailTemplate } from './templates';

/** The two calls of a pino logger the mailer uses (app.log fits). */
export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailMessage<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  data: MailData[T];
  /** Where a reply goes (a contact message: its sender); not kept in the outbox. */
  replyTo?: string;
  /**
   * The language to write in. Without it the mail is in the recipient's language: the
   * users.locale / users.digits of the user with this address, English for an address that is
   * no user's. (An invitation names the inviter's language: its recipient has chosen none yet.)
   */
  display?: DisplayLocale;
  /**
   * Files sent with the message over SMTP (an owner statement's PDF). The outbox row keeps the
   * rendered text and HTML only: an attachment is made again from its record when needed.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /**
   * Renders the template, writes the message to mail_outbox and logs it; with SMTP_URL it is then
   * delivered in the background (sent_at or error is recorded on its outbox row). Resolves once the
   * message is in the outbox: a delivery failure is logged and never fails the caller.
   */
  send<T extends MailTemplate>(message: MailMessage<T>): Promise<{ id: string }>;
  /** Resolves when every delivery under way has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits for deliveries under way and closes the SMTP connection. */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  /** smtp:// or smtps:// URL; without it the outbox table and the log are the mailbox. */
  smtpUrl?: string | undefined;
  from: string;
  log: MailLog;
  env: 'development' | 'production' | 'test';
  now?: () => number;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const now = () => new Date(options.now?.() ?? Date.now());
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const deliveries = new Set<Promise<void>>();

  /** The language of the user who signs in with this address (English when none does). */
  const recipientDisplay = async (to: string): Promise<DisplayLocale> => {
    const [row] = await db
      .select({ locale: users.locale, digits: users.digits })
      .from(users)
      .where(eq(sql`lower(${users.email})`, to.trim().toLowerCase()))
      .limit(1);
    if (!row || !isLocale(row.locale)) return ENGLISH;
    return { locale: row.locale, digits: isDigits(row.digits) ? row.digits : 'latn' };
  };

  const deliver = async (
    id: string,
    message: {
      to: string;
      subject: string;
      text: string;
      html: string;
      replyTo?: string;
      attachments?: MailAttachment[];
    },
  ) => {
    try {
      await transport!.sendMail({ from: options.from, ...message });
      await db.update(mailOutbox).set({ sentAt: now() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      // The SMTP error says why (refused, unreachable); it never contains the message's body.
      const reason = err instanceof Error ? err.message : String(err);
      log.error({ mailId: id, to: message.to, err: reason }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ error: reason.slice(0, 1000) })
        .where(eq(mailOutbox.id, id))
        .catch((dbErr: unknown) =>
          log.error({ mailId: id, err: String(dbErr) }, 'mail outbox update failed'),
        );
    }
  };

  return {
    async send({ to, template, data, replyTo, display, attachments }) {
      const mail = renderMail(template, data, display ?? (await recipientDisplay(to)));
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: to,
          subject: mail.subject,
          template,
          textBody: mail.text,
          htmlBody: mail.html,
          createdAt: now(),
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      // Production logs name the mail, never its code; a developer without SMTP reads it here.
      const devSecret = options.env === 'development' && mail.secret ? { code: mail.secret } : {};
      log.info(
        { mailId: id, to, subject: mail.subject, template, via: transport ? 'smtp' : 'outbox', ...devSecret },
        'mail queued',
      );
      if (transport) {
        const delivery = deliver(id, {
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(replyTo ? { replyTo } : {}),
          ...(attachments?.length ? { attachments } : {}),
        });
        deliveries.add(delivery);
        void delivery.finally(() => deliveries.delete(delivery));
      }
      return { id };
    },

    async idle() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },

    async close() {
      await this.idle();
      transport?.close();
    },
  };
}
