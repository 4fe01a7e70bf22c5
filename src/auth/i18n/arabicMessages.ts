import { arabicWait } from '../../../domain/messages/durations';
import { interpolate } from './authText';
import messageTextsAr from './messageTexts.ar';
import messageTextsEn, { type MessageTextsKey } from './messageTexts.en';

/*
 * The translator of the messages that reach the auth pages in English (validation, the server's
 * answers), in a chunk of its own: authText.ts fetches it for readers of Arabic once the page shows
 * (no message is on screen before the visitor acts), so it is not part of what the login route
 * loads before it shows.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English message as a pattern: its `%{name}` parts match anything. */
const patterns = (Object.keys(messageTextsEn) as MessageTextsKey[]).map((key) => {
  const english = messageTextsEn[key];
  const names = [...english.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]!);
  const source = english
    .split(/%\{\w+\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  return { key, pattern: new RegExp(`^${source}$`), names };
});

/** `english` in Arabic when it is one of messageTexts.en.ts's (values carried over); else as it came. */
export function translateMessage(english: string): string {
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(english.trim());
    if (match)
      // A wait the message carries ('5 minutes') is said in Arabic too (domain/messages/durations.ts).
      return interpolate(
        messageTextsAr[key],
        Object.fromEntries(names.map((n, i) => [n, arabicWait(match[i + 1]!)])),
      );
  }
  return english;
}
