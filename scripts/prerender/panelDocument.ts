import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Reads the built panel (dist/admin): its index.html and what each source module loads. */
export function readPanelBuild(adminDir: string) {
  const shell = readFileSync(path.join(adminDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(adminDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const base = '/admin-panel/';

  /** The files of these lazily loaded modules and of every chunk they import, less the shell's own. */
  const chunkFiles = (modules: readonly string[]): string[] => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the panel's manifest has no chunk ${key}: was it built?`);
      if (seen.has(key)) return;
      seen.add(key);
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return [...seen].map((key) => manifest[key]!.file).filter((file) => !shell.includes(`${base}${file}`));
  };
  return { shell, chunkFiles, base };
}

/** Without JavaScript the form shows but cannot be sent: say so above it. */
const NO_SCRIPT_TEXT = {
  en: 'JavaScript is turned off in this browser: turn it on to use this form.',
  ar: 'JavaScript معطّل في هذا المتصفح: فعّله لاستخدام هذا النموذج.',
};
const noScript = (locale: 'en' | 'ar') =>
  '<noscript><p style="margin:0;padding:12px 16px;background:#fff4e5;color:#663c00;text-align:center;' +
  `font:500 1rem/1.5 system-ui,sans-serif">${NO_SCRIPT_TEXT[locale]}</p></noscript>`;

/**
 * The first paint waits for the whole page (Chromium's render-blocking `expect` link; other
 * browsers ignore it): painted while half the markup had arrived, the card centred in the window
 * grew and moved (Lighthouse counted a layout shift of 0.07 on a phone).
 */
const END_MARK_ID = 'prerendered-end';
const RENDER_WHOLE = `<link rel="expect" href="#${END_MARK_ID}" blocking="render">`;
const END_MARK = `<div id="${END_MARK_ID}" hidden></div>`;

export interface PageParts {
  path: string;
  /** The page's language: <html lang dir> and the root's data-locale (src/auth/prerenderHydration.ts). */
  locale?: 'en' | 'ar';
  title: string;
  description: string;
  html: string;
  styleTags: string;
  preloads: string[];
}

/**
 * The panel's index.html with a page in it: its title and description, the CSS its first paint
 * needs, module preloads for the lazy chunks the page's script will ask for (fetched while the
 * page paints, not one after another once the entry has run), and the rendered markup in #root,
 * marked with the path it was rendered for.
 */
export function panelDocument(shell: string, base: string, page: PageParts): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root) || !shell.includes('</head>')) throw new Error('unexpected index.html');
  const locale = page.locale ?? 'en';
  const preloads = page.preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('');
  return (
    shell
      // The page paints without its scripts: they may come after anything its first paint needs.
      // (Lighthouse's simulation counts a high-priority script that happened to arrive before the
      // first paint on a fast machine as blocking it: 3.9 s of FCP on slow 4G instead of 0.9 s.)
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeHtml(page.description)}"`,
      )
      .replace('</head>', `${preloads}${page.styleTags}${RENDER_WHOLE}</head>`)
      .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
      .replace(
        root,
        `${noScript(locale)}<div id="root" data-prerendered="${escapeHtml(page.path)}" data-locale="${locale}">${page.html}</div>${END_MARK}`,
      )
  );
}
