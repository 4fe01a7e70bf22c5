import { localPath, SITE_LOCALES } from './i18n/siteI18n';
import { absoluteUrl, SITEMAP_PATHS } from './siteMeta';

/**
 * sitemap.xml: every public page by its canonical URL, in English and in Arabic, each naming the
 * other language's page (xhtml:link alternates, the same as the pages' hreflang links).
 */
export function sitemapXml(baseUrl: string): string {
  const alternates = (path: string) =>
    [...SITE_LOCALES.map((lang) => [lang, localPath(lang, path)] as const), ['x-default', path] as const].map(
      ([lang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${absoluteUrl(baseUrl, href)}"/>`,
    );
  const urls = SITE_LOCALES.flatMap((locale) =>
    SITEMAP_PATHS.map((path) =>
      [
        `  <url><loc>${absoluteUrl(baseUrl, localPath(locale, path))}</loc><changefreq>monthly</changefreq>`,
        ...alternates(path),
        '  </url>',
      ].join('\n'),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: the site is open to crawlers; the panel and the API are not pages to index, but its
 * sign-in and sign-up pages are (the longer, more specific Allow wins: a search for the product's
 * login finds it, and Lighthouse's SEO check of the login page passes, bench/lighthouse.ts).
 */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\nAllow: /admin-panel/auth/\nDisallow: /admin-panel/\nDisallow: /api/\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

/** The mark as a stand-alone SVG (favicon) — the same drawing as site/SiteChrome.tsx's LogoMark. */
export const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#0f766e"/>' +
  '<path d="M7 15.5 16 8l9 7.5V25a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z" fill="#fff"/>' +
  '<circle cx="16" cy="17.5" r="2.4" fill="#0f766e"/><path d="M15 19h2v4h-2z" fill="#0f766e"/></svg>';
