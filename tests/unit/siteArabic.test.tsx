// @vitest-environment node
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_MESSAGES_AR, contactFieldErrors } from '../../domain/contactMessages';
import { arabicMessage } from '../../domain/messages/arabic';
import { localPath, splitLocalePath } from '../../site/i18n/siteI18n';
import en from '../../site/i18n/siteMessages.en';
import ar from '../../site/i18n/siteMessages.ar';
import { renderSitePage } from '../../site/renderSitePage';
import { sitemapXml } from '../../site/sitemap';
import { AboutUs } from '../../site/pages/AboutUs';
import { ContactUs } from '../../site/pages/ContactUs';
import { Features } from '../../site/pages/Features';
import { Home } from '../../site/pages/Home';
import { NotFound } from '../../site/pages/NotFound';
import { Pricing } from '../../site/pages/Pricing';
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

/** Every key of a catalogue, nested ones as a.b.c, and a list's items by their index. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

/** Issue 22 item 7: the public site in Arabic under /ar/…, named by each page in both languages. */
describe('the Arabic site', () => {
  it('has the same keys in both catalogues, and no Arabic text left empty or in English', () => {
    expect(keysOf(ar)).toEqual(keysOf(en));
    expect(Object.keys(CONTACT_MESSAGES_AR)).toEqual(Object.keys(CONTACT_MESSAGES));
    for (const key of keysOf(ar)) {
      const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], ar) as string;
      expect(text.trim(), key).not.toBe('');
    }
    expect(ar.home.heading).toMatch(/[\u0600-\u06FF]/);
  });

  it('the Arabic contact page says what the API says to Arabic readers', () => {
    for (const [key, english] of Object.entries(CONTACT_MESSAGES))
      if (typeof english === 'string')
        expect(CONTACT_MESSAGES_AR[key as keyof typeof CONTACT_MESSAGES], key).toBe(arabicMessage(english));
  });

  it('maps each page to its Arabic path and back', () => {
    expect(localPath('ar', '/')).toBe('/ar/');
    expect(localPath('ar', '/features')).toBe('/ar/features');
    expect(localPath('ar', '/pricing?cycle=yearly')).toBe('/ar/pricing?cycle=yearly');
    expect(localPath('ar', '/admin-panel/auth/login')).toBe('/admin-panel/auth/login');
    expect(localPath('en', '/features')).toBe('/features');
    expect(splitLocalePath('/ar/features')).toEqual({ locale: 'ar', page: '/features' });
    expect(splitLocalePath('/ar/')).toEqual({ locale: 'ar', page: '/' });
    expect(splitLocalePath('/arabic')).toEqual({ locale: 'en', page: '/arabic' });
  });

  it.each(PAGES)('%s reads right to left in Arabic and names both languages both ways', (path, Page) => {
    const arabic = renderSitePage(createElement(Page), BASE, 'ar');
    const english = renderSitePage(createElement(Page), BASE, 'en');
    const arPath = localPath('ar', path);
    expect(arabic.startsWith('<!doctype html><html lang="ar" dir="rtl">')).toBe(true);
    expect(english.startsWith('<!doctype html><html lang="en" dir="ltr">')).toBe(true);
    expect(arabic).toContain(`<link rel="canonical" href="${BASE}${arPath}"/>`);
    expect(arabic).toContain(`<meta property="og:url" content="${BASE}${arPath}"/>`);
    expect(arabic).toContain('<meta property="og:locale" content="ar_KW"/>');
    expect(english).toContain('<meta property="og:locale" content="en_US"/>');
    expect(arabic).toContain('"inLanguage":"ar"');
    const both = [`en ${BASE}${path}`, `ar ${BASE}${arPath}`, `x-default ${BASE}${path}`];
    expect(alternatesOf(arabic)).toEqual(both);
    expect(alternatesOf(english)).toEqual(both);
    // Its links stay in Arabic; the panel's are the same in both languages.
    for (const href of [
      '/ar/features',
      '/ar/pricing',
      '/ar/about-us',
      '/ar/contact-us',
      '/ar/terms',
      '/ar/privacy',
    ])
      expect(arabic).toContain(`href="${href}"`);
    expect(arabic).not.toMatch(/href="\/(features|pricing|about-us|contact-us|terms|privacy)"/);
    expect(arabic).toContain('href="/admin-panel/auth/login"');
    // The switch: the other language's own name, to the same page through the route that remembers it.
    expect(arabic).toContain(
      `<a class="language-switch" href="/language/en?next=${encodeURI(path)}" lang="en" hrefLang="en">English</a>`,
    );
    expect(english).toContain(`href="/language/ar?next=${arPath}" lang="ar" hrefLang="ar">العربية</a>`);
    expect(arabic.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it('the Arabic home page is in Arabic, amounts and month from the formatters', () => {
    const html = renderSitePage(createElement(Home), BASE, 'ar');
    expect(html).toContain(`<h1>${ar.home.heading}</h1>`);
    expect(html).toContain('350.000 د.ك');
    expect(html).toContain('نوفمبر 2026');
    expect(html).not.toContain('KWD</span>');
  });

  it('the Arabic 404 page is not indexed and leads to the Arabic pages', () => {
    const html = renderSitePage(createElement(NotFound), BASE, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(ar.notFound.heading);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/ar/"');
  });

  it('the Arabic contact form posts to /ar/contact-us and shows Arabic messages', () => {
    const body = {
      name: 'ن',
      email: 'x',
      phone: '1234',
      subject: 'مرحبا',
      message: 'نريد عرضًا توضيحيًا لمبانينا.',
    };
    const errors = contactFieldErrors(body, 'ar');
    expect(errors).toEqual({
      name: CONTACT_MESSAGES_AR.name,
      email: CONTACT_MESSAGES_AR.email,
      phone: CONTACT_MESSAGES_AR.phone,
    });
    expect(contactFieldErrors(body)).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      phone: CONTACT_MESSAGES.phone,
    });
    const html = renderSitePage(createElement(ContactUs, { values: body, errors }), BASE, 'ar');
    expect(html).toContain('action="/ar/contact-us"');
    expect(html).toContain(CONTACT_MESSAGES_AR.phone);
    expect(html).toContain(CONTACT_MESSAGES_AR.invalid);
    expect(html).toContain(`<label for="contact-name">${ar.contact.form.name}</label>`);
  });

  it('the Arabic price list: Arabic words around the plans, amounts in د.ك, the English plan texts when it has no Arabic ones', () => {
    const plans = [
      {
        id: 'p1',
        name: 'Starter',
        description: 'For an owner.',
        monthlyPrice: '12.000',
        yearlyPrice: '120.000',
        maxUnits: 10,
        maxManagers: 1,
        features: ['Up to 10 units', '1 property manager', 'Email support'],
        recommended: false,
        sortOrder: 1,
        active: true,
      },
      {
        id: 'p2',
        name: 'Professional',
        nameAr: 'الاحترافية',
        description: 'For a team.',
        descriptionAr: 'لفريق صغير.',
        monthlyPrice: '29.000',
        yearlyPrice: '290.000',
        maxUnits: 50,
        maxManagers: 5,
        features: ['Up to 50 units'],
        featuresAr: ['تقارير التحصيل'],
        recommended: true,
        sortOrder: 2,
        active: true,
      },
    ];
    const yearly = renderSitePage(createElement(Pricing, { plans, cycle: 'yearly' }), BASE, 'ar');
    expect(yearly).toContain('<html lang="ar" dir="rtl">');
    expect(yearly).toContain('120.000 د.ك');
    expect(yearly).toContain('وفّر 24.000 د.ك في السنة');
    expect(yearly).toContain('حتى 10 وحدات ومدير عقار واحد');
    expect(yearly).toContain('حتى 50 وحدة و5 مديري عقارات');
    expect(yearly).toContain('<bdi lang="en">Starter</bdi></h2>');
    expect(yearly).toContain('<bdi lang="en">Email support</bdi>');
    expect(yearly).toContain('Email support');
    expect(yearly).toContain('>الاحترافية</h2>');
    expect(yearly).toContain('لفريق صغير.');
    expect(yearly).toContain('تقارير التحصيل');
    expect(yearly).toContain('href="/ar/pricing?cycle=yearly"');
    expect(yearly).toContain(`<link rel="canonical" href="${BASE}/ar/pricing"/>`);
    expect(yearly).toContain('href="/language/en?next=/pricing%3Fcycle%3Dyearly"');
    const ld = JSON.parse(
      yearly.match(
        /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"SoftwareApplication".*?)<\/script>/,
      )![1]!,
    );
    expect(ld).toMatchObject({ inLanguage: 'ar', url: `${BASE}/ar/pricing` });
    const english = renderSitePage(createElement(Pricing, { plans, cycle: 'monthly' }), BASE);
    expect(english).toContain('Up to 10 units and 1 property manager');
    expect(english).toContain('Up to 50 units and 5 property managers');
    expect(english).toContain('>Professional</h2>');
  });

  it('the sitemap lists both languages, each URL with its alternates', () => {
    const sitemap = sitemapXml(BASE);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/', '/features', '/pricing', '/about-us', '/contact-us', '/terms', '/privacy']) {
      expect(sitemap).toContain(`<loc>${BASE}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${BASE}${localPath('ar', path)}</loc>`);
    }
    const entries = sitemap.split('<url>').slice(1);
    expect(entries).toHaveLength(14);
    const features = entries.find((e) => e.includes(`<loc>${BASE}/ar/features</loc>`))!;
    expect(features).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${BASE}/features"/>`);
    expect(features).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${BASE}/ar/features"/>`);
    expect(features).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/features"/>`);
  });
});
