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

type Compose = (subject: string, paragraphs: string[]) => { subject: string; text: string; html: string };

export const contactRenderers = (
  compose: Compose,
): { [T in keyof ContactMailData]: (d: ContactMailData[T]) => ReturnType<Compose> } => ({
  'contact-message': (d) =>
    compose(`Contact form: ${d.subject}`, [
      'Hello,',
      `${d.name} wrote through the contact form of the public site.`,
      `Email: ${d.email} · Phone: +965 ${d.phone}`,
      `Subject: ${d.subject}`,
      d.message,
      `Read it and mark it handled: ${d.link}`,
    ]),
});
