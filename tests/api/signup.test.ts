import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/accountMessages';
import { AUTH_MESSAGES } from '../../domain/auth';
import { mailOutbox, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { SIGNUP_MESSAGES } from '../../server/routes/landlord-users';
import { bearer, buildTestApp, databaseKinds, login, postLogin, startTestApp } from './testApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const valid = (email: string) => ({
  fname: 'Mariam',
  lname: 'Al-Ali',
  email,
  phone: '+965 9988 7766',
  gender: 'female',
  password: 'Secret123',
});

describe.each(databaseKinds())('landlord sign-up and approval (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const signup = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/landlord-users/create', payload });
  const messagesOf = (res: { json: () => { detail: { loc: string[]; msg: string }[] } }) =>
    Object.fromEntries(res.json().detail.map((d) => [d.loc.at(-1), d.msg]));

  beforeAll(async () => {
    // Every sign-up here comes from one address; the per-address limit has its own test (badInput.test.ts).
    ctx = await startTestApp(kind, { env: { SIGNUP_MAX_PER_ADDRESS: '1000' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers every field with the spec message', async () => {
    const res = await signup({
      fname: 'M',
      lname: '',
      email: 'not-an-email',
      phone: '12345',
      gender: 'robot',
      password: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(messagesOf(res)).toEqual({
      fname: M.firstName,
      lname: M.lastName,
      email: M.email,
      phone: M.phone,
      gender: M.gender,
      password: M.passwordMin,
    });
    const missing = await signup({});
    expect(messagesOf(missing)).toMatchObject({
      fname: M.firstName,
      email: M.email,
      phone: M.phone,
      gender: M.gender,
    });
  });

  it('normalises the phone before checking it', async () => {
    for (const [phone, ok] of [
      ['96599887766', true],
      ['+965 5123 4567', true],
      ['41234567', true],
      ['81234567', false],
      ['9988776', false],
      ['965998877', false],
    ] as const) {
      const res = await signup({ ...valid(`p${phone.replace(/\D/g, '')}@example.com`), phone });
      expect(res.statusCode, phone).toBe(ok ? 200 : 422);
      if (!ok) expect(messagesOf(res).phone).toBe(M.phone);
    }
  });

  it('creates a pending landlord that cannot sign in until approved', async () => {
    const res = await signup(valid('Mariam.New@Example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.signupSuccess,
      data: { email: 'mariam.new@example.com', status: 'pending' },
    });
    const refused = await postLogin(ctx.app, { email: 'mariam.new@example.com', password: 'Secret123' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.pendingApproval);
  });

  // Issue 30 item 9: this test asserted 409 with "An account with this email already exists"; a
  // taken email is now answered as a new sign-up, and its owner is mailed what happened.
  it('answers an email already registered, whatever its case, exactly as a new one, and mails its owner', async () => {
    const answerFor = (email: string) => ({
      success: true,
      message: M.signupSuccess,
      data: { id: expect.stringMatching(UUID), email, status: 'pending' },
    });
    const fresh = `fresh-${Date.now()}@example.com`;
    // An app of its own, closed before looking: close() waits for the mail sent after the answer.
    const other = await buildTestApp(ctx.database.handle, { env: { SIGNUP_MAX_PER_ADDRESS: '1000' } });
    const send = (email: string) =>
      other.app.inject({ method: 'POST', url: '/api/landlord-users/create', payload: valid(email) });
    const created = await send(fresh);
    const taken = await send('LANDLORD@example.com');
    await other.close();

    expect(created.statusCode).toBe(200);
    expect(taken.statusCode).toBe(created.statusCode);
    expect(created.json()).toEqual(answerFor(fresh));
    expect(taken.json()).toEqual(answerFor('landlord@example.com'));
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(created.json().data));
    expect(taken.headers['content-type']).toBe(created.headers['content-type']);
    // The taken email's id names no account; the account is as it was.
    const db = ctx.app.ctx.db;
    expect(await db.select().from(users).where(eq(users.id, taken.json().data.id))).toEqual([]);
    const owners = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'landlord@example.com'));
    expect(owners.map((u) => [u.firstName, u.status])).toEqual([['Khaled', 'active']]);
    expect(
      (await postLogin(ctx.app, { email: 'landlord@example.com', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, 'landlord@example.com'), eq(mailOutbox.template, 'signup-email-taken')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone tried to sign up to Rentals with your email');
    expect(mails[0]!.textBody).toContain('Hello Khaled,');
    expect(mails[0]!.textBody).toContain('no new account was created and your account has not changed');
    expect(mails[0]!.textBody).toContain('/admin-panel/auth/login');
    const freshMails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, fresh));
    expect(freshMails).toEqual([]);
  });

  it('never lets anyone sign up as admin, manager or tenant', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/super/roles/list?pageSize=100',
      headers: bearer((await login(ctx.app, 'super@example.com')).data.access_token),
    });
    const roles = list.json<{ items: { id: number; key: string }[] }>().items;
    for (const key of ['super_admin', 'admin', 'manager', 'user']) {
      const roleId = roles.find((r) => r.key === key)!.id;
      const res = await signup({ ...valid(`escalate-${key}@example.com`), roleId });
      expect(res.statusCode, key).toBe(403);
      expect(res.json().message).toBe(SIGNUP_MESSAGES.roleRefused);
    }
    const landlordRoleId = roles.find((r) => r.key === 'landlord')!.id;
    expect((await signup({ ...valid('with-role@example.com'), roleId: landlordRoleId })).statusCode).toBe(
      200,
    );
  });

  it('lets the super admin approve or reject, and the landlord is told by mail', async () => {
    const superToken = (await login(ctx.app, 'super@example.com')).data.access_token;
    const a = (await signup(valid('approve-me@example.com'))).json().data.id;
    const b = (await signup(valid('reject-me@example.com'))).json().data.id;

    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/super/landlords/list?status=pending&q=-me@&pageSize=50',
      headers: bearer(superToken),
    });
    expect(
      pending
        .json<{ items: { email: string }[] }>()
        .items.map((l) => l.email)
        .sort(),
    ).toEqual(['approve-me@example.com', 'reject-me@example.com']);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: '/api/super/landlords/approve',
      headers: bearer(superToken),
      payload: { ids: [a] },
    });
    expect(approved.json()).toMatchObject({ success: true, message: '1 landlord approved.' });
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: '/api/super/landlords/reject',
      headers: bearer(superToken),
      payload: { ids: [b] },
    });
    expect(rejected.json()).toMatchObject({ success: true, message: '1 landlord rejected.' });

    expect(
      (await postLogin(ctx.app, { email: 'approve-me@example.com', password: 'Secret123' })).statusCode,
    ).toBe(200);
    const refused = await postLogin(ctx.app, { email: 'reject-me@example.com', password: 'Secret123' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.rejected);

    const { mailOutbox } = await import('../../server/db/schema');
    const mails = await ctx.app.ctx.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.toAddress === 'approve-me@example.com').map((m) => m.template)).toEqual([
      'landlord-approved',
    ]);
    expect(mails.filter((m) => m.toAddress === 'reject-me@example.com').map((m) => m.template)).toEqual([
      'landlord-rejected',
    ]);
  });

  it('keeps the landlords screen to the super admin', async () => {
    const landlordToken = (await login(ctx.app, 'landlord@example.com')).data.access_token;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/super/landlords/list',
      headers: bearer(landlordToken),
    });
    expect(res.statusCode).toBe(403);
  });
});
