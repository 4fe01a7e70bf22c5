import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from './accountMessages';
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
  sent: 'Thank you, your message has been sent. We will answer you by email or phone.',
  tooMany: (wait: string) =>
    `You have sent several messages in the last hour. Please try again in ${wait}, or write to us by email.`,
  failed: 'Your message could not be sent. Please check your connection and try again.',
} as const;

/** The contact form's honeypot: hidden from people, filled by bots; a filled one is dropped. */
export const CONTACT_HONEYPOT = 'website';

// Control characters other than tab and line breaks: nothing a person types, and a NUL cannot be stored.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const printable = z.refine<string>((v) => !CONTROL.test(v), CONTACT_MESSAGES.controlCharacters);

/** A trimmed text between min and max characters, with one message for any failure. */
const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, message), printable);

export const contactMessageSchema = z.object({
  name: text(CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.name),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.email),
      z.regex(EMAIL_PATTERN, CONTACT_MESSAGES.email),
      printable,
      z.toLowerCase(),
    ),
  phone: z.pipe(
    z.string({ error: CONTACT_MESSAGES.phone }).check(z.maxLength(40, CONTACT_MESSAGES.phone)),
    z.pipe(
      z.transform((v: string) => normalisePhone(v)),
      z.string().check(z.refine(isKuwaitiPhone, CONTACT_MESSAGES.phone)),
    ),
  ),
  subject: text(CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subject),
  message: text(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.message),
  [CONTACT_HONEYPOT]: z.optional(z.string().check(z.maxLength(500))),
});

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
export function contactFieldErrors(input: unknown): ContactErrors {
  const result = z.safeParse(contactMessageSchema, input);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
