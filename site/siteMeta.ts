/*
 * What every public page shares: the product's name, the pages and their order in the header,
 * the footer and the sitemap, absolute URLs and the Organization JSON-LD. Exported for the
 * pages rendered at request time (/pricing, the contact form's answers) as well as the build.
 */

import type { Locale } from '../domain/displayLocale';
import { fill, localPath, siteMessages, type SiteMessages } from './i18n/siteI18n';

export const SITE_NAME = 'Rentals';
export const SITE_TAGLINE = siteMessages('en').meta.tagline;

/** Without PUBLIC_URL: where `npm start` serves the site. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

export interface SiteLink {
  /** The English path; the Arabic page's is localPath('ar', path). */
  path: string;
  /** Its name in the catalogues' `nav`. */
  label: keyof SiteMessages['nav'];
}

/** The header's links (the panel's Sign in and Create account are drawn beside them). */
export const NAV_LINKS: readonly SiteLink[] = [
  { path: '/features', label: 'features' },
  { path: '/pricing', label: 'pricing' },
  { path: '/about-us', label: 'aboutUs' },
  { path: '/contact-us', label: 'contactUs' },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { path: '/terms', label: 'terms' },
  { path: '/privacy', label: 'privacy' },
];

export const LOGIN_PATH = '/admin-panel/auth/login';
export const REGISTER_PATH = '/admin-panel/auth/register';

/** Every public page a search engine should know, home first (/pricing is rendered at request time). */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  ...NAV_LINKS.map((l) => l.path),
  ...LEGAL_LINKS.map((l) => l.path),
];

/** PUBLIC_URL without its trailing slash, or the local default. */
export function siteBaseUrl(publicUrl: string | undefined): string {
  return (publicUrl?.trim() || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

export const absoluteUrl = (baseUrl: string, path: string) => `${baseUrl}${path}`;

/** schema.org Organization: who runs the site and where to reach them (in the page's language). */
export function organizationJsonLd(baseUrl: string, locale: Locale = 'en') {
  const { meta } = siteMessages(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${baseUrl}${localPath(locale, '/')}`,
    logo: `${baseUrl}/logo.png`,
    description: fill(meta.organizationDescription, { tagline: meta.tagline }),
    areaServed: { '@type': 'Country', name: meta.country },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: `${baseUrl}${localPath(locale, '/contact-us')}`,
      areaServed: 'KW',
      availableLanguage: ['English', 'Arabic'],
    },
  };
}
