/**
 * Pre-renders the public site to static HTML in dist/site (ARCHITECTURE.md: site/ is rendered
 * at build time, no JavaScript shipped to visitors).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Home } from '../site/pages/Home';

const outDir = path.resolve('dist/site');
const pages: Record<string, FunctionComponent> = { 'index.html': Home };

mkdirSync(outDir, { recursive: true });
for (const [file, Page] of Object.entries(pages)) {
  writeFileSync(path.join(outDir, file), `<!doctype html>${renderToStaticMarkup(createElement(Page))}`);
}
copyFileSync(path.resolve('site/site.css'), path.join(outDir, 'site.css'));
console.log(`site: ${Object.keys(pages).length} page(s) written to ${path.relative(process.cwd(), outDir)}`);
