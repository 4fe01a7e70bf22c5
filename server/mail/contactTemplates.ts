import type { RenderedMail } from './layout';
import type { MailWords } from './mailWords';

/**
 * The public site's contact form mails the platform (issue 21 item 2): who wrote, how to reach
 * them, what they wrote, and where the super admin finds the message in the panel.
 */

export interface ContactMailData {
  'contact-message': {
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    link: string;
  };
}

export const CONTACT_MAIL_TEMPLATES = ['contact-message'] as const;

type Renderers = { [T in keyof ContactMailData]: (d: ContactMailData[T]) => Omit<RenderedMail, 'secret'> };

/** The renderers in one reader's words. */
export const contactRenderers = ({ t, mail }: MailWords): Renderers => ({
  'contact-message': (d) =>
    mail(t('mail.contactMessage.subject', { subject: d.subject }), [
      t('mail.helloNoName'),
      t('mail.contactMessage.body', { name: d.name }),
      t('mail.contactMessage.reach', { email: d.email, phone: d.phone }),
      t('mail.contactMessage.subjectLine', { subject: d.subject }),
      d.message,
      t('mail.contactMessage.readIt', { link: d.link }),
    ]),
});
