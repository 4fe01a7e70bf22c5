import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/displayLocale';
import { answerEarlyFormPosts, findPrerenderedPages, prerenderedFileFor } from './prerenderedPages';

/** Vite names assets by content hash, so they can be cached for a year; HTML never is. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The built site's own 404 page (site/pages/NotFound.tsx) in a language; a bare one when there is no build. */
export function siteNotFoundPage(staticDir: string, locale: Locale = 'en'): string {
  const file = path.join(staticDir, 'site', ...(locale === 'ar' ? ['ar'] : []), '404.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_NOT_FOUND_PAGE;
}

const FALLBACK_NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title>' +
  '<body style="font-family:system-ui;padding:3rem"><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body></html>';

/** Files of the site that are not pages of their own: the 404 page is only ever a 404's body. */
const NOT_PAGES = new Set(['/404', '/404.html', '/ar/404', '/ar/404.html']);

/**
 * Serves the built panel under /admin-panel (every unknown path there gets index.html, the
 * single-page app decides, except the auth pages rendered at build time, which get their own
 * HTML) and the pre-rendered public site at /. Missing builds are reported
 * in the log instead of failing: the API still works without them (tests, `npm run dev`).
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const adminDir = path.join(staticDir, 'admin');
  const siteDir = path.join(staticDir, 'site');
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));
  const hasSite = existsSync(path.join(siteDir, 'index.html'));
  if (!hasAdmin || !hasSite) app.log.warn({ staticDir }, 'no built panel or site found: run `npm run build`');

  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDir,
      prefix: '/admin-panel/',
      index: false,
      wildcard: false,
      // The .br and .gz copies scripts/precompress.ts writes at build time, where accepted.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    const prerendered = findPrerenderedPages(staticDir);
    const sendPanel = async (request: FastifyRequest, reply: FastifyReply) => {
      // A missing hashed asset is a real 404: answering it with HTML would break the page.
      if (request.url.startsWith('/admin-panel/assets/')) return reply.callNotFound();
      const urlPath = request.url.split('?')[0]!;
      const { cookie, 'accept-language': acceptLanguage } = request.headers;
      const page = prerenderedFileFor(prerendered, urlPath, cookie, acceptLanguage);
      reply.header('Cache-Control', 'no-cache');
      // Each pre-rendered page comes in the reader's language: a cache keeps one per language.
      if (page) reply.header('Vary', 'Cookie, Accept-Language');
      return page ? reply.sendFile(page, prerendered.dir) : reply.sendFile('index.html', adminDir);
    };
    app.get('/admin-panel', sendPanel);
    app.get('/admin-panel/*', sendPanel);
    await answerEarlyFormPosts(app, prerendered.pages.keys());
  }
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      decorateReply: !hasAdmin,
      extensions: ['html'],
      allowedPath: (pathName) => !NOT_PAGES.has(pathName),
      setHeaders: cacheHeaders,
    });
  }
}
