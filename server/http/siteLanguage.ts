import type { FastifyInstance } from 'fastify';
import { displayLocaleFromRequest, isLocale, LOCALE_COOKIE } from '../../domain/displayLocale';
import { ARABIC_PREFIX, LANGUAGE_ROUTE, localPath, SITE_PAGE_PATHS } from '../../site/i18n/siteI18n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A path of this site to go to after the switch: never another origin (//evil.example, /\evil). */
const isLocalPath = (next: unknown): next is string =>
  typeof next === 'string' && /^\/(?![/\\])/.test(next) && !/[\r\n]/.test(next);

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
