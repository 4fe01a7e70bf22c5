import type { Locale } from '../displayLocale';
import { durations as arabic } from './ar/durations';
import { fill } from './catalogue';
import { durations as english } from './en/durations';

/*
 * A wait in words, in the reader's language (issue 32 item 3): the rate limits' answers travel in
 * English ('… Please try again in 5 minutes.'), and an Arabic reader's copy of the message
 * (arabic.ts, the auth pages' translator) says the wait in Arabic too ('… بعد 5 دقائق.'), not
 * 'بعد 5 minutes'. Imports only the two small area files, so the pages that use it stay light.
 */

type Unit = keyof typeof english;
const FORMS = { en: english, ar: arabic } as const;

/** A count of a unit: one, two, 3 to 10 (n % 100), or any other; English says 'minutes' for all but one. */
export function countOf(locale: Locale, unit: Unit, count: number): string {
  const forms = FORMS[locale][unit];
  const rest = count % 100;
  const form =
    count === 1 ? forms.one : count === 2 ? forms.two : rest >= 3 && rest <= 10 ? forms.few : forms.many;
  return fill(form, { count });
}

/** "3 minutes", "1 minute", "5 hours" (or their Arabic): the wait in the unit a person reads. */
export function waitIn(locale: Locale, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return countOf(locale, 'minutes', minutes);
  return countOf(locale, 'hours', Math.ceil(minutes / 60));
}

const ENGLISH_WAIT = /^(\d+) (minutes?|hours?)$/;

/** A wait an English message carries ('5 minutes', '1 minute', '3 hours') in Arabic; anything else as it is. */
export function arabicWait(value: string): string {
  const match = ENGLISH_WAIT.exec(value);
  if (!match) return value;
  return countOf('ar', match[2]!.startsWith('minute') ? 'minutes' : 'hours', Number(match[1]));
}
