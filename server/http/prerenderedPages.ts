import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { displayLocaleFromRequest } from '../../domain/displayLocale';
import { DEFAULT_BASE_URL } from '../../site/siteMeta';

export interface PrerenderedPages {
  dir: string;
  /** URL path → the English page's file, relative to `dir`. */
  pages: Map<string, string>;
  /** URL path → the Arabic page's file (`<path>.ar.html`), where the build wrote one. */
  arabicPages: Map<string, string>;
}

/**
 * The panel pages rendered to HTML at build time (scripts/prerender-auth-pages.ts writes
 * `<staticDir>/prerendered/admin-panel/auth/login.html` for /admin-panel/auth/login, and
 * `login.ar.html` for its Arabic): URL path → file path relative to the directory returned beside it.
 */
export function findPrerenderedPages(staticDir: string): PrerenderedPages {
  const dir = path.join(staticDir, 'prerendered');
  const pages = new Map<string, string>();
  const arabicPages = new Map<string, string>();
  if (!existsSync(dir)) return { dir, pages, arabicPages };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    const urlPath = `/${file.split(path.sep).join('/')}`;
    if (urlPath.endsWith('.ar.html')) arabicPages.set(urlPath.replace(/\.ar\.html$/, ''), file);
    else pages.set(urlPath.replace(/\.html$/, ''), file);
  }
  return { dir, pages, arabicPages };
}

/**
 * The file of a pre-rendered page in the reader's language (issue 22): the language cookie the
 * switch writes, else the browser's Accept-Language (as src/i18n/bootLocale.ts reads them, so the
 * browser hydrates the same language); English when the page has no Arabic file.
 */
export function prerenderedFileFor(
  prerendered: PrerenderedPages,
  urlPath: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): string | undefined {
  const english = prerendered.pages.get(urlPath);
  if (!english) return undefined;
  const { locale } = displayLocaleFromRequest(cookieHeader, acceptLanguage);
  return locale === 'ar' ? (prerendered.arabicPages.get(urlPath) ?? english) : english;
}

/**
 * A pre-rendered form is on screen before its script runs, and its forms say `method="post"` so
 * that a submit in that moment (or without JavaScript) never puts a password in the address. Such
 * a post is answered by the page itself again (303 to the same address); the body is not read.
 */
export async function answerEarlyFormPosts(app: FastifyInstance, paths: Iterable<string>): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      done(null);
    });
    for (const url of paths) {
      scope.post(url, async (request, reply) => reply.redirect(request.url, 303));
    }
  });
}

/**
 * The origin the public site was built with (scripts/build-site.ts writes it beside the build, in
 * `<staticDir>/site-origin.txt`); a build without that file was made with the default.
 */
export const SITE_ORIGIN_FILE = 'site-origin.txt';

export function builtSiteOrigin(staticDir: string): string {
  const file = path.join(staticDir, SITE_ORIGIN_FILE);
  const recorded = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  return (recorded || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

/**
 * A built page, sitemap or robots.txt with the build's origin replaced by the running server's
 * PUBLIC_URL (issue 31 item 14: canonical URLs, Open Graph, JSON-LD and the sitemap follow the
 * server, as /pricing does, whatever address the build was made for). Only a whole origin is
 * replaced: http://localhost:3000 is not the start of http://localhost:30001.
 */
export function withPublicOrigin(text: string, builtOrigin: string, publicUrl: string): string {
  if (builtOrigin === publicUrl) return text;
  const escaped = builtOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${escaped}(?![0-9A-Za-z.:-])`, 'g'), publicUrl);
}
