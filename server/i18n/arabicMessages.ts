import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeFromLanguages } from '../../domain/displayLocale';
import { ARABIC_SERVER_MESSAGES } from './arabicServerMessages';

/*
 * Issue 22: what the server says to people (a refusal's message, each field's validation
 * message, a success message) in the reader's language. The English texts are the spec's and
 * stay the source: each has its Arabic counterpart in server/i18n/ar/ (English text → Arabic
 * text). A text with `{name}` parts matches any value there and carries it over, so messages
 * built with a name or a number are translated too. tests/unit/serverMessagesArabic.test.ts
 * fails when a message of the code has no Arabic counterpart.
 */

interface Pattern {
  regex: RegExp;
  names: string[];
  arabic: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [english, arabic] of Object.entries(ARABIC_SERVER_MESSAGES)) {
  if (!PLACEHOLDER.test(english)) {
    exact.set(english, arabic);
    continue;
  }
  const names: string[] = [];
  const source = escapeRegex(english).replace(/\\?\{(\w+)\\?\}/g, (_m, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, arabic });
}

/** The Arabic counterpart of a server message; the message itself when it has none. */
export function arabicMessage(english: string): string {
  const found = exact.get(english);
  if (found !== undefined) return found;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    return pattern.arabic.replace(
      PLACEHOLDER,
      (_m, name: string) => match[pattern.names.indexOf(name) + 1] ?? '',
    );
  }
  // Joined field messages ('First name is required; Phone is not valid').
  if (english.includes('; ')) return english.split('; ').map(arabicMessage).join('؛ ');
  return english;
}

/** Whether this request's reader is Arabic (the panel sends its reader's language). */
export function readsArabic(request: FastifyRequest): boolean {
  return localeFromLanguages(request.headers['accept-language']) === 'ar';
}

/** A JSON answer with its `message` and its field messages (`detail[].msg`) in Arabic. */
export function answerInArabic(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { message?: unknown; detail?: unknown };
  const translated: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') translated.message = arabicMessage(body.message);
  if (Array.isArray(body.detail)) {
    translated.detail = body.detail.map((issue: unknown) =>
      issue && typeof issue === 'object' && typeof (issue as { msg?: unknown }).msg === 'string'
        ? { ...issue, msg: arabicMessage((issue as { msg: string }).msg) }
        : issue,
    );
  }
  return translated;
}

/** Every JSON answer to an Arabic reader, refusals and successes alike, says its messages in Arabic. */
export function registerArabicAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    readsArabic(request) ? answerInArabic(payload) : payload,
  );
}
