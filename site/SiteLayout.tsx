import type { ReactNode } from 'react';
import { directionOf } from '../domain/displayLocale';
import { localPath, otherLocale, SITE_LOCALES, SITE_PAGE_PATHS, siteMessages } from './i18n/siteI18n';
import { useBaseUrl, useSite } from './renderSitePage';
import { SiteFooter, SiteHeader } from './SiteChrome';
import { absoluteUrl, organizationJsonLd, SITE_NAME } from './siteMeta';
import { SITE_CSS } from './siteStyles';

export { SITE_NAME } from './siteMeta';

export interface SiteLayoutProps {
  /** The page's own title; the browser tab reads "{title} · Rentals" (the home page's stands alone). */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /**
   * The page's English path ('/features'): its canonical URL in the page's language
   * ('/ar/features' in Arabic), its alternates in the other, and the header's current link.
   */
  path: string;
  children: ReactNode;
  /** More JSON-LD objects (the pricing page's SoftwareApplication); Organization is always there. */
  jsonLd?: object[];
  /** Pages that must not be indexed (404, the contact form's answers). */
  noindex?: boolean;
  /** Deferred scripts of this page only (the contact form's); most pages have none. */
  scripts?: string[];
  /** Where the language switch leads, when not the same page (/pricing?cycle=yearly keeps its cycle). */
  switchPath?: string;
}

/** JSON-LD as a data block: `<` escaped so a value can never close the script element. */
function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The frame of every public page: the head (title, description, canonical URL, the page in the
 * other language, Open Graph, JSON-LD, the inlined stylesheet), the header with the way into the
 * panel and the language switch, and the footer. English or Arabic (right to left), from renderSitePage.
 */
export function SiteLayout({
  title,
  description,
  path,
  children,
  jsonLd = [],
  noindex,
  scripts = [],
  switchPath,
}: SiteLayoutProps) {
  const baseUrl = useBaseUrl();
  const { locale, t } = useSite();
  const url = absoluteUrl(baseUrl, localPath(locale, path));
  const fullTitle = path === '/' ? title : `${title} · ${SITE_NAME}`;
  // The same page in both languages (a page of its own: not the 404 page, which has no address).
  const alternates = SITE_PAGE_PATHS.includes(path)
    ? [
        ...SITE_LOCALES.map((lang) => ({ lang: lang as string, path: localPath(lang, path) })),
        { lang: 'x-default', path },
      ]
    : [];
  // Arabic pages name their language to search engines (the English ones are as they were).
  const pageJsonLd =
    locale === 'en'
      ? []
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: fullTitle,
            description,
            url,
            inLanguage: locale,
            isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${baseUrl}${localPath(locale, '/')}` },
          },
        ];
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
        {alternates.map((alt) => (
          <link key={alt.lang} rel="alternate" hrefLang={alt.lang} href={absoluteUrl(baseUrl, alt.path)} />
        ))}
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={absoluteUrl(baseUrl, '/logo.png')} />
        <meta property="og:locale" content={t.meta.ogLocale} />
        <meta property="og:locale:alternate" content={siteMessages(otherLocale(locale)).meta.ogLocale} />
        <meta name="twitter:card" content="summary" />
        <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
        {[organizationJsonLd(baseUrl, locale), ...pageJsonLd, ...jsonLd].map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#content">
          {t.chrome.skipToContent}
        </a>
        <SiteHeader path={path} switchPath={switchPath ?? (alternates.length ? path : '/')} />
        <main id="content">{children}</main>
        <SiteFooter />
      </body>
    </html>
  );
}
