import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetsRule } from '../../domain/access';
import { DEFAULT_ROLE_PERMISSIONS, type RoleKey } from '../../domain/roles';
import { arabicMessage } from '../../domain/messages/arabic';
import type { RouteEntry } from '../../server/app';
import { MULTIPART_MESSAGES } from '../../server/http/multipartForm';
import { managerProperties, roles } from '../../server/db/schema';
import { buildContract } from './contractFixtures';
import { bearer, databaseKinds, getMe, login, principalChangesArrived, startTestApp } from './testApp';
import { makeUnit, userId, makeTenant } from '../support/make';

/** One demo user per seeded role that has one. */
const DEMO_USERS: { role: RoleKey; email: string }[] = [
  { role: 'super_admin', email: 'super@example.com' },
  { role: 'landlord', email: 'landlord@example.com' },
  { role: 'manager', email: 'manager@example.com' },
  { role: 'user', email: 'tenant@example.com' },
  { role: 'owner', email: 'owner@example.com' },
];

const isProtected = (route: RouteEntry) =>
  route.url.startsWith('/api/') && route.url !== '/api/*' && !route.config.public && route.method !== 'HEAD';

/** A URL that matches the route: parameters get a value of the right shape that names nothing. */
const concreteUrl = (url: string) =>
  url.replace(/:(\w*id\w*)/gi, '00000000-0000-4000-8000-000000000000').replace(/:\w+/g, '1');

/** What the catalogue says a role may do on a route. */
function expectedAllowed(route: RouteEntry, role: RoleKey): boolean {
  const { permission, roles, anyUser } = route.config;
  if (roles && !roles.includes(role)) return false;
  if (permission)
    return meetsRule(permission, { roleKey: role, permissions: DEFAULT_ROLE_PERMISSIONS[role] });
  return !!(anyUser || roles);
}

describe.each(databaseKinds())('every protected route × every seeded role (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('every private route states its permission, its roles or that any signed-in user may call it', () => {
    const unstated = ctx.app.routeTable
      .filter(isProtected)
      .filter((r) => !r.config.permission && !r.config.roles && !r.config.anyUser)
      .map((r) => `${r.method} ${r.url}`);
    expect(unstated).toEqual([]);
  });

  it("a tenant and a landlord on the same route each need their own side's permission", async () => {
    const app = ctx.app;
    const rolePermissions = async (key: RoleKey, names: string[]) => {
      await app.ctx.db
        .update(roles)
        .set({ permissions: names.map((name) => ({ name, show_on_menu: true })) })
        .where(eq(roles.key, key));
      app.ctx.principals.forgetAll();
      await principalChangesArrived(app);
    };
    const status = async (email: string, url: string) => {
      const token = (await login(app, email)).data.access_token;
      return (await app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;
    };
    const routes = ['/api/invoices/list', '/api/receipts/list', '/api/contracts/list'];
    try {
      // Each side holding only the other side's permission is refused on every shared route...
      await rolePermissions('user', ['View Invoice', 'View Receipts', 'View Tenant Contract']);
      await rolePermissions('landlord', ['View Tenant Rental']);
      for (const url of routes) {
        expect(await status('tenant@example.com', url), `tenant ${url}`).toBe(403);
        expect(await status('landlord@example.com', url), `landlord ${url}`).toBe(403);
      }
      // ...and its own lets it in.
      await rolePermissions('user', ['View Tenant Rental']);
      await rolePermissions('landlord', ['View Invoice', 'View Receipts', 'View Tenant Contract']);
      for (const url of routes) {
        expect(await status('tenant@example.com', url), `tenant ${url}`).toBe(200);
        expect(await status('landlord@example.com', url), `landlord ${url}`).toBe(200);
      }
    } finally {
      for (const key of ['user', 'landlord'] as const)
        await rolePermissions(
          key,
          DEFAULT_ROLE_PERMISSIONS[key].map((p) => p.name),
        );
    }
  });

  it('answers 403 exactly where the catalogue says the role lacks access', async () => {
    const routes = ctx.app.routeTable.filter(isProtected);
    expect(routes.length).toBeGreaterThan(3);
    const mismatches: string[] = [];
    for (const { role, email } of DEMO_USERS) {
      // Every call is made with a live session, but a new one only when the last call ended it (logout
      // does): a sign-in is an argon2 hash, and one per route and role made this walk the suite's
      // slowest test. /me, which the guard answers 401 for an ended session, says when.
      let token = '';
      for (const route of routes) {
        if (!token || (await getMe(ctx.app, token)).statusCode !== 200)
          token = (await login(ctx.app, email)).data.access_token;
        const res = await ctx.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concreteUrl(route.url),
          headers: bearer(token),
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        const allowed = expectedAllowed(route, role);
        const forbidden = res.statusCode === 403;
        if (allowed === forbidden || res.statusCode === 401) {
          mismatches.push(
            `${role} ${route.method} ${route.url}: ${res.statusCode}, expected ${allowed ? 'allowed' : '403'}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('answers a broken multipart body on every multipart route with a 4xx and a message, as every role', async () => {
    // Issue 30 item 8: no boundary, or a body cut short, was a 500 on every route that reads a form.
    const routes = ctx.app.routeTable.filter((r) => isProtected(r) && r.multipart && r.method === 'POST');
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/tenants/create',
        '/api/properties/create',
        '/api/setting/update',
        '/api/users/profile/avatar',
        '/api/support-tickets/create',
      ]),
    );
    const broken = [
      { 'content-type': 'multipart/form-data', payload: 'payload={}' },
      {
        'content-type': 'multipart/form-data; boundary=cut',
        payload: '--cut\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"fname":',
      },
    ];
    const wrong: string[] = [];
    for (const { role, email } of DEMO_USERS) {
      const { data } = await login(ctx.app, email);
      for (const route of routes) {
        for (const { payload, ...headers } of broken) {
          const res = await ctx.app.inject({
            method: 'POST',
            url: concreteUrl(route.url),
            headers: { ...bearer(data.access_token), ...headers },
            payload,
          });
          const message = String(res.headers['content-type']).includes('json')
            ? res.json().message
            : undefined;
          const allowed = expectedAllowed(route, role);
          // Where the role may call the route, its own 4xx; where not, the guard's 403.
          if (
            res.statusCode < 400 ||
            res.statusCode >= 500 ||
            (allowed ? [401, 403] : [401]).includes(res.statusCode) ||
            (!allowed && res.statusCode !== 403) ||
            typeof message !== 'string' ||
            message.length < 10
          )
            wrong.push(`${role} ${route.url} ${headers['content-type']}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('says what is wrong with a broken form, on a create and on an update of a real record, in both languages', async () => {
    const landlord = (await login(ctx.app, 'landlord@example.com')).data.access_token;
    const tenantId = await makeTenant(ctx.app, 'landlord@example.com');
    for (const url of ['/api/tenants/create', `/api/tenants/update/${tenantId}`, '/api/setting/update']) {
      for (const [language, message] of [
        ['en', MULTIPART_MESSAGES.malformed],
        ['ar', arabicMessage(MULTIPART_MESSAGES.malformed)],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: {
            ...bearer(landlord),
            'content-type': 'multipart/form-data',
            'accept-language': language,
          },
          payload: 'no boundary',
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message, url).toBe(message);
      }
    }
    expect(arabicMessage(MULTIPART_MESSAGES.malformed)).not.toBe(MULTIPART_MESSAGES.malformed);
  });

  it('a manager limited to some properties meets an out-of-scope tenant as 404 on every tenant route', async () => {
    const app = ctx.app;
    const landlord = (await login(app, 'landlord@example.com')).data.access_token;
    const inside = await makeUnit(app, 'landlord@example.com');
    const outside = await makeUnit(app, 'landlord@example.com');
    const tenantId = await makeTenant(app, 'landlord@example.com');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/contracts/create',
      headers: bearer(landlord),
      payload: buildContract(tenantId, outside.unitId),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const managerId = await userId(app, 'manager@example.com');
    await app.ctx.db.insert(managerProperties).values({ managerId, propertyId: inside.propertyId });
    try {
      // Every route that takes a tenant's id in its path, found in the route table.
      const tenantRoutes = app.routeTable.filter(
        (r) => isProtected(r) && /^\/api\/tenant(s|-statements)\/.*:\w+/.test(r.url),
      );
      expect(tenantRoutes.map((r) => r.url)).toEqual(
        expect.arrayContaining([
          '/api/tenants/get/:id',
          '/api/tenants/update/:id',
          '/api/tenant-statements/get/:tenantId',
        ]),
      );
      const leaks: string[] = [];
      for (const route of tenantRoutes) {
        const { data } = await login(app, 'manager@example.com');
        const res = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url.replace(/:\w+/, tenantId),
          headers: bearer(data.access_token),
          ...(route.method === 'POST' ? { payload: { phone: '99001122' } } : {}),
        });
        // 404 where it may call the route at all (403 where its role may not).
        if (![403, 404].includes(res.statusCode) || res.body.includes('Faisal'))
          leaks.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
      // Attaching the tenant to one of its own units is refused the same way.
      const manager = (await login(app, 'manager@example.com')).data.access_token;
      const attach = await app.inject({
        method: 'POST',
        url: '/api/contracts/create',
        headers: bearer(manager),
        payload: buildContract(tenantId, inside.unitId),
      });
      if (attach.statusCode !== 404) leaks.push(`POST /api/contracts/create: ${attach.statusCode}`);
      // Lists filtered by the tenant show it nothing.
      for (const url of [
        `/api/contracts/list?tenantId=${tenantId}`,
        `/api/invoices/list?tenantId=${tenantId}`,
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: bearer(manager) });
        if (res.statusCode !== 200 || res.json().total !== 0)
          leaks.push(`GET ${url}: ${res.statusCode} ${res.body}`);
      }
      expect(leaks).toEqual([]);
    } finally {
      await app.ctx.db.delete(managerProperties);
    }
  }, 120_000);
});

/** Every source file under a folder. */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourcesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });

it('no handler decides a permission itself: only the guard reads the catalogue', () => {
  const deciding = sourcesUnder('server')
    .filter((file) => file !== path.join('server', 'auth', 'guard.ts'))
    .filter((file) => /\b(hasPermission|meetsRule)\b/.test(readFileSync(file, 'utf8')));
  expect(deciding).toEqual([]);
});
