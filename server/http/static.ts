import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/displayLocale';
import {
  answerEarlyFormPosts,
  builtSiteOrigin,
  findPrerenderedPages,
  prerenderedFileFor,
  withPublicOrigin,
} from './prerenderedPages';

/** Vite names assets by content hash, so they can be cached for a year; HTML never is. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The built site's own 404 page (site/pages/NotFound.tsx) in a language, its addresses at
 * `publicUrl` when given; a bare one when there is no build.
 */
export function siteNotFoundPage(staticDir: string, locale: Locale = 'en', publicUrl?: string): string {
  const file = path.join(staticDir, 'site', ...(locale === 'ar' ? ['ar'] : []), '404.html');
  if (!existsSync(file)) return FALLBACK_NOT_FOUND_PAGE;
  const page = readFileSync(file, 'utf8');
  return publicUrl ? withPublicOrigin(page, builtSiteOrigin(staticDir), publicUrl) : page;
}

const FALLBACK_NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title>' +
  '<body style="font-family:system-ui;padding:3rem"><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></body></html>';

/** Files of the site that are not pages of their own: the 404 page is only ever a 404's body. */
const NOT_PAGES = new Set(['/404', '/404.html', '/ar/404', '/ar/404.html']);

export interface StaticOptions {
  /**
   * The server's PUBLIC_URL (its default when unset): the site's pages, sitemap.xml and robots.txt
   * are answered with their addresses there, whatever origin the build wrote into them.
   */
  publicUrl?: string;
  /**
   * PUBLIC_URL when the operator set it: a panel page asked for at another address is sent there
   * (its session, and the payment gateway's way back, live at that address).
   */
  panelOrigin?: string;
}

/** The site's text files whose addresses follow PUBLIC_URL. */
const ADDRESSED_TYPES = /^(text\/html|text\/plain|text\/xml|application\/xml)/;

async function textOf(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * Whether a request reached the server at `origin`'s host: by its Host or, behind a proxy, its
 * X-Forwarded-Host. A loopback Host (a proxy on the same machine that does not pass the Host on,
 * or someone on the server itself) is taken as being there, so a redirect can never loop.
 */
function arrivedAt(request: FastifyRequest, origin: URL): boolean {
  const forwarded = request.headers['x-forwarded-host'];
  const hosts = [request.headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
    .flatMap((h) => (h ? h.split(',') : []))
    .map((h) => h.trim().toLowerCase());
  if (hosts.length === 0 || LOOPBACK_HOST.test(hosts[0]!)) return true;
  return hosts.includes(origin.host.toLowerCase());
}

/**
 * Serves the built panel under /admin-panel (every unknown path there gets index.html, the
 * single-page app decides, except the auth pages rendered at build time, which get their own
 * HTML) and the pre-rendered public site at /. Missing builds are reported
 * in the log instead of failing: the API still works without them (tests, `npm run dev`).
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  options: StaticOptions = {},
): Promise<void> {
  const adminDir = path.join(staticDir, 'admin');
  const siteDir = path.join(staticDir, 'site');
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));
  const hasSite = existsSync(path.join(siteDir, 'index.html'));
  if (!hasAdmin || !hasSite) app.log.warn({ staticDir }, 'no built panel or site found: run `npm run build`');

  // Issue 31 item 14: a person who opened the panel at another address (the server's IP, an old
  // name) is sent to PUBLIC_URL, where its session is kept and where the payment gateway returns.
  if (options.panelOrigin) {
    const origin = new URL(options.panelOrigin);
    const base = options.panelOrigin.replace(/\/+$/, '');
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const urlPath = request.url.split('?')[0]!;
      if (urlPath !== '/admin-panel' && !urlPath.startsWith('/admin-panel/')) return;
      if (arrivedAt(request, origin)) return;
      return reply.redirect(`${base}${request.url}`, 302);
    });
  }

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
    const builtOrigin = builtSiteOrigin(staticDir);
    const publicUrl = options.publicUrl?.replace(/\/+$/, '');
    await app.register(async (scope) => {
      if (publicUrl && publicUrl !== builtOrigin) {
        // The build's addresses become the running server's (pages are small: read whole).
        scope.addHook('onSend', async (_request, reply, payload) => {
          if (
            reply.statusCode !== 200 ||
            !ADDRESSED_TYPES.test(String(reply.getHeader('content-type') ?? ''))
          )
            return payload;
          const text = await textOf(payload);
          if (text === null) return payload;
          const answer = withPublicOrigin(text, builtOrigin, publicUrl);
          reply.header('content-length', Buffer.byteLength(answer));
          // The file's date and tag no longer name what is sent (PUBLIC_URL may change).
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
          return answer;
        });
      }
      await scope.register(fastifyStatic, {
        root: siteDir,
        prefix: '/',
        decorateReply: !hasAdmin,
        extensions: ['html'],
        allowedPath: (pathName) => !NOT_PAGES.has(pathName),
        setHeaders: cacheHeaders,
      });
    });
  }
}
