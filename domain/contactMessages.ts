import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from './accountMessages';
import { isOneLine, ONE_LINE_MESSAGE_AR, ONE_LINE_MESSAGES } from './oneLine';
import { isKuwaitiPhone, normalisePhone } from './phone';
import { fill } from './messages/catalogue';
import { waitIn } from './messages/durations';
import { account as accountArabic } from './messages/ar/accounts';
import { contact as contactArabic } from './messages/ar/accessAndLists';
import { contact } from './messages/en/accessAndLists';

/*
 * The public site's contact form (issue 21 item 2): one schema for the page's script and the
 * server, so both say the same thing about the same input. Written with zod/mini because the
 * page loads it: classic zod adds ~90 kB gzip to a script that must stay tiny; the server's
 * zod type provider reads zod/mini schemas as well.
 */

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  subjectMin: 3,
  subjectMax: 120,
  messageMin: 10,
  messageMax: 3000,
  emailMax: 254,
} as const;

export const CONTACT_MESSAGES = {
  name: fill(contact.name, { min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax }),
  email: ACCOUNT_MESSAGES.email,
  // The sign-up's rule and text (spec section 5): 8 digits starting with 9, 6, 5 or 4.
  phone: ACCOUNT_MESSAGES.phone,
  subject: fill(contact.subject, { min: CONTACT_LIMITS.subjectMin, max: CONTACT_LIMITS.subjectMax }),
  message: fill(contact.message, { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax }),
  controlCharacters: contact.controlCharacters,
  oneLine: ONE_LINE_MESSAGES.oneLine,
  sent: contact.sent,
  tooMany: (wait: string) => fill(contact.tooMany, { wait }),
  failed: contact.failed,
  invalid: contact.invalid,
  sending: contact.sending,
} as const;

export type ContactMessageTexts = {
  readonly [K in keyof typeof CONTACT_MESSAGES]: (typeof CONTACT_MESSAGES)[K] extends string
    ? string
    : (wait: string) => string;
};

/**
 * The same messages for the Arabic site (/ar/contact-us): the page's language picks them. Read off
 * the catalogue's namespaces (not arabicMessage) so that /contact.js takes only these.
 */
export const CONTACT_MESSAGES_AR: ContactMessageTexts = {
  name: fill(contactArabic.name, { min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax }),
  email: accountArabic.email,
  phone: accountArabic.phone,
  subject: fill(contactArabic.subject, { min: CONTACT_LIMITS.subjectMin, max: CONTACT_LIMITS.subjectMax }),
  message: fill(contactArabic.message, { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax }),
  controlCharacters: contactArabic.controlCharacters,
  oneLine: ONE_LINE_MESSAGE_AR,
  sent: contactArabic.sent,
  tooMany: (wait: string) => fill(contactArabic.tooMany, { wait }),
  failed: contactArabic.failed,
  invalid: contactArabic.invalid,
  sending: contactArabic.sending,
};

/** The contact form's messages in the page's language. */
export const contactMessagesIn = (locale: 'en' | 'ar'): ContactMessageTexts =>
  locale === 'ar' ? CONTACT_MESSAGES_AR : CONTACT_MESSAGES;

/**
 * How long to wait, as the limit's message says it: '1 minute', '5 minutes', '3 hours' (the
 * server's waitText) or its Arabic counterpart with the Arabic number agreement.
 */
export const contactWaitText = (seconds: number, locale: 'en' | 'ar'): string => waitIn(locale, seconds);

/** The contact form's honeypot: hidden from people, filled by bots; a filled one is dropped. */
export const CONTACT_HONEYPOT = 'website';

// Control characters other than tab and line breaks: nothing a person types, and a NUL cannot be stored.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The form's schema with the messages of one language (the rules are the same in both). */
function contactSchemaWith(M: ContactMessageTexts) {
  const printable = z.refine<string>((v) => !CONTROL.test(v), M.controlCharacters);
  /** A name or a subject: one line, no line break or tab (issue 30 item 13). */
  const oneLine = z.refine<string>(isOneLine, M.oneLine);
  /** A trimmed text between min and max characters, with one message for any failure. */
  const text = (min: number, max: number, message: string, line = printable) =>
    z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message), line);
  return z.object({
    name: text(CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax, M.name, oneLine),
    email: z
      .string({ error: M.email })
      .check(
        z.trim(),
        z.maxLength(CONTACT_LIMITS.emailMax, M.email),
        z.regex(EMAIL_PATTERN, M.email),
        printable,
        z.toLowerCase(),
      ),
    phone: z.pipe(
      z.string({ error: M.phone }).check(z.maxLength(40, M.phone)),
      z.pipe(
        z.transform((v: string) => normalisePhone(v)),
        z.string().check(z.refine(isKuwaitiPhone, M.phone)),
      ),
    ),
    subject: text(CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subjectMax, M.subject, oneLine),
    message: text(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax, M.message),
    [CONTACT_HONEYPOT]: z.optional(z.string().check(z.maxLength(500))),
  });
}

/** The API's and the English page's schema (English messages). */
export const contactMessageSchema = contactSchemaWith(CONTACT_MESSAGES);
/** The Arabic page's: the same rules, Arabic messages. */
export const contactMessageSchemaAr = contactSchemaWith(CONTACT_MESSAGES_AR);

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message';
export type ContactErrors = Partial<Record<ContactField, string>>;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** A filled honeypot: a bot's submission, answered as a success and otherwise ignored. */
export const isHoneypotFilled = (body: unknown): boolean => {
  const value = (body as Record<string, unknown> | null)?.[CONTACT_HONEYPOT];
  return typeof value === 'string' && value.trim() !== '';
};

/** The first message of each field that failed (what the form shows under each field). */
export function contactFieldErrors(input: unknown, locale: 'en' | 'ar' = 'en'): ContactErrors {
  const result = z.safeParse(locale === 'ar' ? contactMessageSchemaAr : contactMessageSchema, input);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
