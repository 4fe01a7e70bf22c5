import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../domain/permissions';
import { DEFAULT_ROLE_PERMISSIONS, type RoleKey } from '../../domain/roles';
import type { RouteEntry } from '../../server/app';
import { bearer, databaseKinds, login, startTestApp } from './testApp';

/** One demo user per seeded role that has one. */
const DEMO_USERS: { role: RoleKey; email: string }[] = [
  { role: 'super_admin', email: 'super@example.com' },
  { role: 'landlord', email: 'landlord@example.com' },
  { role: 'manager', email: 'manager@example.com' },
  { role: 'user', email: 'tenant@example.com' },
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
  if (permission) return hasPermission(DEFAULT_ROLE_PERMISSIONS[role], permission);
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

  it('answers 403 exactly where the catalogue says the role lacks access', async () => {
    const routes = ctx.app.routeTable.filter(isProtected);
    expect(routes.length).toBeGreaterThan(3);
    const mismatches: string[] = [];
    for (const { role, email } of DEMO_USERS) {
      for (const route of routes) {
        // A fresh session per call: some routes (logout) end the session they are called with.
        const { data } = await login(ctx.app, email);
        const res = await ctx.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concreteUrl(route.url),
          headers: bearer(data.access_token),
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
    // One sign-in (an argon2 hash) per route and role: hundreds of them, slow on a busy machine.
  }, 180_000);
});
