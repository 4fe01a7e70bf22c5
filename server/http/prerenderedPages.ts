import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The panel pages rendered to HTML at build time (scripts/prerender-auth-pages.ts writes
 * `<staticDir>/prerendered/admin-panel/auth/login.html` for /admin-panel/auth/login): URL path →
 * file path relative to the directory returned beside it.
 */
export function findPrerenderedPages(staticDir: string): { dir: string; pages: Map<string, string> } {
  const dir = path.join(staticDir, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return { dir, pages };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    pages.set(
      `/${file
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '')}`,
      file,
    );
  }
  return { dir, pages };
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
