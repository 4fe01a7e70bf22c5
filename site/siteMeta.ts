/*
 * What every public page shares: the product's name, the pages and their order in the header,
 * the footer and the sitemap, absolute URLs and the Organization JSON-LD. Exported for the
 * pages rendered at request time (/pricing, the contact form's answers) as well as the build.
 */

export const SITE_NAME = 'Rentals';
export const SITE_TAGLINE = 'Property management and rent collection for Kuwait';

/** Without PUBLIC_URL: where `npm start` serves the site. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

export interface SiteLink {
  path: string;
  label: string;
}

/** The header's links (the panel's Sign in and Create account are drawn beside them). */
export const NAV_LINKS: readonly SiteLink[] = [
  { path: '/features', label: 'Features' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/about-us', label: 'About us' },
  { path: '/contact-us', label: 'Contact us' },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { path: '/terms', label: 'Terms of service' },
  { path: '/privacy', label: 'Privacy policy' },
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

/** schema.org Organization: who runs the site and where to reach them. */
export function organizationJsonLd(baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${baseUrl}/`,
    logo: `${baseUrl}/logo.png`,
    description: `${SITE_TAGLINE}: rent invoices and receipts in KWD, online payment, maintenance requests and a tenant portal.`,
    areaServed: { '@type': 'Country', name: 'Kuwait' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: `${baseUrl}/contact-us`,
      areaServed: 'KW',
      availableLanguage: ['English', 'Arabic'],
    },
  };
}
