import type { Locale } from '../../../domain/displayLocale';
import accountTextsEn from './accountTexts.en';
import { addAuthTexts } from './authText';

/*
 * The account pages' texts (sign-up, recovery, invitation): imported by each of those pages, so
 * their English comes with them and never with the login route; their Arabic is fetched with the
 * account pages when the pages are in Arabic (src/auth/AuthPages.tsx).
 */
addAuthTexts('en', accountTextsEn);

export async function loadAccountTexts(locale: Locale): Promise<void> {
  if (locale === 'ar') addAuthTexts('ar', (await import('./accountTexts.ar')).default);
}
