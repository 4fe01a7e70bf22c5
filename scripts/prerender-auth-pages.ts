/**
 * Renders the panel's auth pages (src/auth/prerenderedPages.ts) to HTML after `vite build`, into
 * dist/prerendered/<path>.html, and in Arabic (right to left) into dist/prerendered/<path>.ar.html,
 * which the server answers those paths with, per the reader's language (server/http/static.ts).
 * The page paints from that HTML and its inline CSS before any JavaScript has run; the entry then
 * takes the markup over (src/main.tsx).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Before React and MUI load: their production builds name classes as the browser's bundle does.
process.env.NODE_ENV = 'production';
const { PRERENDERED_AUTH_PAGES } = await import('../src/auth/prerenderedPages');
const { authPageTitle } = await import('../src/auth/AuthLayout');
const { authText, loadArabicLoginTexts, setAuthLocale } = await import('../src/auth/i18n/authText');
const { loadAccountTexts } = await import('../src/auth/i18n/accountTexts');
const { renderPanelPage } = await import('./prerender/renderPanelPage');
const { panelDocument, readPanelBuild } = await import('./prerender/panelDocument');

const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
const outDir = path.join(staticDir, 'prerendered');
const { shell, chunkFiles, base } = readPanelBuild(path.join(staticDir, 'admin'));

/** Each language: its direction, the chunks its texts add, its files' suffix. */
const LANGUAGES = [
  { locale: 'en', direction: 'ltr', modules: [], suffix: '' },
  {
    locale: 'ar',
    direction: 'rtl',
    // The Arabic texts (src/PanelRoot.tsx), which the page loads before it takes over, and the
    // right-to-left style flip (src/i18n/DirectionCache.tsx), fetched beside them.
    modules: ['src/i18n/rtlFlip.ts', 'src/auth/i18n/loginTexts.ar.ts'],
    suffix: '.ar',
  },
] as const;

rmSync(outDir, { recursive: true, force: true });
for (const language of LANGUAGES) {
  if (language.locale === 'ar') await loadArabicLoginTexts();
  else setAuthLocale(language.locale);
  await loadAccountTexts(language.locale);
  for (const page of PRERENDERED_AUTH_PAGES) {
    // The account pages also fetch their texts in Arabic.
    const accountTexts =
      language.locale === 'ar' && page.modules.length > 1 ? ['src/auth/i18n/accountTexts.ar.ts'] : [];
    const { html, styleTags } = await renderPanelPage(page.location, language.direction);
    const document = panelDocument(shell, base, {
      path: page.path,
      locale: language.locale,
      title: authPageTitle(authText(page.titleKey)),
      description: authText(page.descriptionKey),
      html,
      styleTags,
      preloads: chunkFiles([...page.modules, ...language.modules, ...accountTexts]),
    });
    const file = path.join(outDir, `${page.path}${language.suffix}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, document);
  }
}
setAuthLocale('en');
console.log(
  `auth pages: ${PRERENDERED_AUTH_PAGES.length} pre-rendered in ${LANGUAGES.length} languages to ${path.relative(process.cwd(), outDir)}`,
);
