import { ar } from './ar';
import { entriesOf, fill, lookUp, type Messages } from './catalogue';
import { en } from './en';

/*
 * English in flight, Arabic by id (issue 32 item 3). Answers carry the spec's English (the tests
 * and the API's English readers rely on it); for an Arabic reader the server's hook
 * (server/i18n/arabicAnswers.ts), the panel (src/i18n/localMessage.ts) and the auth pages find the
 * id of an English message through an index built here from the English catalogue — exact texts
 * first, then the texts with `%{name}` parts as patterns that take the values out — and write the
 * Arabic of that id with the same values. No catalogue is keyed by an English sentence.
 */

interface Pattern {
  id: string;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [id, english] of entriesOf(en)) {
  if (!english.includes('%{')) {
    // The first id of a text wins; tests/unit/messageCatalogues.test.ts keeps texts unique.
    if (!exact.has(english)) exact.set(english, id);
    continue;
  }
  const names = [...english.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!);
  const source = english
    .split(/%\{\w+\}/)
    .map(escapeRegex)
    .join('(.+?)');
  patterns.push({ id, regex: new RegExp(`^${source}$`, 's'), names });
}

/** The id of an English message and the values in it; undefined when the catalogue has no such text. */
export function messageIdOf(english: string): { id: string; values: Record<string, string> } | undefined {
  const id = exact.get(english);
  if (id !== undefined) return { id, values: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(english);
    if (match)
      return { id: pattern.id, values: Object.fromEntries(pattern.names.map((n, i) => [n, match[i + 1]!])) };
  }
  return undefined;
}

/** The Arabic of a server message; the message itself when the catalogue has no such text. */
export function arabicMessage(english: string): string {
  const found = messageIdOf(english);
  if (found) return fill(lookUp(ar as Messages, found.id) ?? english, found.values);
  // Joined field messages ('First name is required; Phone is not valid').
  if (english.includes('; ')) return english.split('; ').map(arabicMessage).join('؛ ');
  return english;
}
