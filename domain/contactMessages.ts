import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from './accountMessages';
import { isOneLine, ONE_LINE_MESSAGE_AR, ONE_LINE_MESSAGES } from './oneLine';
import { isKuwaitiPhone, normalisePhone } from './phone';

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
  name: `Please enter your name (${CONTACT_LIMITS.nameMin} to ${CONTACT_LIMITS.nameMax} characters).`,
  email: ACCOUNT_MESSAGES.email,
  // The sign-up's rule and text (spec section 5): 8 digits starting with 9, 6, 5 or 4.
  phone: ACCOUNT_MESSAGES.phone,
  subject: `Please enter a subject (${CONTACT_LIMITS.subjectMin} to ${CONTACT_LIMITS.subjectMax} characters).`,
  message: `Please write your message (${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.messageMax} characters).`,
  controlCharacters: 'Please remove the unusual characters from this field.',
  oneLine: ONE_LINE_MESSAGES.oneLine,
  sent: 'Thank you, your message has been sent. We will answer you by email or phone.',
  tooMany: (wait: string) =>
    `You have sent several messages in the last hour. Please try again in ${wait}, or write to us by email.`,
  failed: 'Your message could not be sent. Please check your connection and try again.',
  invalid: 'Please correct the fields marked below.',
  sending: 'Sending…',
} as const;

export type ContactMessageTexts = {
  readonly [K in keyof typeof CONTACT_MESSAGES]: (typeof CONTACT_MESSAGES)[K] extends string
    ? string
    : (wait: string) => string;
};

/**
 * The same messages for the Arabic site (/ar/contact-us): the page's language picks them. The same
 * words as the API's Arabic answers (domain/i18n/ar/), kept here so that /contact.js stays small.
 */
export const CONTACT_MESSAGES_AR: ContactMessageTexts = {
  name: `يرجى كتابة اسمك (من ${CONTACT_LIMITS.nameMin} إلى ${CONTACT_LIMITS.nameMax} حرفًا).`,
  email: 'يرجى إدخال بريد إلكتروني صحيح.',
  phone: 'يجب أن يبدأ رقم الهاتف بـ 9 أو 6 أو 5 أو 4 وأن يتكون من 8 أرقام بالضبط.',
  subject: `يرجى كتابة موضوع الرسالة (من ${CONTACT_LIMITS.subjectMin} إلى ${CONTACT_LIMITS.subjectMax} حرفًا).`,
  message: `يرجى كتابة رسالتك (من ${CONTACT_LIMITS.messageMin} إلى ${CONTACT_LIMITS.messageMax} حرف).`,
  controlCharacters: 'يرجى إزالة الأحرف غير المعتادة من هذا الحقل.',
  oneLine: ONE_LINE_MESSAGE_AR,
  sent: 'شكرًا لك، تم إرسال رسالتك. سنرد عليك عبر البريد الإلكتروني أو الهاتف.',
  tooMany: (wait: string) =>
    `لقد أرسلت عدة رسائل خلال الساعة الماضية. يرجى المحاولة مرة أخرى بعد ${wait}، أو راسلنا بالبريد الإلكتروني.`,
  failed: 'تعذّر إرسال رسالتك. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  invalid: 'يرجى تصحيح الحقول المشار إليها أدناه.',
  sending: 'جارٍ الإرسال…',
};

/** The contact form's messages in the page's language. */
export const contactMessagesIn = (locale: 'en' | 'ar'): ContactMessageTexts =>
  locale === 'ar' ? CONTACT_MESSAGES_AR : CONTACT_MESSAGES;

/**
 * How long to wait, as the limit's message says it: '1 minute', '5 minutes', '3 hours' (the
 * server's waitText) or its Arabic counterpart with the Arabic number agreement.
 */
export function contactWaitText(seconds: number, locale: 'en' | 'ar'): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.ceil(minutes / 60);
  if (locale === 'en') {
    if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
    return `${hours} hours`;
  }
  if (minutes < 120) return arabicCount(minutes, ['دقيقة واحدة', 'دقيقتين', 'دقائق', 'دقيقة']);
  return arabicCount(hours, ['ساعة واحدة', 'ساعتين', 'ساعات', 'ساعة']);
}

/** An Arabic count: one, two (dual), 3 to 10 (plural), 11 and more (singular). */
function arabicCount(n: number, [one, two, few, many]: readonly [string, string, string, string]): string {
  if (n === 1) return one;
  if (n === 2) return two;
  const rest = n % 100;
  return rest >= 3 && rest <= 10 ? `${n} ${few}` : `${n} ${many}`;
}

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
