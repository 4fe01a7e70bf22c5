import { createContext, useContext, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_BASE_URL } from './siteMeta';

/** Where the site is published (PUBLIC_URL): canonical URLs, Open Graph and JSON-LD start here. */
const BaseUrlContext = createContext(DEFAULT_BASE_URL);

export const useBaseUrl = () => useContext(BaseUrlContext);

/**
 * A public page as the HTML document a visitor receives. The build renders the static pages with
 * it, and the server renders the pages it answers at request time (the contact form's answers,
 * /pricing) the same way, with `baseUrl` from its configuration.
 */
export function renderSitePage(page: ReactElement, baseUrl: string): string {
  return `<!doctype html>${renderToStaticMarkup(<BaseUrlContext.Provider value={baseUrl}>{page}</BaseUrlContext.Provider>)}`;
}
