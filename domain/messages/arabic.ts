import { ar } from './ar';
import { fill, lookUp, type Messages } from './catalogue';
import { arabicWait } from './durations';
import { messageIdOf } from './idOf';

/*
 * English in flight, Arabic by id (issue 32 item 3). Answers carry the spec's English (the tests
 * and the API's English readers rely on it); for an Arabic reader the server's hook
 * (server/i18n/arabicAnswers.ts), the panel (src/i18n/localMessage.ts) and the auth pages find the
 * id of an English message through an index built here from the English catalogue — exact texts
 * first, then the texts with `%{name}` parts as patterns that take the values out — and write the
 * Arabic of that id with the same values. No catalogue is keyed by an English sentence.
 */

/** The Arabic of a server message; the message itself when the catalogue has no such text. */
export function arabicMessage(english: string): string {
  const found = messageIdOf(english);
  if (found) {
    // A wait the message carries ('5 minutes') is said in Arabic too.
    const values = Object.fromEntries(Object.entries(found.values).map(([name, v]) => [name, arabicWait(v)]));
    return fill(lookUp(ar as Messages, found.id) ?? english, values);
  }
  // Joined field messages ('First name is required; Phone is not valid').
  if (english.includes('; ')) return english.split('; ').map(arabicMessage).join('؛ ');
  return english;
}
