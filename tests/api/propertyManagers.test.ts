import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/accountMessages';
import { MANAGER_MESSAGES as MM, type ManagerRecord } from '../../domain/managerSchemas';
import type { App } from '../../server/app';
import { createManager, inviteManager, managerInput } from './invitationMail';
import { makeProperty } from '../support/make';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';
import {
  bearer,
  databaseKinds,
  getMe,
  login,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './testApp';

const PASSWORD = 'Manager#2026';
const BASE = '/api/property-managers';

const get = (app: App, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (app: App, token: string, url: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
const acceptInvitation = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password: PASSWORD } });

describe.each(databaseKinds())('property managers on %s', (kind) => {
  let t: TestApp & { database: TestDatabase };
  let smtp: SmtpCapture;
  let landlordA: string;
  let landlordB: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    landlordA = (await login(t.app, 'landlord@example.com')).data.access_token;
    landlordB = (await login(t.app, 'landlord2@example.com')).data.access_token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A manager of landlord A who accepted the invitation, and its own access token. */
  async function activeManager(overrides: Record<string, unknown> = {}) {
    const invited = await inviteManager(t.app, smtp, landlordA, overrides);
    expect((await acceptInvitation(t.app, invited.invitation)).statusCode).toBe(200);
    const session = await login(t.app, invited.email, PASSWORD);
    return { ...invited, token: session.data.access_token };
  }

  it('creates an invited manager with its properties, mails the link and reads it back', async () => {
    const tower = await makeProperty(t.app, 'landlord@example.com', 'Salmiya Tower');
    const villa = await makeProperty(t.app, 'landlord@example.com', 'Mishref Villa');
    const input = managerInput({ firstName: 'Fahad', propertyIds: [tower, villa, tower] });
    const res = await createManager(t.app, landlordA, input);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: ManagerRecord }>();
    expect(body.message).toBe(MM.invited(input.email));
    expect(body.data).toMatchObject({
      firstName: 'Fahad',
      lastName: 'Al-Mutairi',
      email: input.email,
      phone: '99887766',
      status: 'invited',
      lastLoginAt: null,
    });
    expect(body.data.propertyIds.sort()).toEqual([tower, villa].sort());

    const mail = await smtp.take(input.email);
    expect(mail.text).toContain('/admin-panel/auth/invitation#token=');
    expect(mail.text).toMatch(/invited you to Rentals as a property manager/);

    const one = await get(t.app, landlordA, `${BASE}/get/${body.data.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(body.data);

    const list = await get(
      t.app,
      landlordA,
      `${BASE}/list?q=${encodeURIComponent(input.email)}&status=invited`,
    );
    expect(list.json()).toMatchObject({ success: true, total: 1, page: 1, pageSize: 10, totalPages: 1 });
    expect(list.json().items[0].id).toBe(body.data.id);
  });

  it('lists with search over name, email and phone, the status filter and sorting', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await inviteManager(t.app, smtp, landlordA, { firstName: `Aziz${tag}`, phone: '55001122' });
    const b = await activeManager({ firstName: `Basma${tag}` });
    const search = async (query: string) =>
      (await get(t.app, landlordA, `${BASE}/list?${query}`)).json<{
        items: ManagerRecord[];
        total: number;
      }>();

    expect((await search(`q=aziz${tag}`)).items.map((m) => m.id)).toEqual([a.id]);
    expect((await search(`q=${tag}&status=active`)).items.map((m) => m.id)).toEqual([b.id]);
    expect((await search(`q=${tag}&status=invited`)).items.map((m) => m.id)).toEqual([a.id]);
    expect((await search(`q=55001122`)).items.map((m) => m.id)).toContain(a.id);
    expect((await search(`q=${tag}&sort=firstName&order=desc`)).items.map((m) => m.id)).toEqual([b.id, a.id]);
    expect((await search(`q=${tag}&sort=firstName&order=asc`)).items.map((m) => m.id)).toEqual([a.id, b.id]);
    const paged = await search(`q=${tag}&pageSize=1&page=2&sort=firstName`);
    expect(paged.total).toBe(2);
    expect(paged.items.map((m) => m.id)).toEqual([b.id]);
    expect((await get(t.app, landlordA, `${BASE}/list?status=gone`)).statusCode).toBe(422);
  });

  it('validates with the sign-up messages, refuses a taken email (409) and foreign properties (422)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'A' }, M.firstName],
      [{ lastName: ' ' }, M.lastName],
      [{ email: 'not-an-email' }, M.email],
      [{ phone: '12345678' }, M.phone],
      [{ phone: '9988776' }, M.phone],
      [{ propertyIds: ['not-a-uuid'] }, MM.foreignProperty],
    ];
    for (const [override, message] of cases) {
      const res = await createManager(t.app, landlordA, managerInput(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const taken = await createManager(t.app, landlordA, managerInput({ email: 'Landlord2@Example.com' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MM.emailTaken);

    const theirs = await makeProperty(t.app, 'landlord2@example.com', 'Fintas Block');
    const foreign = await createManager(t.app, landlordA, managerInput({ propertyIds: [theirs] }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail).toEqual([
      { loc: ['body', 'propertyIds'], msg: MM.foreignProperty, type: 'foreign_property' },
    ]);
    expect(smtp.messages.filter((m) => m.to.includes('landlord2@example.com'))).toEqual([]);
  });

  it('updates names, phone and properties; the email stays', async () => {
    const { id, email } = await inviteManager(t.app, smtp, landlordA);
    const tower = await makeProperty(t.app, 'landlord@example.com');
    const res = await post(t.app, landlordA, `${BASE}/update/${id}`, {
      firstName: ' Salem ',
      lastName: 'Al-Azmi',
      phone: '96565432100',
      propertyIds: [tower],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MM.updated);
    expect(res.json().data).toMatchObject({
      firstName: 'Salem',
      lastName: 'Al-Azmi',
      phone: '65432100',
      email,
      propertyIds: [tower],
      status: 'invited',
    });
    const cleared = await post(t.app, landlordA, `${BASE}/update/${id}`, { propertyIds: [] });
    expect(cleared.json().data.propertyIds).toEqual([]);
    const bad = await post(t.app, landlordA, `${BASE}/update/${id}`, { phone: '1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.phone);
    // An invited manager becomes active by accepting, not by the landlord's word.
    const early = await post(t.app, landlordA, `${BASE}/update/${id}`, { status: 'active' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MM.notAccepted);
  });

  it('deactivating ends the manager’s sessions at once; activating lets it sign in again', async () => {
    const manager = await activeManager();
    expect((await getMe(t.app, manager.token)).statusCode).toBe(200);

    const off = await post(t.app, landlordA, `${BASE}/update/${manager.id}`, { status: 'disabled' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: MM.deactivated, data: { status: 'disabled' } });
    expect((await getMe(t.app, manager.token)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: manager.email, password: PASSWORD },
        })
      ).statusCode,
    ).not.toBe(200);

    const on = await post(t.app, landlordA, `${BASE}/update/${manager.id}`, { status: 'active' });
    expect(on.json()).toMatchObject({ message: MM.activated, data: { status: 'active' } });
    const again = await login(t.app, manager.email, PASSWORD);

    // delete/{id} deactivates too (users are never removed) and ends the new session.
    const del = await post(t.app, landlordA, `${BASE}/delete/${manager.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: MM.deactivated });
    expect((await getMe(t.app, again.data.access_token)).statusCode).toBe(401);
    expect((await get(t.app, landlordA, `${BASE}/get/${manager.id}`)).json().data.status).toBe('disabled');
  });

  it('resends an invitation only while the manager is invited', async () => {
    const invited = await inviteManager(t.app, smtp, landlordA);
    const res = await post(t.app, landlordA, `${BASE}/resend-invitation/${invited.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MM.invitationResent(invited.email));
    await smtp.take(invited.email);

    const active = await activeManager();
    const refused = await post(t.app, landlordA, `${BASE}/resend-invitation/${active.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MM.alreadyAccepted);
  });

  it('ownership: another landlord’s manager is a 404 on every call and never listed', async () => {
    const { id } = await inviteManager(t.app, smtp, landlordA);
    const calls = [
      () => get(t.app, landlordB, `${BASE}/get/${id}`),
      () => post(t.app, landlordB, `${BASE}/update/${id}`, { firstName: 'Hijacked' }),
      () => post(t.app, landlordB, `${BASE}/update/${id}`, { status: 'disabled' }),
      () => post(t.app, landlordB, `${BASE}/delete/${id}`),
      () => post(t.app, landlordB, `${BASE}/resend-invitation/${id}`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MM.notFound);
    }
    const listB = await get(t.app, landlordB, `${BASE}/list?pageSize=100`);
    expect(listB.json().items.map((m: ManagerRecord) => m.id)).not.toContain(id);
    // Neither landlords nor tenants are managers: their ids are 404 too.
    const me = (await getMe(t.app, landlordB)).json().data as { id: string };
    expect((await get(t.app, landlordA, `${BASE}/get/${me.id}`)).statusCode).toBe(404);
    expect((await get(t.app, landlordA, `${BASE}/get/${id}`)).json().data.firstName).toBe('Fahad');
  });

  it('a manager or a tenant cannot manage managers (403); a platform admin must name the landlord', async () => {
    const { id } = await inviteManager(t.app, smtp, landlordA);
    for (const email of ['manager@example.com', 'tenant@example.com']) {
      const token = (await login(t.app, email)).data.access_token;
      const calls = [
        get(t.app, token, `${BASE}/list`),
        get(t.app, token, `${BASE}/get/${id}`),
        createManager(t.app, token, managerInput()),
        post(t.app, token, `${BASE}/update/${id}`, { firstName: 'Nope' }),
        post(t.app, token, `${BASE}/delete/${id}`),
        post(t.app, token, `${BASE}/resend-invitation/${id}`),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, `${email} ${res.body}`).toBe(403);
    }
    const superToken = (await login(t.app, 'super@example.com')).data.access_token;
    const noLandlord = await createManager(t.app, superToken, managerInput());
    expect(noLandlord.statusCode).toBe(422);
    const seen = await get(t.app, superToken, `${BASE}/get/${id}`);
    expect(seen.statusCode).toBe(200);
  });
});
