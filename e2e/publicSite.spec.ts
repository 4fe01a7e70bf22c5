import { expect, test, type Browser } from '@playwright/test';
import { CONTACT_MESSAGES, CONTACT_MESSAGES_AR } from '../domain/contactMessages';
import { collectPageErrors, enterAs } from './fixtures';
import { readLatestMail } from './mailbox';
import { shootAtTwoWidths } from './screenChecks';
import { budget } from './budget';

/**
 * Issue 21 items 1 and 2: the public site is plain HTML that reads without JavaScript, answers an
 * unknown path with its 404 page, and its contact form reaches the super admin's Contact messages.
 */

const SHOTS = 'test-results/public-site-shots';

const PAGES = [
  { path: '/', name: 'home', heading: 'Smart property management and rentals', text: 'Tenants pay online' },
  {
    path: '/features',
    name: 'features',
    heading: 'Features for landlords, managers and tenants',
    text: 'Online payment through Kuwaiti gateways',
  },
  {
    path: '/about-us',
    name: 'about-us',
    heading: 'About Rentals',
    text: 'We build rental software for Kuwait',
  },
  { path: '/contact-us', name: 'contact-us', heading: 'Contact us', text: 'Send us a message' },
  { path: '/terms', name: 'terms', heading: 'Terms of service', text: 'Draft for the operator’s review.' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy policy', text: 'Card and KNET details are entered' },
];

const noScriptPage = async (browser: Browser) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
};

test('every public page reads without JavaScript; an unknown path answers the 404 page', async ({
  browser,
  request,
}) => {
  const { context, page } = await noScriptPage(browser);
  for (const p of PAGES) {
    const response = await page.goto(p.path);
    expect(response?.status(), p.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByText(p.text).first()).toBeVisible();
    // The shared header leads into the panel and to every page, /pricing included.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Features', 'Pricing', 'About us', 'Contact us'])
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute(
      'href',
      '/admin-panel/auth/login',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${p.path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Rentals/);
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
      '"@type":"Organization"',
    );
  }
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await context.close();

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/features', '/pricing', '/about-us', '/contact-us', '/terms', '/privacy'])
    expect(sitemap).toContain(`${path}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  // Not the site's 404: the API answers JSON, the panel's paths are the single-page app's.
  expect((await request.get('/api/no-such-call')).headers()['content-type']).toMatch(/json/);
  expect((await request.get('/admin-panel/no-such-screen')).status()).toBe(200);
});

test('the public pages pass axe and fit at 1280 and 390 px', async ({ page }) => {
  // axe on every page at two widths: 51 s of the default 60 on a loaded 2-core run.
  test.setTimeout(budget(60_000));
  const errors = collectPageErrors(page);
  for (const p of [...PAGES, { path: '/no-such-page', name: '404' }]) {
    await page.goto(p.path);
    await shootAtTwoWidths(page, SHOTS, p.name);
  }
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('issue 22: the Arabic site reads right to left, passes axe and fits at 1280 and 390 px', async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  for (const [path, name, heading] of [
    ['/ar/', 'ar-home', 'إدارة ذكية للعقارات والإيجارات'],
    ['/ar/pricing', 'ar-pricing', 'باقات بسيطة بالدينار الكويتي'],
    ['/ar/contact-us', 'ar-contact-us', 'اتصل بنا'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/[a-z-]*$/);
    await shootAtTwoWidths(page, SHOTS, name);
  }
  await page.goto('/ar/pricing');
  await expect(page.locator('.plan .price').first()).toContainText('د.ك');
  // The header is mirrored: the brand on the right, the way into the panel on the left.
  await page.goto('/ar/');
  const brand = await page.locator('.site-header .brand').boundingBox();
  const signIn = await page.locator('.site-header .signin').boundingBox();
  expect(brand!.x).toBeGreaterThan(signIn!.x);
  const missing = await page.goto('/ar/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();

  // With JavaScript, the Arabic form checks its fields in Arabic.
  await page.goto('/ar/contact-us');
  await page.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page.getByText(CONTACT_MESSAGES_AR.name)).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES_AR.phone)).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);

  // The switch leads to the same page in the other language and is remembered; a first visit
  // from an Arabic browser lands on the Arabic page, unless the visitor chose English.
  const context = await browser.newContext({ locale: 'ar-KW' });
  const arabicBrowser = await context.newPage();
  await arabicBrowser.goto('/features');
  await expect(arabicBrowser).toHaveURL(/\/ar\/features$/);
  await arabicBrowser.getByRole('link', { name: 'English' }).click();
  await expect(arabicBrowser).toHaveURL(/\/features$/);
  await expect(arabicBrowser.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'rentals_locale')?.value).toBe('en');
  await arabicBrowser.goto('/pricing');
  await expect(arabicBrowser).toHaveURL(/\/pricing$/);
  await arabicBrowser.getByRole('link', { name: 'العربية' }).click();
  await expect(arabicBrowser).toHaveURL(/\/ar\/pricing$/);
  await context.close();
});

test('a visitor sends a contact message, with and without JavaScript, and the super admin reads it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const since = Date.now();
  // With JavaScript: the page's script checks the fields and sends without a reload.
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.name)).toBeVisible();
  await expect(
    page.getByText('Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.'),
  ).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await shootAtTwoWidths(page, SHOTS, 'contact-us-errors');
  await page.getByLabel('Your name').fill('Yousef Al-Enezi');
  await expect(page.getByText(CONTACT_MESSAGES.name)).toBeHidden();
  await page.getByLabel('Email').fill('yousef.enezi@example.com');
  await page.getByLabel('Phone').fill('+965 6555 1234');
  await page.getByLabel('Subject').fill(`Online rent for 8 villas ${stamp}`);
  await page
    .getByLabel('Message', { exact: true })
    .fill('We let 8 villas in Mishref and want tenants to pay rent with KNET.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText(CONTACT_MESSAGES.sent);
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByLabel('Subject')).toHaveValue('');
  const mail = await readLatestMail('super@example.com', { subject: new RegExp(`8 villas ${stamp}`), since });
  expect(mail.text).toContain('Yousef Al-Enezi wrote through the contact form');

  // Without JavaScript: a plain form post, answered by the form with its messages, then the thank-you page.
  const { context, page: plain } = await noScriptPage(browser);
  await plain.goto('/contact-us');
  await plain.getByLabel('Your name').fill('Hessa Al-Ajmi');
  await plain.getByLabel('Email').fill('hessa.ajmi@example.com');
  await plain.getByLabel('Phone').fill('1234');
  await plain.getByLabel('Subject').fill(`Plans for a family office ${stamp}`);
  await plain
    .getByLabel('Message', { exact: true })
    .fill('We manage 20 flats in Fintas for our family. Which plan suits us?');
  await plain.getByRole('button', { name: 'Send message' }).click();
  await expect(
    plain.getByText('Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.'),
  ).toBeVisible();
  await expect(plain.getByLabel('Subject')).toHaveValue(`Plans for a family office ${stamp}`);
  await plain.getByLabel('Phone').fill('51234567');
  await plain.getByRole('button', { name: 'Send message' }).click();
  await expect(plain.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(plain.getByText(CONTACT_MESSAGES.sent)).toBeVisible();
  await context.close();

  // The super admin finds both under Contact messages, reads one and marks it handled.
  await page.addInitScript(() => localStorage.setItem('WEB_ADMIN_COLLAPSED_SIDEBAR', 'false'));
  await enterAs(page, 'super@example.com');
  await page.getByRole('link', { name: 'Contact messages' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/contact-messages\/list/);
  await page.getByPlaceholder('Search messages').fill(stamp);
  await expect(page.getByRole('button', { name: `Plans for a family office ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: `Online rent for 8 villas ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: `Online rent for 8 villas ${stamp}` });
  await expect(dialog).toContainText('We let 8 villas in Mishref');
  await expect(dialog).toContainText('+965 65551234');
  await shootAtTwoWidths(page, SHOTS, 'contact-message-dialog');
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('The message is marked handled.')).toBeVisible();
  await page.getByPlaceholder('Search messages').fill('');
  await expect(page.getByText('Demo for two buildings in Salmiya')).toBeVisible();
  await shootAtTwoWidths(page, SHOTS, 'contact-messages-list');
});
