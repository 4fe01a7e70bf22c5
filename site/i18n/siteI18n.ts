import type { Locale } from '../../domain/displayLocale';
import ar from './siteMessages.ar';
import en, { type SiteMessages } from './siteMessages.en';

/*
 * The public site in two languages (issue 22 item 7): English at /…, Arabic at /ar/…. Pages are
 * written once; the language comes from renderSitePage and picks the catalogue and the paths.
 */

export type { SiteMessages };

export const SITE_LOCALES: readonly Locale[] = ['en', 'ar'];

const CATALOGUES: Record<Locale, SiteMessages> = { en, ar };

export const siteMessages = (locale: Locale): SiteMessages => CATALOGUES[locale];

export const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/** The Arabic site's prefix: /ar/ is its home page, /ar/features its features. */
export const ARABIC_PREFIX = '/ar';

/** The site's own pages by their English path (the panel's and the API's paths are not the site's). */
export const SITE_PAGE_PATHS: readonly string[] = [
  '/',
  '/features',
  '/pricing',
  '/about-us',
  '/contact-us',
  '/terms',
  '/privacy',
];

/**
 * A site page's path in a language: '/features' → '/ar/features', '/' → '/ar/' (a query or a
 * fragment is kept). Any other path (the panel, a fragment alone) is the same in both languages.
 */
export function localPath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  const at = path.search(/[?#]/);
  const page = at < 0 ? path : path.slice(0, at);
  if (!SITE_PAGE_PATHS.includes(page)) return path;
  return `${ARABIC_PREFIX}${page === '/' ? '/' : page}${at < 0 ? '' : path.slice(at)}`;
}

/**
 * The language and English path of a request's path: '/ar/features' → ['ar', '/features'],
 * '/ar/' → ['ar', '/'], '/features' → ['en', '/features'].
 */
export function splitLocalePath(path: string): { locale: Locale; page: string } {
  if (path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`))
    return { locale: 'ar', page: path.slice(ARABIC_PREFIX.length) || '/' };
  return { locale: 'en', page: path };
}

/** The language of any path of the site's (a 404 under /ar/ is answered in Arabic). */
export const siteLocaleOfPath = (url: string): Locale => splitLocalePath(url.split('?')[0]!).locale;

/** A text with its {names} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A count's words in a language: the catalogue's forms for 0, 1, 2, 3 to 10 and the rest. */
export function countText(forms: readonly string[], n: number): string {
  const rest = n % 100;
  const index = n === 0 ? 0 : n === 1 ? 1 : n === 2 ? 2 : rest >= 3 && rest <= 10 ? 3 : 4;
  return fill(forms[index]!, { n });
}

/** The path of the switch to the other language: it remembers the choice, then opens the page. */
export const LANGUAGE_ROUTE = '/language';

export function languageSwitchHref(to: Locale, target: string): string {
  return `${LANGUAGE_ROUTE}/${to}?next=${encodeURIComponent(target).replace(/%2F/g, '/')}`;
}
