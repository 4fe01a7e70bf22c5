import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../domain/contactMessages';
import { CONTACT_LIST_MESSAGES, type ContactMessageItem } from '../../domain/contactMessageListSchemas';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { contactMessages, mailOutbox } from '../../server/db/schema';
import { seedDemoContactMessages } from '../../server/db/seedContactMessages';
import { get, post, tokensOf, type Who } from './contractFixtures';
import { buildTestApp, databaseKinds, startTestApp, type TestApp } from './testApp';

/** A message a visitor would send; each test sends from an address of its own (the limit is per address). */
const visitorMessage = (overrides: Record<string, string> = {}) => ({
  name: 'Fahad Al-Azmi',
  email: 'Fahad.M@example.com',
  phone: '+965 9876 5432',
  subject: 'Demo for 40 flats in Salmiya',
  message: 'We manage two buildings in Salmiya and would like to see how rent invoices work.',
  ...overrides,
});

interface ListBody {
  items: ContactMessageItem[];
  total: number;
  counts: { new: number; handled: number };
}

/** Issue 21 item 2: the public contact form's API, its limits and the super admin's screen. */
describe.each(databaseKinds())('contact messages (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const send = (body: unknown, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact-messages/create',
      payload: body as object,
      remoteAddress: ip,
    });
  const postForm = (body: Record<string, string>, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/contact-us',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
      remoteAddress: ip,
    });
  const stored = async (subject: string) =>
    t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
  const mailsAbout = async (subject: string) =>
    t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Contact form: ${subject}`));

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a valid message without a token, normalised, and mails it to the super admin', async () => {
    const res = await send(visitorMessage(), '10.0.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    const [row] = await stored('Demo for 40 flats in Salmiya');
    expect(row).toMatchObject({ name: 'Fahad Al-Azmi', email: 'fahad.m@example.com', phone: '98765432' });
    expect(row!.handledAt).toBeNull();
    const mails = await mailsAbout('Demo for 40 flats in Salmiya');
    expect(mails.map((m) => m.toAddress)).toEqual(['super@example.com']);
    expect(mails[0]!.textBody).toContain('Fahad Al-Azmi wrote through the contact form');
    expect(mails[0]!.textBody).toContain('fahad.m@example.com');
    expect(mails[0]!.textBody).toContain('/admin-panel/contact-messages/list');
  });

  it("answers 422 with each field's message, the phone in the sign-up's words, and stores nothing", async () => {
    const res = await send(
      { name: 'A', email: 'not-an-email', phone: '12345678', subject: 'Hi', message: 'short' },
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; detail: { loc: string[]; msg: string }[] }>();
    const byField = Object.fromEntries(body.detail.map((d) => [d.loc[1], d.msg]));
    expect(byField).toEqual({
      name: CONTACT_MESSAGES.name,
      email: ACCOUNT_MESSAGES.email,
      phone: 'Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.',
      subject: CONTACT_MESSAGES.subject,
      message: CONTACT_MESSAGES.message,
    });
    expect(await stored('Hi')).toEqual([]);
  });

  it('drops a filled honeypot silently: success, nothing stored, nothing mailed', async () => {
    const subject = 'Cheap SEO services for your website';
    const res = await send(visitorMessage({ subject, website: 'https://spam.example' }), '10.0.0.3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    // Even an invalid body: the bot learns nothing.
    expect((await send({ website: 'x', email: 'bad' }, '10.0.0.3')).statusCode).toBe(200);
    const form = await postForm(
      { ...visitorMessage({ subject }), website: 'https://spam.example' },
      '10.0.0.3',
    );
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(CONTACT_MESSAGES.sent);
    expect(await stored(subject)).toEqual([]);
    expect(await mailsAbout(subject)).toEqual([]);
  });

  it('accepts 5 messages an hour from one address; the 6th answers 429 with a clear message', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await send(visitorMessage({ subject: `Question number ${i}` }), '10.0.0.4');
      expect(res.statusCode, res.body).toBe(200);
    }
    const sixth = await send(visitorMessage({ subject: 'Question number 6' }), '10.0.0.4');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ message: string }>().message).toMatch(
      /^You have sent several messages in the last hour\. Please try again in \d+ minutes?, or write to us by email\.$/,
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored('Question number 6')).toEqual([]);
    // Another address is not held back, and an hour later this one may write again.
    expect((await send(visitorMessage({ subject: 'From next door' }), '10.0.0.5')).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await send(visitorMessage({ subject: 'Question number 7' }), '10.0.0.4')).statusCode).toBe(200);
    t.clock.reset(); // the signed-in tests' tokens live 15 minutes
  });

  it('without JavaScript: a form post answers the thank-you page, or the form with its messages and values', async () => {
    const ok = await postForm(visitorMessage({ subject: 'Posted without JavaScript' }), '10.0.0.6');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/html/);
    expect(ok.body).toContain('<h1>Thank you</h1>');
    expect(await stored('Posted without JavaScript')).toHaveLength(1);

    const bad = await postForm(visitorMessage({ phone: '1234', subject: 'Typed values stay' }), '10.0.0.6');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.');
    expect(bad.body).toContain('value="Typed values stay"');
    expect(bad.body).toContain('value="1234"');
    expect(bad.body).toContain('aria-invalid="true"');
    expect(await stored('Typed values stay')).toEqual([]);
  });

  it('lets the super admin list with filters, read and mark handled', async () => {
    const list = async (query = '') => {
      const res = await get(t.app, tok.super, `/api/super/contact-messages/list${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ListBody>();
    };
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.items[0]!.createdAt >= all.items[1]!.createdAt).toBe(true);
    const found = await list('?q=salmiya');
    expect(found.items.map((m) => m.subject)).toEqual(['Demo for 40 flats in Salmiya']);
    const id = found.items[0]!.id;

    const one = await get(t.app, tok.super, `/api/super/contact-messages/get/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: ContactMessageItem }>().data).toMatchObject({
      status: 'new',
      phone: '98765432',
      message: visitorMessage().message,
    });

    const marked = await post(t.app, tok.super, `/api/super/contact-messages/update/${id}`, {
      handled: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ message: string; data: ContactMessageItem }>()).toMatchObject({
      message: CONTACT_LIST_MESSAGES.markedHandled,
      data: { status: 'handled', handledBy: 'Sara Al-Mutairi' },
    });
    const handled = await list('?status=handled');
    expect(handled.items.map((m) => m.id)).toEqual([id]);
    expect(handled.counts).toEqual({ new: all.total - 1, handled: 1 });
    expect((await list('?status=new')).items.map((m) => m.id)).not.toContain(id);

    const missing = await get(
      t.app,
      tok.super,
      '/api/super/contact-messages/get/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    const unknownFilter = await get(t.app, tok.super, '/api/super/contact-messages/list?status=archived');
    expect(unknownFilter.statusCode).toBe(422);
    expect(unknownFilter.json<{ message: string }>().message).toBe(CONTACT_LIST_MESSAGES.status);
  });

  it('refuses every other role (403) and a caller without a token (401)', async () => {
    const [row] = await t.app.ctx.db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
    for (const who of ['landlord', 'landlord2', 'manager', 'tenant'] as const) {
      const listed = await get(t.app, tok[who], '/api/super/contact-messages/list');
      expect(listed.statusCode, who).toBe(403);
      expect(listed.body).not.toContain('Fahad');
      expect((await get(t.app, tok[who], `/api/super/contact-messages/get/${row!.id}`)).statusCode).toBe(403);
      const marked = await post(t.app, tok[who], `/api/super/contact-messages/update/${row!.id}`, {
        handled: true,
      });
      expect(marked.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/super/contact-messages/list' })).statusCode).toBe(401);
  });

  it('mails CONTACT_MAIL_TO instead of the super admins when it is set', async () => {
    let other: TestApp | undefined;
    try {
      other = await buildTestApp(t.database.handle, { env: { CONTACT_MAIL_TO: 'sales@rentals.example' } });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/contact-messages/create',
        payload: visitorMessage({ subject: 'Mailed to sales' }),
        remoteAddress: '10.0.0.7',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await mailsAbout('Mailed to sales')).map((m) => m.toAddress)).toEqual([
        'sales@rentals.example',
      ]);
    } finally {
      await other?.close();
    }
    const [{ n } = { n: 0 }] = await t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Mailed to sales'));
    expect(n).toBe(1);
  });

  it('the demo seed adds three messages, one handled, and only into an empty table', async () => {
    await t.app.ctx.db.delete(contactMessages);
    expect(await seedDemoContactMessages(t.app.ctx.db)).toBe(true);
    expect(await seedDemoContactMessages(t.app.ctx.db)).toBe(false);
    const res = await get(t.app, tok.super, '/api/super/contact-messages/list');
    expect(res.json<ListBody>().counts).toEqual({ new: 2, handled: 1 });
  });
});
