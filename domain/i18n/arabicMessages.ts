import { ARABIC_SERVER_MESSAGES } from './arabicServerMessages';

/*
 * Issue 22: what the server says to people (a refusal's message, each field's validation
 * message, a success message) in Arabic. The English texts are the spec's and stay the source:
 * each has its Arabic counterpart in domain/i18n/ar/ (English text → Arabic text). A text with
 * `{name}` parts matches any value there and carries it over, so messages built with a name or a
 * number are translated too. Shared: the server answers Arabic readers with it
 * (server/i18n/arabicAnswers.ts) and the panel loads it for its Arabic readers only, for the
 * messages its forms check before sending (src/i18n/localMessage.ts).
 * tests/unit/serverMessagesArabic.test.ts fails when a message of the code has no counterpart.
 */

interface Pattern {
  regex: RegExp;
  names: string[];
  arabic: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
// Without the g flag: RegExp.test with g keeps a position between calls.
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [english, arabic] of Object.entries(ARABIC_SERVER_MESSAGES)) {
  if (!HAS_PLACEHOLDER.test(english)) {
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
