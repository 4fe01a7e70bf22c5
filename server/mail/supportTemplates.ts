import type { RenderedMail } from './layout';
import type { MailWords } from './mailWords';

/**
 * The support tickets' mails (issue 18 item 8), both ways: the platform hears of new tickets and
 * of the raiser's replies; the raiser hears of answers and status changes. Each links to the
 * ticket in the panel (a link built from PUBLIC_URL, never from a request).
 */

export interface SupportMailData {
  /** To the super admin: a landlord or manager raised a ticket. */
  'support-ticket-new': { number: string; subject: string; category: string; from: string; link: string };
  /** To the super admin: the raiser replied. */
  'support-ticket-reply': { number: string; subject: string; from: string; body: string; link: string };
  /** To the raiser: the platform answered. */
  'support-ticket-answer': { firstName: string; number: string; subject: string; body: string; link: string };
  /** To the raiser: the platform moved the ticket. */
  'support-ticket-status': {
    firstName: string;
    number: string;
    subject: string;
    status: string;
    link: string;
  };
}

export const SUPPORT_MAIL_TEMPLATES = [
  'support-ticket-new',
  'support-ticket-reply',
  'support-ticket-answer',
  'support-ticket-status',
] as const;

type Renderers = { [T in keyof SupportMailData]: (d: SupportMailData[T]) => Omit<RenderedMail, 'secret'> };

/** The renderers in one reader's words. */
export const supportRenderers = ({ t, hello, mail, label }: MailWords): Renderers => ({
  'support-ticket-new': (d) =>
    mail(t('mail.supportTicketNew.subject', { number: d.number, subject: d.subject }), [
      t('mail.helloNoName'),
      t('mail.supportTicketNew.body', { from: d.from, category: label(d.category), subject: d.subject }),
      t('mail.readAndAnswer', { link: d.link }),
    ]),
  'support-ticket-reply': (d) =>
    mail(t('mail.supportTicketReply.subject', { number: d.number, subject: d.subject }), [
      t('mail.helloNoName'),
      t('mail.supportTicketReply.body', { from: d.from, number: d.number }),
      d.body,
      t('mail.readAndAnswer', { link: d.link }),
    ]),
  'support-ticket-answer': (d) =>
    mail(t('mail.supportTicketAnswer.subject', { number: d.number, subject: d.subject }), [
      hello(d.firstName),
      t('mail.supportTicketAnswer.body', { number: d.number }),
      d.body,
      t('mail.supportTicketAnswer.readAndReply', { link: d.link }),
    ]),
  'support-ticket-status': (d) =>
    mail(t('mail.supportTicketStatus.subject', { number: d.number, status: label(d.status) }), [
      hello(d.firstName),
      t('mail.supportTicketStatus.body', { number: d.number, subject: d.subject, status: label(d.status) }),
      t('mail.readTicket', { link: d.link }),
    ]),
});
