/**
 * Renders the panel's auth pages (src/auth/prerenderedPages.ts) to HTML after `vite build`, into
 * dist/prerendered/<path>.html, which the server answers those paths with (server/http/static.ts).
 * The page paints from that HTML and its inline CSS before any JavaScript has run; the entry then
 * takes the markup over (src/main.tsx).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Before React and MUI load: their production builds name classes as the browser's bundle does.
process.env.NODE_ENV = 'production';
const { PRERENDERED_AUTH_PAGES } = await import('../src/auth/prerenderedPages');
const { authPageTitle } = await import('../src/auth/AuthLayout');
const { renderPanelPage } = await import('./prerender/renderPanelPage');
const { panelDocument, readPanelBuild } = await import('./prerender/panelDocument');

const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
const outDir = path.join(staticDir, 'prerendered');
const { shell, chunkFiles, base } = readPanelBuild(path.join(staticDir, 'admin'));

rmSync(outDir, { recursive: true, force: true });
for (const page of PRERENDERED_AUTH_PAGES) {
  const { html, styleTags } = await renderPanelPage(page.location);
  const document = panelDocument(shell, base, {
    path: page.path,
    title: authPageTitle(page.title),
    description: page.description,
    html,
    styleTags,
    preloads: chunkFiles(page.modules),
  });
  const file = path.join(outDir, `${page.path}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, document);
}
console.log(
  `auth pages: ${PRERENDERED_AUTH_PAGES.length} pre-rendered to ${path.relative(process.cwd(), outDir)}`,
);
