import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_AR } from '../../domain/contactMessages';
import { arabicMessage } from '../../domain/messages/arabic';
import { ONE_LINE_MESSAGES } from '../../domain/oneLine';
import { contactMessages, tenantProfiles, users } from '../../server/db/schema';
import { DEMO_LOGINS } from '../../server/db/seed';
import { seedDemoPortfolio } from '../../server/db/seedPortfolio';
import { buildTenant, post, tokensOf, type Who } from './contractFixtures';
import { databaseKinds, login, startTestApp } from './testApp';

/*
 * Issue 30 item 13: an Arabic name with its vowel marks (عَلِيّ) was refused; a line break in the
 * contact form's name or subject was stored; the demo users shared one password hash.
 */

const ALI = 'عَلِيّ';
const ONE_LINE = ONE_LINE_MESSAGES.oneLine;

describe.each(databaseKinds())('one-line fields, Arabic names and demo hashes (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const detailOf = (res: { json: () => { detail: { loc: unknown[]; msg: string }[] } }) =>
    res.json().detail.map((d) => `${d.loc.join('.')}: ${d.msg}`);

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { SIGNUP_MAX_PER_ADDRESS: '1000' } });
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts عَلِيّ, vowel marks and all, as a tenant’s Arabic and first name', async () => {
    const tenant = buildTenant({ firstName: ALI, firstNameAr: ALI, lastNameAr: 'الصَّبَّاح' });
    const res = await post(t.app, tok.landlord, '/api/tenants/create', tenant);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.ctx.db
      .select({ firstName: users.firstName, firstNameAr: tenantProfiles.firstNameAr })
      .from(users)
      .innerJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
      .where(eq(users.email, tenant.email));
    expect(row).toEqual({ firstName: ALI, firstNameAr: ALI });
    // Latin letters and digits are still no Arabic name.
    const latin = await post(t.app, tok.landlord, '/api/tenants/create', buildTenant({ firstNameAr: 'Ali' }));
    expect(latin.statusCode).toBe(422);
  });

  it('accepts عَلِيّ as a landlord’s sign-up name', async () => {
    const email = `ali.${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/landlord-users/create',
      payload: {
        fname: ALI,
        lname: 'الصَّبَّاح',
        email,
        phone: '99887766',
        gender: 'male',
        password: 'Secret123',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.ctx.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.firstName).toBe(ALI);
  });

  it('refuses a line break in the contact form’s name and subject with a 422 that says so, and stores nothing', async () => {
    const message = {
      name: 'Hessa\r\nBcc: everyone@example.com',
      email: 'hessa@example.com',
      phone: '51234567',
      subject: 'Pricing\nfor a family office',
      message: 'We manage twenty flats in Fintas.\nWhich plan fits?',
    };
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages/create',
      payload: message,
      remoteAddress: '10.30.13.1',
    });
    expect(api.statusCode).toBe(422);
    expect(detailOf(api)).toEqual([`body.name: ${ONE_LINE}`, `body.subject: ${ONE_LINE}`]);
    for (const [url, expected] of [
      ['/contact-us', ONE_LINE],
      ['/ar/contact-us', CONTACT_MESSAGES_AR.oneLine],
    ] as const) {
      const page = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(message).toString(),
        remoteAddress: '10.30.13.2',
      });
      expect(page.statusCode, url).toBe(422);
      expect(page.body.split(expected).length - 1, url).toBe(2);
    }
    expect(CONTACT_MESSAGES_AR.oneLine).toBe(arabicMessage(ONE_LINE));
    const stored = await t.app.ctx.db
      .select()
      .from(contactMessages)
      .where(like(contactMessages.email, 'hessa@example.com'));
    expect(stored).toEqual([]);
    // The message itself may have its lines.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages/create',
      payload: { ...message, name: 'Hessa Al-Ajmi', subject: 'Pricing for a family office' },
      remoteAddress: '10.30.13.3',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses control characters in the API’s one-line fields, in both languages, and keeps multi-line ones', async () => {
    const tenant = await post(
      t.app,
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ firstName: 'Ali\r\nX', nationality: 'Kuwaiti\t' + 'x' }),
    );
    expect(tenant.statusCode).toBe(422);
    expect(detailOf(tenant)).toEqual([`body.firstName: ${ONE_LINE}`, `body.nationality: ${ONE_LINE}`]);
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/tenants/create',
      headers: { authorization: `Bearer ${tok.landlord}`, 'accept-language': 'ar' },
      payload: buildTenant({ lastName: 'Al\nAzmi' }),
    });
    expect(arabic.json().message).toBe(arabicMessage(ONE_LINE));
    const ticket = (subject: string) =>
      post(t.app, tok.landlord, '/api/support-tickets/create', {
        subject,
        category: 'billing',
        description: 'First line.\nSecond line.',
      });
    const refused = await ticket('Invoice\r\nwrong');
    expect(refused.statusCode).toBe(422);
    expect(detailOf(refused)).toEqual([`body.subject: ${ONE_LINE}`]);
    const kept = await ticket('Invoice wrong');
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('gives every demo user a hash of its own', async () => {
    // The test template holds the demo users; the portfolio's tenants come with the embedded default.
    expect(await seedDemoPortfolio(t.app.ctx.db, new Date(t.clock.now()))).toBe(true);
    const emails = [
      ...DEMO_LOGINS.map((l) => l.email),
      'faisal@example.com',
      'huda@example.com',
      'mohammed@example.com',
    ];
    const rows = await t.app.ctx.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(inArray(users.email, emails));
    expect(rows).toHaveLength(emails.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    // Each still opens with the demo password.
    for (const { email } of DEMO_LOGINS.filter((l) => l.email !== 'pending@example.com'))
      expect((await login(t.app, email)).success, email).toBe(true);
  });
});
