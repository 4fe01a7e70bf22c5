import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/accountMessages';
import { TENANT_MESSAGES } from '../../domain/tenantSchemas';
import { mailOutbox, managerProperties, users } from '../../server/db/schema';
import { bearer, databaseKinds, startTestApp } from './testApp';
import { buildContract, buildTenant, createTenant, get, post, tokensOf, type Who } from './contractFixtures';
import { MINIMAL_PDF, multipartBody } from './multipart';
import { makeUnit } from '../support/make';

interface Tenant {
  id: string;
  firstName: string;
  email: string;
  phone: string;
  civilId: string;
  status: string;
  documents: { key: string; name: string; url: string }[];
  contracts?: { id: string }[];
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databaseKinds())('tenants (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;
  const list = async (who: Who, query = '') =>
    (await get(app(), tok[who], `/api/tenants/list?pageSize=100${query}`)).json<{
      items: Tenant[];
      total: number;
    }>();
  const one = async (who: Who, id: string) => get(app(), tok[who], `/api/tenants/get/${id}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a pending tenant with a profile, documents and an invitation mail', async () => {
    const payload = buildTenant({ email: 'Amal.Tenant@Example.com' });
    const { body, headers } = await multipartBody(payload, [
      { name: 'civil-id.pdf', data: MINIMAL_PDF },
      { name: 'photo.png', data: PNG },
    ]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/tenants/create',
      headers: { ...bearer(tok.landlord), ...headers },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Tenant }>().data;
    expect(data).toMatchObject({ email: 'amal.tenant@example.com', phone: '98765432', status: 'pending' });
    expect(data.documents.map((d) => d.name)).toEqual(['civil-id.pdf', 'photo.png']);
    expect((await app().inject({ method: 'GET', url: data.documents[1]!.url })).statusCode).toBe(200);
    const mails = await app()
      .ctx.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'amal.tenant@example.com'), eq(mailOutbox.template, 'invitation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('/admin-panel/auth/invitation#token=');
    // No password works until the invitation is accepted: the account is pending.
    const [user] = await app().ctx.db.select().from(users).where(eq(users.id, data.id));
    expect(user!.status).toBe('pending');
  });

  it('refuses invalid fields with the form messages', async () => {
    const res = await post(app(), tok.landlord, '/api/tenants/create', {
      ...buildTenant(),
      firstName: 'A',
      email: 'nope',
      phone: '12345',
      civilId: '12345678901',
      civilIdExpiry: '2030-13-01',
    });
    expect(res.statusCode).toBe(422);
    const msgs = res.json<{ detail: { msg: string }[] }>().detail.map((d) => d.msg);
    expect(msgs).toEqual(
      expect.arrayContaining([
        ACCOUNT_MESSAGES.firstName,
        ACCOUNT_MESSAGES.email,
        ACCOUNT_MESSAGES.phone,
        TENANT_MESSAGES.civilId,
        TENANT_MESSAGES.civilIdExpiry,
      ]),
    );
    const txt = await multipartBody(buildTenant(), [
      { name: 'fake.pdf', data: new TextEncoder().encode('hello') },
    ]);
    const refused = await app().inject({
      method: 'POST',
      url: '/api/tenants/create',
      headers: { ...bearer(tok.landlord), ...txt.headers },
      payload: txt.body,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toContain(
      'Only image, PDF, Word, and Excel files are allowed',
    );
  });

  it('409 for a taken email or a Civil ID this landlord already uses', async () => {
    const first = buildTenant();
    await createTenant(app(), tok.landlord, first);
    const email = await post(
      app(),
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ email: 'LANDLORD@example.com' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ message: TENANT_MESSAGES.emailTaken });
    const civil = await post(
      app(),
      tok.landlord,
      '/api/tenants/create',
      buildTenant({ civilId: first.civilId }),
    );
    expect(civil.json()).toMatchObject({ message: TENANT_MESSAGES.civilIdTaken });
    // Another landlord's tenant may carry the same Civil ID (each landlord keeps its own records).
    const other = await post(
      app(),
      tok.landlord2,
      '/api/tenants/create',
      buildTenant({ civilId: first.civilId }),
    );
    expect(other.statusCode).toBe(200);
  });

  it('searches by English and Arabic name, phone and Civil ID', async () => {
    const id = await createTenant(app(), tok.landlord, {
      firstName: 'Zainab',
      firstNameAr: 'زينب',
      phone: '55501234',
      civilId: '299123456787',
    });
    for (const q of ['zain', 'زينب', '5550123', '299123456787', 'Zainab Al-Azmi']) {
      expect(
        (await list('landlord', `&q=${encodeURIComponent(q)}`)).items.map((x) => x.id),
        q,
      ).toEqual([id]);
    }
    const page = await get(
      app(),
      tok.landlord,
      '/api/tenants/list?page=1&pageSize=2&sort=firstName&order=asc',
    );
    expect(page.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.json<{ items: unknown[] }>().items).toHaveLength(2);
  });

  it('get shows the profile with its contracts; update changes fields and documents', async () => {
    const id = await createTenant(app(), tok.landlord);
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    await post(app(), tok.landlord, '/api/contracts/create', buildContract(id, unitId));
    const shown = (await one('landlord', id)).json<{ data: Tenant }>().data;
    expect(shown.contracts).toHaveLength(1);

    const add = await multipartBody({ phone: '66554433', nationality: 'Egyptian' }, [
      { name: 'a.pdf', data: MINIMAL_PDF },
    ]);
    const updated = await app().inject({
      method: 'POST',
      url: `/api/tenants/update/${id}`,
      headers: { ...bearer(tok.landlord), ...add.headers },
      payload: add.body,
    });
    expect(updated.json()).toMatchObject({ data: { phone: '66554433', nationality: 'Egyptian' } });
    const key = updated.json<{ data: Tenant }>().data.documents[0]!.key;
    const removed = await post(app(), tok.landlord, `/api/tenants/update/${id}`, { removeDocuments: [key] });
    expect(removed.json<{ data: Tenant }>().data.documents).toEqual([]);
    const clash = await post(app(), tok.landlord, `/api/tenants/update/${id}`, {
      email: 'tenant@example.com',
    });
    expect(clash.json()).toMatchObject({ message: TENANT_MESSAGES.emailTaken });
  });

  it('delete refuses a tenant with open contracts, else disables the login and keeps the row', async () => {
    const busy = await createTenant(app(), tok.landlord);
    const { unitId } = await makeUnit(app(), 'landlord@example.com');
    await post(app(), tok.landlord, '/api/contracts/create', buildContract(busy, unitId));
    const refused = await post(app(), tok.landlord, `/api/tenants/delete/${busy}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: TENANT_MESSAGES.hasContracts });

    const idle = await createTenant(app(), tok.landlord);
    expect((await post(app(), tok.landlord, `/api/tenants/delete/${idle}`)).json()).toMatchObject({
      success: true,
    });
    expect((await list('landlord')).items.map((x) => x.id)).not.toContain(idle);
    expect((await list('landlord', '&status=disabled')).items.map((x) => x.id)).toContain(idle);
    const [row] = await app().ctx.db.select({ status: users.status }).from(users).where(eq(users.id, idle));
    expect(row!.status).toBe('disabled');
  });

  it("ownership: landlord B gets 404 on landlord A's tenants; a tenant is refused; managers per catalogue", async () => {
    const id = await createTenant(app(), tok.landlord);
    for (const res of [
      await one('landlord2', id),
      await post(app(), tok.landlord2, `/api/tenants/update/${id}`, { phone: '99887766' }),
      await post(app(), tok.landlord2, `/api/tenants/delete/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await list('landlord2')).items.map((x) => x.id)).not.toContain(id);
    expect((await get(app(), tok.tenant, '/api/tenants/list')).statusCode).toBe(403);
    expect((await one('manager', id)).statusCode).toBe(200);
    expect((await post(app(), tok.manager, `/api/tenants/delete/${id}`)).statusCode).toBe(403);
    expect((await one('super', id)).statusCode).toBe(200);
  });

  it('a manager limited to some properties sees their tenants and those without contracts', async () => {
    const inside = await makeUnit(app(), 'landlord@example.com');
    const outside = await makeUnit(app(), 'landlord@example.com');
    const [a, b, c] = [
      await createTenant(app(), tok.landlord),
      await createTenant(app(), tok.landlord),
      await createTenant(app(), tok.landlord),
    ];
    await post(app(), tok.landlord, '/api/contracts/create', buildContract(a!, inside.unitId));
    await post(app(), tok.landlord, '/api/contracts/create', buildContract(b!, outside.unitId));
    const [manager] = await app()
      .ctx.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    await app()
      .ctx.db.insert(managerProperties)
      .values({ managerId: manager!.id, propertyId: inside.propertyId });
    try {
      const ids = (await list('manager')).items.map((x) => x.id);
      expect(ids).toEqual(expect.arrayContaining([a, c]));
      expect(ids).not.toContain(b);
      expect((await one('manager', b!)).statusCode).toBe(404);
    } finally {
      await app().ctx.db.delete(managerProperties);
    }
  });
});
