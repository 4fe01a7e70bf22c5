import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_MESSAGES,
  SUPPORT_STATUSES,
  SUPPORT_TRANSITIONS,
  type SupportStatus,
  type SupportTicketDetail,
  type SupportTicketItem,
} from '../../domain/supportTickets';
import { mailOutbox } from '../../server/db/schema';
import { seedDemoSupport } from '../../server/db/seedSupport';
import { EMAILS, get, post, tokensOf, type Who } from './contractFixtures';
import { MINIMAL_PDF, multipartBody } from './multipart';
import { bearer, databaseKinds, startTestApp } from './testApp';

interface ListBody {
  items: SupportTicketItem[];
  total: number;
  counts: Record<SupportStatus, number>;
}

/** Issue 18 item 8: support tickets from a landlord's side to the platform, and back. */
describe.each(databaseKinds())('support tickets (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;

  const create = async (
    who: Who,
    payload: Record<string, unknown>,
    files: Parameters<typeof multipartBody>[1] = [],
  ) => {
    const form = await multipartBody(payload, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/support-tickets/create',
      headers: { ...bearer(tok[who]), ...form.headers },
      payload: form.body,
    });
  };
  const raise = async (who: Who, subject: string, category = 'billing') => {
    const res = await create(who, { subject, category, description: `About ${subject}.` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: SupportTicketDetail }>().data;
  };
  const mailsTo = async (email: string) =>
    t.app.ctx.db
      .select({ subject: mailOutbox.subject, body: mailOutbox.textBody, template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt));

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
    expect(await seedDemoSupport(t.app.ctx.db, t.app.ctx.storage)).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('demo data: the demo landlord has two tickets, one answered by the super admin', async () => {
    const list = (await get(t.app, tok.landlord, '/api/support-tickets/list')).json<ListBody>();
    expect(list.total).toBe(2);
    const details = await Promise.all(
      list.items.map(
        async (i) =>
          (await get(t.app, tok.landlord, `/api/support-tickets/get/${i.id}`)).json<{
            data: SupportTicketDetail;
          }>().data,
      ),
    );
    const answered = details.filter((d) => d.thread.some((c) => c.fromPlatform && c.body));
    expect(answered).toHaveLength(1);
    expect(answered[0]!.status).toBe('RESOLVED');
    expect(details.find((d) => d.status === 'OPEN')!.attachments).toHaveLength(1);
    expect(await seedDemoSupport(t.app.ctx.db, t.app.ctx.storage)).toBe(false);
  });

  it('a landlord raises a ticket with an attachment checked by content; the platform is mailed a link', async () => {
    const res = await create(
      'landlord',
      {
        subject: 'Invoice shows wrong plan',
        category: 'billing',
        description: 'My March invoice lists the Pro plan.',
      },
      [{ name: 'invoice.pdf', data: MINIMAL_PDF, type: 'application/pdf' }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json<{ message: string; data: SupportTicketDetail }>();
    expect(ticket.message).toBe(SUPPORT_MESSAGES.created);
    expect(ticket.data).toMatchObject({
      subject: 'Invoice shows wrong plan',
      category: 'billing',
      status: 'OPEN',
      number: expect.stringMatching(/^ST-\d{6}$/),
      raisedBy: { role: 'landlord' },
      thread: [],
      nextStatuses: [...SUPPORT_TRANSITIONS.OPEN],
    });
    expect(ticket.data.attachments).toHaveLength(1);
    expect(ticket.data.attachments[0]!.url).toMatch(/^\/api\/files\/.+sig=/);
    const [mail] = await mailsTo(EMAILS.super);
    expect(mail!.template).toBe('support-ticket-new');
    expect(mail!.body).toContain(`/admin-panel/support-tickets/detail/${ticket.data.id}`);
    expect(mail!.body).toContain('http://');

    // A renamed executable is refused by content; nothing is created.
    const before = (await get(t.app, tok.landlord, '/api/support-tickets/list')).json<ListBody>().total;
    const exe = await create('landlord', { subject: 'x', category: 'technical', description: 'y' }, [
      { name: 'screenshot.png', data: Buffer.from('MZ\x90\x00not an image at all'), type: 'image/png' },
    ]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().message).toContain('screenshot.png');
    expect((await get(t.app, tok.landlord, '/api/support-tickets/list')).json<ListBody>().total).toBe(before);
  });

  it('refuses a ticket without subject, category or description (422 with the messages)', async () => {
    const res = await post(t.app, tok.landlord, '/api/support-tickets/create', { category: 'plumbing' });
    expect(res.statusCode).toBe(422);
    const message = res.json<{ message: string }>().message;
    for (const m of [
      SUPPORT_MESSAGES.subjectRequired,
      SUPPORT_MESSAGES.categoryRequired,
      SUPPORT_MESSAGES.descriptionRequired,
    ])
      expect(message).toContain(m);
  });

  it('scopes by the token: landlord2 and a tenant never see the landlord’s tickets; a manager sees its own', async () => {
    const mine = await raise('landlord', 'Cannot add a second property');
    const managers = await raise('manager', 'Manager cannot export');
    expect(managers.landlordId).toBe(mine.landlordId);
    // Another landlord: 404 on get and on comments, nothing in its list.
    expect((await get(t.app, tok.landlord2, `/api/support-tickets/get/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await post(t.app, tok.landlord2, `/api/support-tickets/${mine.id}/comments`, { body: 'hi' }))
        .statusCode,
    ).toBe(404);
    const other = (await get(t.app, tok.landlord2, '/api/support-tickets/list')).json<ListBody>();
    expect(other.items.some((i) => i.landlordId === mine.landlordId)).toBe(false);
    // The landlord sees its manager's ticket too; the manager only the ones it raised.
    const landlordList = (
      await get(t.app, tok.landlord, '/api/support-tickets/list?pageSize=100')
    ).json<ListBody>();
    expect(landlordList.items.map((i) => i.id)).toEqual(expect.arrayContaining([mine.id, managers.id]));
    const managerList = (
      await get(t.app, tok.manager, '/api/support-tickets/list?pageSize=100')
    ).json<ListBody>();
    expect(managerList.items.map((i) => i.id)).toEqual([managers.id]);
    expect((await get(t.app, tok.manager, `/api/support-tickets/get/${mine.id}`)).statusCode).toBe(404);
    // A tenant may not use support tickets at all, nor the super admin's side.
    expect((await get(t.app, tok.tenant, '/api/support-tickets/list')).statusCode).toBe(403);
    expect((await post(t.app, tok.tenant, '/api/support-tickets/create', {})).statusCode).toBe(403);
    for (const who of ['landlord', 'manager', 'tenant'] as const)
      expect((await get(t.app, tok[who], '/api/super/support-tickets/list')).statusCode, who).toBe(403);
  });

  it('the super admin lists every landlord’s tickets, filters by landlord, status, category and search', async () => {
    const first = await raise('landlord', 'Arabic invoice layout', 'feature_request');
    const second = await raise('landlord2', 'Locked out of my account', 'account');
    const all = (
      await get(t.app, tok.super, '/api/super/support-tickets/list?pageSize=100')
    ).json<ListBody>();
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(SUPPORT_STATUSES.reduce((n, s) => n + all.counts[s], 0)).toBe(all.total);
    const onlySecond = (
      await get(
        t.app,
        tok.super,
        `/api/super/support-tickets/list?landlordId=${second.landlordId}&pageSize=100`,
      )
    ).json<ListBody>();
    expect(onlySecond.items.every((i) => i.landlordId === second.landlordId)).toBe(true);
    expect(onlySecond.items.map((i) => i.id)).toContain(second.id);
    const features = (
      await get(t.app, tok.super, '/api/super/support-tickets/list?category=feature_request&q=arabic')
    ).json<ListBody>();
    expect(features.items.map((i) => i.id)).toEqual([first.id]);
    const byNumber = (
      await get(t.app, tok.landlord, `/api/support-tickets/list?q=${first.number}`)
    ).json<ListBody>();
    expect(byNumber.items.map((i) => i.id)).toContain(first.id);
    expect((await get(t.app, tok.super, '/api/super/support-tickets/list?status=DONE')).statusCode).toBe(422);
  });

  it('moves along the table; any other move is 422 naming both states; the raiser is mailed', async () => {
    const ticket = await raise('manager', 'Receipts PDF is blank', 'technical');
    const move = (status: string) =>
      post(t.app, tok.super, `/api/super/support-tickets/${ticket.id}/status`, { status });
    const refused = await move('OPEN');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.transitionRefused('OPEN', 'OPEN'));
    for (const to of ['IN_PROGRESS', 'RESOLVED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const) {
      const res = await move(to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
      expect(res.json<{ data: SupportTicketDetail }>().data.status).toBe(to);
    }
    const back = await move('OPEN');
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe('A support ticket cannot move from Closed to Open.');
    // The thread keeps each change; the manager heard of each.
    const detail = (await get(t.app, tok.manager, `/api/support-tickets/get/${ticket.id}`)).json<{
      data: SupportTicketDetail;
    }>().data;
    expect(detail.thread.map((c) => `${c.statusFrom}>${c.statusTo}`)).toEqual([
      'OPEN>IN_PROGRESS',
      'IN_PROGRESS>RESOLVED',
      'RESOLVED>IN_PROGRESS',
      'IN_PROGRESS>RESOLVED',
      'RESOLVED>CLOSED',
    ]);
    expect(detail.nextStatuses).toEqual([]);
    const mails = await mailsTo(EMAILS.manager);
    expect(mails.filter((m) => m.template === 'support-ticket-status')).toHaveLength(5);
    expect(mails[0]!.subject).toContain('Closed');
    // A closed ticket takes no more replies from either side.
    const late = await post(t.app, tok.manager, `/api/support-tickets/${ticket.id}/comments`, {
      body: 'still?',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(SUPPORT_MESSAGES.closed);
  });

  it('a comment thread both ways: the super admin answers, the raiser reads and replies, mails each way', async () => {
    const ticket = await raise('landlord', 'How do I change my plan?', 'account');
    const answer = await post(t.app, tok.super, `/api/super/support-tickets/${ticket.id}/comments`, {
      body: 'Open Pricing and choose the new plan; it applies next month.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const toLandlord = (await mailsTo(EMAILS.landlord))[0]!;
    expect(toLandlord.template).toBe('support-ticket-answer');
    expect(toLandlord.body).toContain('Open Pricing');
    expect(toLandlord.body).toContain(`/admin-panel/support-tickets/detail/${ticket.id}`);

    const form = await multipartBody({ body: 'Thanks, and where is the invoice?' }, [
      { name: 'note.pdf', data: MINIMAL_PDF, type: 'application/pdf' },
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/support-tickets/${ticket.id}/comments`,
      headers: { ...bearer(tok.landlord), ...form.headers },
      payload: form.body,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const thread = reply.json<{ data: SupportTicketDetail }>().data.thread;
    expect(thread.map((c) => [c.fromPlatform, c.body])).toEqual([
      [true, 'Open Pricing and choose the new plan; it applies next month.'],
      [false, 'Thanks, and where is the invoice?'],
    ]);
    expect(thread[1]!.attachments).toHaveLength(1);
    const toPlatform = (await mailsTo(EMAILS.super))[0]!;
    expect(toPlatform.template).toBe('support-ticket-reply');
    expect(toPlatform.body).toContain('where is the invoice');
    const listed = (
      await get(t.app, tok.landlord, `/api/support-tickets/list?q=${ticket.number}`)
    ).json<ListBody>();
    expect(listed.items[0]).toMatchObject({ id: ticket.id, comments: 2 });

    const empty = await post(t.app, tok.super, `/api/super/support-tickets/${ticket.id}/comments`, {
      body: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(SUPPORT_MESSAGES.bodyRequired);
    expect(
      (
        await post(
          t.app,
          tok.super,
          '/api/super/support-tickets/00000000-0000-4000-8000-000000000000/comments',
          { body: 'x' },
        )
      ).statusCode,
    ).toBe(404);
  });
});
