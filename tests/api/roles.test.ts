import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '../../domain/roleSchemas';
import { bearer, databaseKinds, getMe, login, startTestApp } from './testApp';

interface RoleRow {
  id: number;
  key: string | null;
  name: string;
  permissions: { name: string; show_on_menu: boolean }[];
  userCount: number;
}

describe.each(databaseKinds())('role permissions API (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let superToken: string;

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      payload: payload ?? (method === 'POST' ? {} : undefined),
    });
  const roleByKey = async (key: string) => {
    const res = await call('GET', '/api/super/roles/list?pageSize=100', superToken);
    return res.json<{ items: RoleRow[] }>().items.find((r) => r.key === key)!;
  };

  beforeAll(async () => {
    ctx = await startTestApp(kind);
    superToken = (await login(ctx.app, 'super@example.com')).data.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the seeded roles with their permissions and how many users hold each', async () => {
    const res = await call('GET', '/api/super/roles/list?pageSize=100&sort=name', superToken);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: RoleRow[]; total: number; totalPages: number }>();
    expect(body.items.map((r) => r.key).sort()).toEqual([
      'admin',
      'landlord',
      'manager',
      'owner',
      'super_admin',
      'user',
    ]);
    expect(body.items.find((r) => r.key === 'user')!.name).toBe('Tenant');
    expect(body.items.find((r) => r.key === 'landlord')!.userCount).toBe(3);
    expect(body.total).toBe(6);
  });

  it('creates, reads, renames and deletes a role, validating name and permissions', async () => {
    const bad = await call('POST', '/api/super/roles/create', superToken, {
      name: 'x',
      permissions: [{ name: 'Fly Property', show_on_menu: true }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail.map((d: { msg: string }) => d.msg)).toEqual(
      expect.arrayContaining([ROLE_MESSAGES.nameRequired, ROLE_MESSAGES.unknownPermission]),
    );

    const created = await call('POST', '/api/super/roles/create', superToken, {
      name: 'Accountant',
      permissions: [
        { name: 'View Invoice', show_on_menu: true },
        { name: 'View Receipts', show_on_menu: false },
      ],
    });
    expect(created.statusCode).toBe(200);
    const role = created.json<{ data: RoleRow }>().data;
    expect(role.permissions).toHaveLength(2);

    const duplicate = await call('POST', '/api/super/roles/create', superToken, {
      name: 'accountant',
      permissions: [],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(ROLE_MESSAGES.nameTaken);

    const updated = await call('POST', `/api/super/roles/update/${role.id}`, superToken, {
      name: 'Chief accountant',
      permissions: [{ name: 'View Invoice', show_on_menu: false }],
    });
    expect(updated.json<{ data: RoleRow }>().data).toMatchObject({
      name: 'Chief accountant',
      permissions: [{ name: 'View Invoice', show_on_menu: false }],
    });
    const read = await call('GET', `/api/super/roles/get/${role.id}`, superToken);
    expect(read.json<{ data: RoleRow }>().data.name).toBe('Chief accountant');

    expect((await call('POST', `/api/super/roles/delete/${role.id}`, superToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/super/roles/get/${role.id}`, superToken)).statusCode).toBe(404);
  });

  it('refuses to delete a built-in role or a role that users hold', async () => {
    const manager = await roleByKey('manager');
    const builtIn = await call('POST', `/api/super/roles/delete/${manager.id}`, superToken);
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toBe(ROLE_MESSAGES.builtIn);

    const custom = await call('POST', '/api/super/roles/create', superToken, {
      name: 'Helper',
      permissions: [],
    });
    const customId = custom.json<{ data: RoleRow }>().data.id;
    const { users } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.app.ctx.db
      .update(users)
      .set({ roleId: customId })
      .where(eq(users.email, 'landlord2@example.com'));
    try {
      const inUse = await call('POST', `/api/super/roles/delete/${customId}`, superToken);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(ROLE_MESSAGES.inUse(1));
    } finally {
      const landlord = await roleByKey('landlord');
      await ctx.app.ctx.db
        .update(users)
        .set({ roleId: landlord.id })
        .where(eq(users.email, 'landlord2@example.com'));
    }
  });

  it('never lets the super admin role lose the permission to manage roles', async () => {
    const superRole = await roleByKey('super_admin');
    const res = await call('POST', `/api/super/roles/update/${superRole.id}`, superToken, {
      name: superRole.name,
      permissions: superRole.permissions.filter((p) => p.name !== 'Update Role'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ROLE_MESSAGES.lockOut);
    expect((await roleByKey('super_admin')).permissions).toEqual(superRole.permissions);
  });

  it('applies a changed role to its users at once, without a new login', async () => {
    const managerToken = (await login(ctx.app, 'manager@example.com')).data.access_token;
    const managerRole = await roleByKey('manager');
    expect((await call('GET', '/api/super/roles/list', managerToken)).statusCode).toBe(403);

    const grant = [...managerRole.permissions, { name: 'View Role', show_on_menu: true }];
    await call('POST', `/api/super/roles/update/${managerRole.id}`, superToken, {
      name: managerRole.name,
      permissions: grant,
    });
    expect((await call('GET', '/api/super/roles/list', managerToken)).statusCode).toBe(200);

    const revoke = managerRole.permissions.filter((p) => p.name !== 'View Invoice');
    await call('POST', `/api/super/roles/update/${managerRole.id}`, superToken, {
      name: managerRole.name,
      permissions: revoke,
    });
    expect((await call('GET', '/api/super/roles/list', managerToken)).statusCode).toBe(403);
    const me = (await getMe(ctx.app, managerToken)).json<{ data: { role: RoleRow } }>();
    expect(me.data.role.permissions.map((p) => p.name)).not.toContain('View Invoice');

    await call('POST', `/api/super/roles/update/${managerRole.id}`, superToken, {
      name: managerRole.name,
      permissions: managerRole.permissions,
    });
  });

  it('is refused to everyone but holders of the role permissions', async () => {
    const landlordToken = (await login(ctx.app, 'landlord@example.com')).data.access_token;
    const res = await call('POST', '/api/super/roles/create', landlordToken, {
      name: 'Sneaky',
      permissions: [],
    });
    expect(res.statusCode).toBe(403);
  });
});
