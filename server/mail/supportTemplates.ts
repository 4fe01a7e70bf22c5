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

type Compose = (subject: string, paragraphs: string[]) => { subject: string; text: string; html: string };

/** The renderers, given the product's one layout and greeting. */
export const supportRenderers = (
  compose: Compose,
  hello: (firstName: string | undefined) => string,
): { [T in keyof SupportMailData]: (d: SupportMailData[T]) => ReturnType<Compose> } => ({
  'support-ticket-new': (d) =>
    compose(`New support ticket ${d.number}: ${d.subject}`, [
      'Hello,',
      `${d.from} raised a support ticket (${d.category}): ${d.subject}`,
      `Read and answer it: ${d.link}`,
    ]),
  'support-ticket-reply': (d) =>
    compose(`Reply on support ticket ${d.number}: ${d.subject}`, [
      'Hello,',
      `${d.from} replied on support ticket ${d.number}:`,
      d.body,
      `Read and answer it: ${d.link}`,
    ]),
  'support-ticket-answer': (d) =>
    compose(`Answer to your support ticket ${d.number}: ${d.subject}`, [
      hello(d.firstName),
      `The platform answered your support ticket ${d.number}:`,
      d.body,
      `Read the ticket and reply: ${d.link}`,
    ]),
  'support-ticket-status': (d) =>
    compose(`Your support ticket ${d.number} is ${d.status}`, [
      hello(d.firstName),
      `Your support ticket ${d.number} (${d.subject}) is now ${d.status}.`,
      `Read the ticket: ${d.link}`,
    ]),
});
