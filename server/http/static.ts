import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerEarlyFormPosts, findPrerenderedPages } from './prerenderedPages';

/** Vite names assets by content hash, so they can be cached for a year; HTML never is. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

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
      const page = prerendered.pages.get(request.url.split('?')[0]!);
      reply.header('Cache-Control', 'no-cache');
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
      setHeaders: cacheHeaders,
    });
  }
}
