import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_MESSAGES } from '../../domain/tenantSchemas';
import { REPORT_MESSAGES } from '../../domain/reportSchemas';
import { mailOutbox, managerProperties, tenantProfiles, users } from '../../server/db/schema';
import { buildContract, buildTenant, createTenant, get, post, tokensOf, type Who } from './contractFixtures';
import { bearer, databaseKinds, login, startTestApp } from './testApp';
import { makeUnit, userId } from '../support/make';

/*
 * Issue 15 items 1, 2 and 10 (tenant part), as the security probe found them: a manager limited to
 * some properties made any tenant of its landlord its own by requesting a contract for it, and
 * staff took a tenant's account over by changing its sign-in email and resetting the password.
 */

const PASSWORD = 'Tenant#2026';

describe.each(databaseKinds())('a tenant account stays the tenant’s (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let tok: Record<Who, string>;
  const app = () => t.app;

  /** The newest mail of a template to an address, from the outbox every mail is written to. */
  async function lastMail(to: string, template: string) {
    const [mail] = await app()
      .ctx.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  }

  /** The tenant accepts its invitation (sets a password), as from the mailed link. */
  async function accept(email: string) {
    const mail = await lastMail(email, 'invitation');
    const token = /invitation#token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const res = await app().inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    tok = await tokensOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('a manager limited to some properties', () => {
    let inside: Awaited<ReturnType<typeof makeUnit>>;
    let outside: Awaited<ReturnType<typeof makeUnit>>;
    let elsewhere: string;

    beforeAll(async () => {
      inside = await makeUnit(app(), 'landlord@example.com');
      outside = await makeUnit(app(), 'landlord@example.com');
      elsewhere = await createTenant(app(), tok.landlord);
      const placed = await post(
        app(),
        tok.landlord,
        '/api/contracts/create',
        buildContract(elsewhere, outside.unitId),
      );
      expect(placed.statusCode, placed.body).toBe(200);
      const managerId = await userId(app(), 'manager@example.com');
      await app().ctx.db.insert(managerProperties).values({ managerId, propertyId: inside.propertyId });
    });
    afterAll(async () => {
      await app().ctx.db.delete(managerProperties);
    });

    it('cannot make a tenant of another property its own by requesting a contract for it', async () => {
      expect((await get(app(), tok.manager, `/api/tenants/get/${elsewhere}`)).statusCode).toBe(404);
      const request = await post(
        app(),
        tok.manager,
        '/api/contracts/create',
        buildContract(elsewhere, inside.unitId),
      );
      expect(request.statusCode).toBe(404);
      expect(request.json().message).toBe('Tenant not found.');
      // Still out of reach afterwards: no read, no update, no contract on its unit.
      expect((await get(app(), tok.manager, `/api/tenants/get/${elsewhere}`)).statusCode).toBe(404);
      const update = await post(app(), tok.manager, `/api/tenants/update/${elsewhere}`, {
        phone: '99001122',
      });
      expect(update.statusCode).toBe(404);
      const contracts = await get(
        app(),
        tok.landlord,
        `/api/contracts/list?tenantId=${elsewhere}&pageSize=100`,
      );
      expect(contracts.json<{ items: { unitId: string }[] }>().items.map((c) => c.unitId)).toEqual([
        outside.unitId,
      ]);
    });

    it('still places a new tenant (no contract yet) on its own units', async () => {
      const fresh = await createTenant(app(), tok.landlord);
      const request = await post(
        app(),
        tok.manager,
        '/api/contracts/create',
        buildContract(fresh, inside.unitId),
      );
      expect(request.statusCode, request.body).toBe(200);
      expect((await get(app(), tok.manager, `/api/tenants/get/${fresh}`)).statusCode).toBe(200);
    });

    it('is not told the name of a tenant it cannot see by the tenant statement', async () => {
      const res = await get(app(), tok.manager, `/api/tenant-statements/get/${elsewhere}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REPORT_MESSAGES.tenantNotFound);
      expect(res.body).not.toContain('Faisal');
      // The landlord reads it as before.
      expect((await get(app(), tok.landlord, `/api/tenant-statements/get/${elsewhere}`)).statusCode).toBe(
        200,
      );
    });
  });

  describe('the sign-in email', () => {
    it('cannot be changed by staff once the tenant has accepted the invitation', async () => {
      const id = await createTenant(app(), tok.landlord, { email: 'owner.tenant@example.com' });
      await accept('owner.tenant@example.com');
      for (const who of ['manager', 'landlord', 'super'] as const) {
        const res = await post(app(), tok[who], `/api/tenants/update/${id}`, {
          email: 'attacker@example.com',
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(TENANT_MESSAGES.emailOwned);
      }
      const [row] = await app().ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id));
      expect(row!.email).toBe('owner.tenant@example.com');
      // The account is still the tenant's: its own password signs it in.
      expect((await login(app(), 'owner.tenant@example.com', PASSWORD)).success).toBe(true);
      // Other fields still change, and the same email sent again is no change at all.
      const phone = await post(app(), tok.landlord, `/api/tenants/update/${id}`, {
        email: 'owner.tenant@example.com',
        phone: '99001122',
      });
      expect(phone.statusCode, phone.body).toBe(200);
    });

    it('moves a pending invitation to a new address and tells the old one', async () => {
      const id = await createTenant(app(), tok.landlord, { email: 'typo.tenant@example.com' });
      const res = await post(app(), tok.landlord, `/api/tenants/update/${id}`, {
        email: 'right.tenant@example.com',
      });
      expect(res.statusCode, res.body).toBe(200);
      const told = await lastMail('typo.tenant@example.com', 'email-changed');
      expect(told?.textBody).toContain('right.tenant@example.com');
      expect(await lastMail('right.tenant@example.com', 'invitation')).toBeDefined();
    });

    it('a password changed on the profile is mailed to the account’s address', async () => {
      const id = await createTenant(app(), tok.landlord, { email: 'careful.tenant@example.com' });
      await accept('careful.tenant@example.com');
      const session = await login(app(), 'careful.tenant@example.com', PASSWORD);
      const res = await app().inject({
        method: 'POST',
        url: '/api/users/profile/password',
        headers: bearer(session.data.access_token),
        payload: { currentPassword: PASSWORD, newPassword: 'Changed#2026x' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await lastMail('careful.tenant@example.com', 'password-changed');
      expect(mail?.textBody).toMatch(/changed from your profile/);
      expect(id).toBeTruthy();
    });
  });

  it('the super admin files a new tenant only under an approved landlord', async () => {
    for (const email of ['manager@example.com', 'pending@example.com', 'tenant@example.com']) {
      const res = await post(app(), tok.super, '/api/tenants/create', {
        ...buildTenant(),
        landlordId: await userId(app(), email),
      });
      expect(res.statusCode, email).toBe(422);
      expect(res.json().message).toBe('Choose an approved landlord from the list.');
    }
    const unknown = await post(app(), tok.super, '/api/tenants/create', {
      ...buildTenant(),
      landlordId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    const filed = await post(app(), tok.super, '/api/tenants/create', {
      ...buildTenant(),
      landlordId: await userId(app(), 'landlord2@example.com'),
    });
    expect(filed.statusCode, filed.body).toBe(200);
  });

  it('a partial update leaves the fields it did not send alone (Arabic names kept)', async () => {
    const id = await createTenant(app(), tok.landlord);
    const res = await post(app(), tok.landlord, `/api/tenants/update/${id}`, { nationality: 'Egyptian' });
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = await app().ctx.db.select().from(tenantProfiles).where(eq(tenantProfiles.userId, id));
    expect(profile).toMatchObject({ nationality: 'Egyptian', firstNameAr: 'فيصل', lastNameAr: 'العازمي' });
  });
});
