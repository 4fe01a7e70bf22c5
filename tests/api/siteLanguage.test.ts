import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_MESSAGES_AR } from '../../domain/contactMessages';
import { databaseKinds, startTestApp } from './testApp';

const ARABIC_BROWSER = 'ar-KW,ar;q=0.9,en;q=0.8';

/**
 * Issue 22 item 7: the public site's language. The first visit follows the browser, the switch's
 * cookie wins after, crawlers get English; /ar/pricing and the Arabic contact form answer in Arabic.
 */
describe.each(databaseKinds())('the site in two languages (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a browser that prefers Arabic, without the cookie, to the Arabic page', async () => {
    for (const [from, to] of [
      ['/', '/ar/'],
      ['/features', '/ar/features'],
      ['/pricing?cycle=yearly', '/ar/pricing?cycle=yearly'],
    ]) {
      const res = await open(from!, { 'accept-language': ARABIC_BROWSER });
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location).toBe(to);
      expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
    }
    // English first, or no Accept-Language at all (a crawler): the English page, which says it varies.
    for (const headers of [{ 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' }, {}] as Record<
      string,
      string
    >[]) {
      const res = await open('/pricing', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en" dir="ltr">');
      expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
    }
  });

  it('lets the cookie win over the browser, both ways, and never moves a visitor off an Arabic page', async () => {
    const english = await open('/pricing', {
      'accept-language': ARABIC_BROWSER,
      cookie: 'rentals_locale=en',
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('12.000 KWD');
    const arabic = await open('/pricing', { cookie: 'other=1; rentals_locale=ar' });
    expect(arabic.statusCode).toBe(302);
    expect(arabic.headers.location).toBe('/ar/pricing');
    const stays = await open('/ar/pricing', { cookie: 'rentals_locale=en' });
    expect(stays.statusCode).toBe(200);
    // Not the API nor the panel.
    expect((await open('/api/health', { 'accept-language': ARABIC_BROWSER })).statusCode).not.toBe(302);
  });

  it('renders /ar/pricing in Arabic at each request, with hreflang both ways', async () => {
    const res = await open('/ar/pricing?cycle=yearly');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('120.000 د.ك');
    expect(res.body).toContain('<link rel="canonical" href="http://');
    expect(res.body).toMatch(/<link rel="alternate" hrefLang="en" href="http[^"]*\/pricing"\/>/);
    expect(res.body).toMatch(/<link rel="alternate" hrefLang="ar" href="http[^"]*\/ar\/pricing"\/>/);
    expect(res.body).toMatch(/class="plan recommended"[^>]*data-plan="Professional"/);
  });

  it('the language switch remembers the choice in rentals_locale and opens the page', async () => {
    const toArabic = await open('/language/ar?next=/ar/features');
    expect(toArabic.statusCode).toBe(302);
    expect(toArabic.headers.location).toBe('/ar/features');
    expect(toArabic.headers['set-cookie']).toMatch(/^rentals_locale=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const toEnglish = await open('/language/en?next=/pricing%3Fcycle%3Dyearly');
    expect(toEnglish.headers.location).toBe('/pricing?cycle=yearly');
    expect(toEnglish.headers['set-cookie']).toMatch(/^rentals_locale=en;/);
    // Never to another site; an unknown language is no page.
    for (const next of ['//evil.example/', '/\\evil.example', 'https://evil.example/'])
      expect((await open(`/language/ar?next=${encodeURIComponent(next)}`)).headers.location).toBe('/ar/');
    expect((await open('/language/fr?next=/')).statusCode).toBe(404);
    expect((await open('/ar')).headers.location).toBe('/ar/');
  });

  it('sends the reader only to a page of ours after the switch, else to the home page (issue 30 item 7)', async () => {
    const location = async (url: string) => {
      const res = await open(url);
      expect(res.statusCode, url).toBe(302);
      return res.headers.location;
    };
    // Each as the query carries it: a browser drops the tab of /<tab>/evil and opens //evil.
    for (const next of [
      '/%09/evil.example.com',
      '/%0d%0a/evil.example.com',
      '//evil.example.com',
      '/%5cevil.example.com',
      '/%5c/evil.example.com',
      '/%5C%5Cevil.example.com',
      'https://evil.example.com',
      'https:evil.example.com',
      '%2F%2Fevil.example.com',
      'evil.example.com',
      '/%00/evil.example.com',
      '/api/users/me',
      '/admin-panel-evil',
      '/admin-panel/../%2F%2Fevil.example.com',
    ]) {
      expect(await location(`/language/en?next=${next}`), next).toBe('/');
      expect(await location(`/language/ar?next=${next}`), next).toBe('/ar/');
    }
    // A real page's path is kept, with its query and fragment.
    for (const next of [
      '/ar/features',
      '/pricing?cycle=yearly',
      '/',
      '/ar/',
      '/admin-panel/auth/login?next=/admin-panel/dashboard',
      '/contact-us#form',
    ])
      expect(await location(`/language/ar?next=${encodeURIComponent(next)}`), next).toBe(next);
  });

  it('answers a next with characters outside ASCII with the home page, never a 500 (issue 30 item 8)', async () => {
    for (const next of [
      '/ar/%D8%A7%D9%84%D8%A3%D8%B3%D8%B9%D8%A7%D8%B1',
      '/%E2%82%AC',
      '/pricing?q=%C3%A9',
      '%FF',
    ])
      expect((await open(`/language/ar?next=${next}`)).headers.location, next).toBe('/ar/');
  });

  it('answers the Arabic contact form posted without JavaScript in Arabic', async () => {
    const post = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/ar/contact-us',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
        remoteAddress: '10.9.0.1',
      });
    const message = {
      name: 'حصة العجمي',
      email: 'hessa@example.com',
      phone: '1234',
      subject: 'باقة لمكتب عائلي',
      message: 'ندير عشرين شقة في الفنطاس، فأي باقة تناسبنا؟',
    };
    const wrong = await post(message);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('<html lang="ar" dir="rtl">');
    expect(wrong.body).toContain(CONTACT_MESSAGES_AR.phone);
    expect(wrong.body).toContain(CONTACT_MESSAGES_AR.invalid);
    expect(wrong.body).not.toContain(CONTACT_MESSAGES.phone);
    expect(wrong.body).toContain('value="باقة لمكتب عائلي"');
    const sent = await post({ ...message, phone: '51234567' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(CONTACT_MESSAGES_AR.sent);
  });
});
