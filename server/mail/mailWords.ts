import { localDigits, type DisplayLocale } from '../../domain/displayLocale';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import type { Values } from '../../domain/messages/catalogue';
import { countOf } from '../../domain/messages/durations';
import type { MessageId } from '../../domain/messages/text';
import { textIn } from '../../domain/messages/textIn';
import { formatKwd } from '../../domain/money';
import { compose, PRODUCT, type Paragraph, type RenderedMail } from './layout';

/*
 * What a mail needs to say itself in its recipient's language (issue 32 item 3): its words by id
 * (domain/messages/{en,ar}/mails.ts, %{product} filled in), the greeting, the labels callers pass
 * in English, and amounts, dates and numbers in the reader's digits. The layout is layout.ts's.
 */
export interface MailWords {
  display: DisplayLocale;
  /** A mail's line by id, in the recipient's language. */
  t(id: MessageId, values?: Values): string;
  /** 'Hello Huda,' or 'Hello,' when no name is known. */
  hello(firstName: string | undefined): string;
  /** A status, priority, category or role a caller passes ('In progress', 'high', 'OPEN'), in the reader's words. */
  label(value: string): string;
  /** A number in the reader's digits. */
  digits(value: string | number): string;
  /** '10 minutes', '7 days' (Arabic: 'دقيقتين', '10 دقائق', '11 دقيقة'), in the reader's digits. */
  count(unit: 'minutes' | 'days', count: number): string;
  /** '350.000' → '350.000 KWD' / '350.000 د.ك'. */
  kwd(amount: string): string;
  /** 'YYYY-MM-DD' → 'DD-MM-YYYY'. */
  date(iso: string): string;
  /** An ISO time → 'DD-MM-YYYY HH:mm' in Kuwait. */
  dateTime(iso: string): string;
  /** The mail: its subject and paragraphs in the one layout. */
  mail(subject: string, paragraphs: Paragraph[]): Omit<RenderedMail, 'secret'>;
}

/** The labels and codes callers pass, and their ids. An unknown one is shown as given. */
const LABEL_IDS: Record<string, MessageId> = {
  // Maintenance request statuses (codes) and priorities.
  OPEN: 'mail.labels.maintenanceOpen',
  IN_PROGRESS: 'mail.labels.maintenanceInProgress',
  COMPLETED: 'mail.labels.maintenanceCompleted',
  CLOSED: 'mail.labels.maintenanceClosed',
  DEFERRED: 'mail.labels.maintenanceDeferred',
  DECLINED: 'mail.labels.maintenanceDeclined',
  low: 'mail.labels.low',
  normal: 'mail.labels.normal',
  high: 'mail.labels.high',
  emergency: 'mail.labels.emergency',
  // Support ticket statuses and categories (labels).
  Open: 'mail.labels.ticketOpen',
  'In progress': 'mail.labels.ticketInProgress',
  Resolved: 'mail.labels.ticketResolved',
  Closed: 'mail.labels.ticketClosed',
  Billing: 'mail.labels.billing',
  Account: 'mail.labels.account',
  Technical: 'mail.labels.technical',
  'Feature request': 'mail.labels.featureRequest',
  // Roles an invitation names, and who comments.
  'a property manager': 'mail.labels.propertyManager',
  'an owner': 'mail.labels.owner',
  Tenant: 'mail.labels.tenant',
  Manager: 'mail.labels.manager',
  Landlord: 'mail.labels.landlord',
  'Your landlord': 'mail.labels.yourLandlord',
};

export function mailWords(display: DisplayLocale): MailWords {
  const t = (id: MessageId, values?: Values) => textIn(display.locale, id, { product: PRODUCT, ...values });
  return {
    display,
    t,
    hello: (firstName) =>
      firstName?.trim() ? t('mail.hello', { firstName: firstName.trim() }) : t('mail.helloNoName'),
    label: (value) => {
      const id = LABEL_IDS[value];
      return id ? t(id) : value;
    },
    digits: (value) => localDigits(String(value), display),
    count: (unit, count) => localDigits(countOf(display.locale, unit, count), display),
    kwd: (amount) => formatKwd(amount, display),
    date: (iso) => displayDate(iso, display),
    dateTime: (iso) => displayDateTime(iso, display),
    mail: (subject, paragraphs) => compose(subject, paragraphs, display),
  };
}
