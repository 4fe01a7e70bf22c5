import type { RenderedMail } from './layout';
import type { MailWords } from './mailWords';

/**
 * The owner statement mail (issue 36 item 3): the month's statement is ready, with its closing
 * balance and the link to read it and download its PDF, in the owner's language. The amount
 * travels unformatted ('350.000') and is written here in the reader's digits.
 */
export interface OwnerMailData {
  'owner-statement': { firstName: string; month: string; closingValue: string; link: string };
}

export const OWNER_MAIL_TEMPLATES = ['owner-statement'] as const;

type Renderers = { [T in keyof OwnerMailData]: (d: OwnerMailData[T]) => Omit<RenderedMail, 'secret'> };

export const ownerRenderers = ({ t, hello, mail, kwd, digits }: MailWords): Renderers => ({
  'owner-statement': (d) =>
    mail(t('owners.statement.mailSubject', { month: digits(d.month) }), [
      hello(d.firstName),
      t('owners.statement.mailBody', { month: digits(d.month), closing: kwd(d.closingValue) }),
      t('owners.statement.mailLink', { link: d.link }),
    ]),
});
