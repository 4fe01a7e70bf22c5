import { entriesOf } from './catalogue';
import { en, isReadByIdOnly } from './en';

/*
 * The id of a message that travels in English (issue 32 item 3): an index built from the English
 * catalogue at load — exact texts first, then the texts with `%{name}` parts as patterns that take
 * the values out. The server's Arabic answers (arabic.ts) and the panel's screens (which translate
 * the id through react-admin) read it; no catalogue is keyed by an English sentence.
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
  // A document's words are read by id only; they never travel as an answer.
  if (isReadByIdOnly(id)) continue;
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
