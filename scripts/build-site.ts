/**
 * Pre-renders the public site to static HTML in dist/site (ARCHITECTURE.md: site/ is rendered at
 * build time; readable without JavaScript), in English at / and in Arabic under /ar/ (issue 22).
 * Canonical URLs, Open Graph and the sitemap start at
 * PUBLIC_URL when it is set at build time, else at http://localhost:3000; that origin is written to
 * dist/site-origin.txt, and the server answers the pages with its own PUBLIC_URL in its place
 * (server/http/prerenderedPages.ts), so a build serves any address. The contact page's small
 * script is bundled to /contact.js; no other page loads a script.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import sharp from 'sharp';
import { build } from 'vite';
import { ARABIC_PREFIX } from '../site/i18n/siteI18n';
import { renderSitePage } from '../site/renderSitePage';
import { LOGO_SVG, robotsTxt, sitemapXml } from '../site/sitemap';
import { siteBaseUrl } from '../site/siteMeta';
import { SITE_ORIGIN_FILE } from '../server/http/prerenderedPages';
import { AboutUs } from '../site/pages/AboutUs';
import { ContactUs } from '../site/pages/ContactUs';
import { Features } from '../site/pages/Features';
import { Home } from '../site/pages/Home';
import { NotFound } from '../site/pages/NotFound';
import { Privacy } from '../site/pages/Privacy';
import { Terms } from '../site/pages/Terms';

const outDir = path.resolve('dist/site');
const baseUrl = siteBaseUrl(process.env.PUBLIC_URL);
const pages: Record<string, FunctionComponent> = {
  'index.html': Home,
  'features.html': Features,
  'about-us.html': AboutUs,
  'contact-us.html': ContactUs,
  'terms.html': Terms,
  'privacy.html': Privacy,
  // Served by the server with status 404 (server/http/static.ts), never as a page of its own.
  '404.html': NotFound,
};

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
mkdirSync(path.join(outDir, ARABIC_PREFIX), { recursive: true });
for (const [file, Page] of Object.entries(pages)) {
  writeFileSync(path.join(outDir, file), renderSitePage(createElement(Page), baseUrl, 'en'));
  // The same page in Arabic: /ar/ is ar/index.html, /ar/features ar/features.html, ar/404.html the Arabic 404.
  writeFileSync(path.join(outDir, ARABIC_PREFIX, file), renderSitePage(createElement(Page), baseUrl, 'ar'));
}
writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(baseUrl));
// Beside the site, never served: the origin the addresses above start with.
writeFileSync(path.join(outDir, '..', SITE_ORIGIN_FILE), `${baseUrl}\n`);
writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(baseUrl));
writeFileSync(path.join(outDir, 'favicon.svg'), LOGO_SVG);
// A raster logo for link previews and the Organization JSON-LD (search engines want a bitmap).
await sharp(Buffer.from(LOGO_SVG), { density: 1152 })
  .resize(512, 512)
  .png()
  .toFile(path.join(outDir, 'logo.png'));

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: path.resolve('site/script/contactForm.ts'),
      formats: ['iife'],
      name: 'rentalsContactForm',
      fileName: () => 'contact.js',
    },
  },
});
console.log(
  `site: ${Object.keys(pages).length} pages in English and Arabic, sitemap.xml, robots.txt and contact.js written to ${path.relative(process.cwd(), outDir)} (${baseUrl})`,
);
