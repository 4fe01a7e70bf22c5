// @vitest-environment node
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../../site/renderSitePage';
import { SiteLayout } from '../../site/SiteLayout';
import { robotsTxt, sitemapXml } from '../../site/sitemap';
import { siteBaseUrl } from '../../site/siteMeta';
import { AboutUs } from '../../site/pages/AboutUs';
import { ContactUs } from '../../site/pages/ContactUs';
import { Features } from '../../site/pages/Features';
import { Home } from '../../site/pages/Home';
import { NotFound } from '../../site/pages/NotFound';
import { Privacy } from '../../site/pages/Privacy';
import { Terms } from '../../site/pages/Terms';

const BASE = 'https://rentals.example.kw';
const PAGES: [string, FunctionComponent][] = [
  ['/', Home],
  ['/features', Features],
  ['/about-us', AboutUs],
  ['/contact-us', ContactUs],
  ['/terms', Terms],
  ['/privacy', Privacy],
];

/** Issue 21 item 1: what every public page's head must carry, from PUBLIC_URL. */
describe('the public pages', () => {
  it.each(PAGES)(
    '%s has its title, description, canonical URL, Open Graph and Organization',
    (path, Page) => {
      const html = renderSitePage(createElement(Page), BASE);
      expect(html.startsWith('<!doctype html><html lang="en"')).toBe(true);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
      expect(html).toContain(`<link rel="canonical" href="${BASE}${path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${BASE}${path}"/>`);
      expect(html).toContain('"@type":"Organization"');
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      // No page but contact-us loads a script; none links a stylesheet (it is inlined).
      expect(html.includes('<script src=')).toBe(path === '/contact-us');
      expect(html).not.toContain('<link rel="stylesheet"');
      for (const href of ['/features', '/pricing', '/about-us', '/contact-us', '/terms', '/privacy'])
        expect(html).toContain(`href="${href}"`);
      expect(html).toContain('href="/admin-panel/auth/login"');
      expect(html).toContain('href="/admin-panel/auth/register"');
    },
  );

  it('the 404 page is not indexed and has no canonical URL', () => {
    const html = renderSitePage(createElement(NotFound), BASE);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('terms and privacy are marked for the operator’s review', () => {
    for (const Page of [Terms, Privacy])
      expect(renderSitePage(createElement(Page), BASE)).toContain('Draft for the operator’s review.');
  });

  it('JSON-LD cannot close its script element', () => {
    const html = renderSitePage(
      createElement(SiteLayout, {
        title: 'Pricing',
        description: 'Plans',
        path: '/pricing',
        jsonLd: [{ '@type': 'SoftwareApplication', name: '</script><script>alert(1)</script>' }],
        children: null,
      }),
      BASE,
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('sitemap and robots start at PUBLIC_URL, without its trailing slash', () => {
    const base = siteBaseUrl('https://rentals.example.kw/');
    expect(base).toBe(BASE);
    expect(siteBaseUrl(undefined)).toBe('http://localhost:3000');
    const sitemap = sitemapXml(base);
    for (const path of ['/', '/features', '/pricing', '/about-us', '/contact-us', '/terms', '/privacy'])
      expect(sitemap).toContain(`<loc>${BASE}${path}</loc>`);
    expect(robotsTxt(base)).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(robotsTxt(base)).toContain('Disallow: /admin-panel/');
    // The sign-in and sign-up pages are pages to find (issue 21 item 7: the login page's SEO).
    expect(robotsTxt(base)).toContain('Allow: /admin-panel/auth/\nDisallow: /admin-panel/');
  });
});
