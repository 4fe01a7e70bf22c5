import { createContext, useContext, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../domain/displayLocale';
import { fill, localPath, siteMessages } from './i18n/siteI18n';
import { DEFAULT_BASE_URL, SITE_NAME } from './siteMeta';

/** Where the site is published (PUBLIC_URL): canonical URLs, Open Graph and JSON-LD start here. */
const BaseUrlContext = createContext(DEFAULT_BASE_URL);
/** The page's language: English at /…, Arabic at /ar/…. */
const LocaleContext = createContext<Locale>('en');

export const useBaseUrl = () => useContext(BaseUrlContext);

/**
 * The page's language and what follows from it: its catalogue (`t`), `href` for a site path in
 * this language, and `text` for a catalogue text with the site's name (and other values) filled in.
 */
export function useSite() {
  const locale = useContext(LocaleContext);
  const t = siteMessages(locale);
  return {
    locale,
    t,
    href: (path: string) => localPath(locale, path),
    text: (template: string, values: Record<string, string | number> = {}) =>
      fill(template, { site: SITE_NAME, ...values }),
  };
}

/**
 * A public page as the HTML document a visitor receives. The build renders the static pages with
 * it, and the server renders the pages it answers at request time (the contact form's answers,
 * /pricing) the same way, with `baseUrl` from its configuration, in English or Arabic.
 */
export function renderSitePage(page: ReactElement, baseUrl: string, locale: Locale = 'en'): string {
  return `<!doctype html>${renderToStaticMarkup(
    <BaseUrlContext.Provider value={baseUrl}>
      <LocaleContext.Provider value={locale}>{page}</LocaleContext.Provider>
    </BaseUrlContext.Provider>,
  )}`;
}
