import type { FastifyInstance } from 'fastify';
import { displayLocaleFromRequest, isLocale, LOCALE_COOKIE } from '../../domain/displayLocale';
import {
  ARABIC_PREFIX,
  LANGUAGE_ROUTE,
  localPath,
  SITE_PAGE_PATHS,
  splitLocalePath,
} from '../../site/i18n/siteI18n';
import { PANEL_BASE } from '../../domain/panelPaths';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A path of ours made only of URL characters: one leading slash (not //, not /\), then RFC 3986's
 * path, query and fragment characters, already percent-encoded. No tab, line break or other
 * control character (browsers drop those, so /<tab>/evil.example would become //evil.example),
 * no backslash, nothing outside ASCII (a Location header cannot carry it).
 */
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

/** The families of our own pages: the site's, in either language, and the panel's. */
const isOurPage = (page: string): boolean =>
  SITE_PAGE_PATHS.includes(splitLocalePath(page).page) ||
  page === PANEL_BASE ||
  page.startsWith(`${PANEL_BASE}/`);

/**
 * Where the switch may send the reader after it: one of our pages, else (another origin, a
 * path of no page of ours, anything odd) the language's home page (issue 30 item 7).
 */
export function isLocalPath(next: unknown): next is string {
  if (typeof next !== 'string' || next.length > 2000 || !SAFE_PATH.test(next)) return false;
  // The browser's own reading must agree: the same origin, the path as written.
  const url = new URL(next, 'http://site.invalid');
  return url.origin === 'http://site.invalid' && isOurPage(url.pathname);
}

/**
 * The public site's two languages (issue 22 item 7), beside the pages themselves:
 *
 * - The first visit follows the browser: a GET of an English page without the rentals_locale
 *   cookie whose Accept-Language prefers Arabic is redirected (302) to its /ar/ page; with the
 *   cookie, the reader's choice wins either way. A crawler (no Accept-Language) gets English.
 *   The English pages vary by both headers, and say so. The Arabic pages never redirect.
 * - The header's language switch is a plain link to /language/<locale>?next=<page>: it remembers
 *   the choice in the cookie (the panel reads the same one) and redirects to the page, no script.
 *
 * Registered on the root instance before the pages' routes, so the hook sees the static pages too.
 */
export function registerSiteLanguage(app: FastifyInstance): void {
  const englishPages = new Set(SITE_PAGE_PATHS);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const at = request.url.indexOf('?');
    const path = at < 0 ? request.url : request.url.slice(0, at);
    if (!englishPages.has(path)) return;
    reply.header('Vary', 'Accept-Language, Cookie');
    const { locale } = displayLocaleFromRequest(request.headers.cookie, request.headers['accept-language']);
    if (locale === 'ar') return reply.redirect(localPath('ar', request.url), 302);
  });

  app.get<{ Params: { locale: string }; Querystring: { next?: string } }>(
    `${LANGUAGE_ROUTE}/:locale`,
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale)) return reply.callNotFound();
      const next = request.query.next;
      reply.header(
        'Set-Cookie',
        `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
      );
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(isLocalPath(next) ? next : localPath(locale, '/'), 302);
    },
  );

  // The Arabic home page is /ar/ (ar/index.html); its address without the slash leads there.
  app.get(ARABIC_PREFIX, { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(`${ARABIC_PREFIX}/`, 301),
  );
}
