import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesIn } from '../../domain/access';
import { API_RESOURCES, PERMISSION_BLOCKS } from '../../domain/contracts';
import type { Endpoint } from '../../domain/contracts/contract';
import { loadContracts } from '../../domain/contracts/loadContracts';
import { ALL_PERMISSIONS, PERMISSION_RESOURCES } from '../../domain/permissions';
import { DEFAULT_ROLE_PERMISSIONS, type RoleKey } from '../../domain/roles';
import { isDocsRoute } from '../../server/http/openapi';
import { MARKED_PATHS } from '../../server/openapi/markedPaths';
import type { App } from '../../server/app';
import { loadRouteModule, loadRouteModules, type RouteModule } from '../../server/routes';
import { startTestApp } from './testApp';

/** The contract of every line of the API's registry (domain/contracts/index.ts). */
const API_CONTRACTS = await loadContracts();

/** Every endpoint of every listed contract, by `contractName.endpointKey`. */
const ENDPOINTS = new Map<string, Endpoint>(
  API_CONTRACTS.flatMap((contract) =>
    Object.entries(contract.endpoints).map(
      ([key, endpoint]) => [`${contract.name}.${key}`, endpoint] as const,
    ),
  ),
);

/** The API's routes: not Fastify's HEAD twins, not the /api/* catch-all, not the document's own. */
const apiRoutesOf = (app: App) =>
  app.routeTable.filter(
    (r) => r.url.startsWith('/api/') && r.url !== '/api/*' && r.method !== 'HEAD' && !isDocsRoute(r.url),
  );

/** The /api routes that are not an endpoint of a listed contract, as `METHOD url`. */
const strayRoutes = (app: App) =>
  apiRoutesOf(app)
    .filter((r) => !r.config.contract || !ENDPOINTS.has(r.config.contract))
    .map((r) => `${r.method} ${r.url}`);

/** A route module written the old way, beside the contracts. */
const plainRoutes: RouteModule = () => async (app) => {
  app.get('/api/stray/list', { config: { permission: 'View Property' } }, async () => ({ ok: true }));
};

/** Issue 32 item 1: the API is built from its contracts (domain/contracts/), nothing beside them. */
describe('the API and its contracts', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const apiRoutes = () => apiRoutesOf(ctx.app);

  beforeAll(async () => {
    ctx = await startTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves no /api route that does not come from a listed contract', async () => {
    expect(strayRoutes(ctx.app)).toEqual([]);
    // …and the check finds one that does not.
    const withPlain = await startTestApp('pglite', {
      routeModules: [...(await loadRouteModules()), plainRoutes],
    });
    try {
      expect(strayRoutes(withPlain.app)).toEqual(['GET /api/stray/list']);
    } finally {
      await withPlain.close();
    }
  });

  it('serves each route with the method, path and access of its contract endpoint', () => {
    const mismatches = apiRoutes().flatMap((route) => {
      const endpoint = ENDPOINTS.get(route.config.contract!)!;
      // A path with a marked twin (server/openapi/markedPaths.ts) is served at both.
      const paths = [endpoint.path, MARKED_PATHS[endpoint.path]];
      const { contract: _name, ...access } = route.config;
      return route.method === endpoint.method &&
        paths.includes(route.url) &&
        JSON.stringify(access) === JSON.stringify(endpoint.access)
        ? []
        : [`${route.method} ${route.url} ≠ ${route.config.contract}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('finds each registry line’s handlers by its name, and names a file that serves no such contract', async () => {
    const modules = await Promise.all(API_RESOURCES.map((line) => loadRouteModule(line.name)));
    expect(modules.map((m) => m.contract.name)).toEqual(API_RESOURCES.map((line) => line.name));
    // contact-us.ts is a route file, but of the site's page, not of a contract of that name.
    await expect(loadRouteModule('contact-us')).rejects.toThrow(
      "server/routes/contact-us.ts exports no contractRoutes(...) of the 'contact-us' contract.",
    );
  });

  it('serves every endpoint every listed contract declares', () => {
    const served = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    const missing = [...ENDPOINTS]
      .filter(([, e]) => !served.has(`${e.method} ${e.path}`))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe('the contracts themselves', () => {
  const endpoints = [...ENDPOINTS];

  it('name each resource once, and each endpoint by a method and path no other declares', () => {
    const names = API_CONTRACTS.map((c) => c.name);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
    const routes = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('give every endpoint its own operationId and a summary', () => {
    const ids = endpoints.map(([, e]) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const unnamed = endpoints.filter(
      ([, e]) => !/^[a-z][A-Za-z0-9]+$/.test(e.operationId) || !e.summary.trim(),
    );
    expect(unnamed.map(([name]) => name)).toEqual([]);
  });

  it('own the permission catalogue: its blocks are exactly the ones the listed contracts own', () => {
    const owned = API_CONTRACTS.flatMap((c) => c.permissions ?? []);
    expect(new Set(owned)).toEqual(new Set(PERMISSION_BLOCKS));
    // Each registry line names the blocks its contract owns, no other.
    for (const [i, line] of API_RESOURCES.entries())
      expect(line.permissions, line.name).toEqual(API_CONTRACTS[i]!.permissions ?? []);
    expect(owned).toHaveLength(PERMISSION_BLOCKS.length);
    // The catalogue and the seeded roles' defaults are those blocks, in their order.
    expect(Object.keys(PERMISSION_RESOURCES)).toEqual(PERMISSION_BLOCKS.map((b) => b.resource));
    expect(DEFAULT_ROLE_PERMISSIONS.manager.map((p) => p.name)).toContain('Update Property');
    for (const block of PERMISSION_BLOCKS)
      for (const [role, actions] of Object.entries(block.roleDefaults)) {
        for (const action of actions as readonly string[]) {
          expect(block.actions, `${block.resource}: ${role}`).toContain(action);
          const held = DEFAULT_ROLE_PERMISSIONS[role as RoleKey].map((p) => p.name);
          expect(held, role).toContain(`${action} ${block.resource}`);
        }
      }
  });

  it('state who may call each endpoint, naming only permissions the catalogue holds', () => {
    const catalogue = new Set<string>(ALL_PERMISSIONS);
    const problems = endpoints.flatMap(([name, { access }]) => {
      const rules = [access.permission, access.ownRecordOr?.permission].filter((r) => r !== undefined);
      const unknown = rules.flatMap((rule) => namesIn(rule)).filter((p) => !catalogue.has(p));
      const stated = access.public || access.anyUser || access.roles || access.permission;
      return [
        ...unknown.map((p) => `${name}: unknown permission ${p}`),
        ...(stated ? [] : [`${name}: states no access rule`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});
