import type { z } from 'zod';
// Read by namespace, not through text(): the login route and the site's contact script load this
// file and take only these namespaces of the catalogue.
import { oneLine as oneLineArabic } from './messages/ar/accessAndLists';
import { oneLine as oneLineTexts } from './messages/en/accessAndLists';

/*
 * One-line fields (issue 30 item 13): a name, a subject, a title, an address, a reference is one
 * line of text. A line break in one would be stored and later split a mail's header, a CSV row
 * or a PDF line, so every such field of the API's schemas refuses control characters (tab,
 * CR, LF, NUL…). Multi-line fields (descriptions, messages, comments, notes) keep their line
 * breaks. No zod at run time here: the site's contact form (zod/mini) uses the same rule.
 */

export const ONE_LINE_MESSAGES = {
  oneLine: oneLineTexts.oneLine,
} as const;

/** The same message in Arabic, for the pages that carry their own texts (the contact form). */
export const ONE_LINE_MESSAGE_AR = oneLineArabic.oneLine;

// C0 (tab, LF, CR, NUL…), DEL, C1 (NEL among them), and Unicode's line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a text is one line: no control character (tab and line breaks included), no line separator. */
export const isOneLine = (text: string): boolean => !CONTROL.test(text);

/** A string schema that also refuses control characters; null and undefined pass to the schema's own rules. */
export const oneLine = <T extends z.ZodType<string | null | undefined>>(
  schema: T,
  message: string = ONE_LINE_MESSAGES.oneLine,
): T => schema.refine((v) => typeof v !== 'string' || isOneLine(v), { message }) as unknown as T;
