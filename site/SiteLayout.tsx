import type { ReactNode } from 'react';
import { useBaseUrl } from './renderSitePage';
import { SiteFooter, SiteHeader } from './SiteChrome';
import { absoluteUrl, organizationJsonLd, SITE_NAME } from './siteMeta';
import { SITE_CSS } from './siteStyles';

export { SITE_NAME } from './siteMeta';

export interface SiteLayoutProps {
  /** The page's own title; the browser tab reads "{title} · Rentals" (the home page's stands alone). */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** The page's path ('/features'): its canonical URL and the header's current link. */
  path: string;
  children: ReactNode;
  /** More JSON-LD objects (the pricing page's SoftwareApplication); Organization is always there. */
  jsonLd?: object[];
  /** Pages that must not be indexed (404, the contact form's answers). */
  noindex?: boolean;
  /** Deferred scripts of this page only (the contact form's); most pages have none. */
  scripts?: string[];
}

/** JSON-LD as a data block: `<` escaped so a value can never close the script element. */
function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The frame of every public page: the head (title, description, canonical URL, Open Graph,
 * JSON-LD, the inlined stylesheet), the header with the way into the panel, and the footer.
 */
export function SiteLayout({
  title,
  description,
  path,
  children,
  jsonLd = [],
  noindex,
  scripts = [],
}: SiteLayoutProps) {
  const baseUrl = useBaseUrl();
  const url = absoluteUrl(baseUrl, path);
  const fullTitle = path === '/' ? title : `${title} · ${SITE_NAME}`;
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={SITE_NAME} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={absoluteUrl(baseUrl, '/logo.png')} />
        <meta property="og:locale" content="en_US" />
        <meta name="twitter:card" content="summary" />
        <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
        {[organizationJsonLd(baseUrl), ...jsonLd].map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#content">
          Skip to content
        </a>
        <SiteHeader path={path} />
        <main id="content">{children}</main>
        <SiteFooter />
      </body>
    </html>
  );
}
